import { checkRuleValue, normalizeRule, patternHint } from '@lobbykit/ui/rule-fields';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterRules } from '../../auth/register/use-register-rules.ts';

export interface PayeeNameRule {
  /** The brand's rule in the member's words (`reg_pattern_<id>`), shown under the field. */
  hint: string | undefined;
  /** What is wrong with a payee name as typed, or null. */
  problem: (value: string) => string | null;
}

/**
 * The payee name follows the brand's register rule for `payeeName` (apps/sandbox/README.md,
 * withdrawal), read the way the register form reads it and required here even where registration
 * leaves it optional. A brand with no payee rule gets only "required": the platform checks the
 * rest and says what it wants.
 */
export function usePayeeNameRule(): PayeeNameRule {
  const { rules } = useRegisterRules();
  const { t } = useTranslation('account');
  const rule = rules?.payeeName;
  return useMemo(() => {
    const normalized = normalizeRule('payeeName', rule && { ...rule, required: true });
    const hint = normalized.enabled ? patternHint(rule, (key) => t(key)) : undefined;
    return {
      hint,
      problem: (value) => {
        // The platform trims the name before checking it, so the page does too.
        const name = value.trim();
        if (!name) return t('reg_required');
        if (checkRuleValue(normalized, name) === null) return null;
        return hint ?? t('reg_pattern_generic');
      },
    };
  }, [rule, t]);
}
