import type { IconComponent } from '@lobbykit/ui/icons/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCard, CardAction, useFormDisclosure, type CardStatus } from './account-card.tsx';

export interface BindingCardProps {
  /** The card's `data-section`: mobile or email. */
  name: string;
  icon: IconComponent;
  title: string;
  /** The address on file, as it is shown (masked by the platform), or null when there is none. */
  address: ReactNode | null;
  verified: boolean;
  /** What the card says when nothing is on file. */
  noneText: string;
  /** The opening button's words: nothing on file, on file but not verified, verified. */
  actionLabels: { bind: string; verify: string; change: string };
  /** The notice once the address is bound. */
  successNotice: string;
  /** The card's form, given how to close it. */
  children: (close: { onCancel: () => void; onDone: () => void }) => ReactNode;
}

/**
 * A mobile number's or an e-mail address's card: what is on file and whether it is verified, and
 * the button that opens the binding form (bind, verify or change, as the member stands).
 */
export function BindingCard({
  name,
  icon,
  title,
  address,
  verified,
  noneText,
  actionLabels,
  successNotice,
  children,
}: BindingCardProps) {
  const { t } = useTranslation('member-security');
  const disclosure = useFormDisclosure();
  const bound = address !== null;
  const status: CardStatus | undefined = !bound
    ? undefined
    : verified
      ? { label: t('status.verified'), tone: 'success' }
      : { label: t('status.not_verified'), tone: 'warning' };
  const actionLabel = !bound ? actionLabels.bind : verified ? actionLabels.change : actionLabels.verify;
  return (
    <AccountCard
      name={name}
      icon={icon}
      title={title}
      status={status}
      summary={bound ? address : noneText}
      action={<CardAction disclosure={disclosure} label={actionLabel} />}
      notice={disclosure.notice}
    >
      {disclosure.open && (
        <div {...disclosure.region()}>
          {children({ onCancel: () => disclosure.close(), onDone: () => disclosure.close(successNotice) })}
        </div>
      )}
    </AccountCard>
  );
}
