import { useActionGate } from '../../core/action-gate.ts';
import { useCentreNavigation } from '../centres/centre-url.ts';

/**
 * Applying for a promotion happens in the member's reward centre, with that promotion's form open
 * (`item=<id>`), behind the action gate (spec §5: a guest is asked to sign in first).
 */
export function useApplyForPromotion() {
  const gate = useActionGate();
  const centres = useCentreNavigation();
  return (promotion: { id: string | number }) =>
    gate(() => centres.open('member', 'rewardCenter', String(promotion.id)));
}
