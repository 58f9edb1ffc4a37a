import { Button } from '@lobbykit/ui/button';
import { CopyButton } from '@lobbykit/ui/copy-button';
import { Field } from '@lobbykit/ui/field';
import { Share2Icon } from '@lobbykit/ui/icons/share-2';
import { Input } from '@lobbykit/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '../../../core/brand.ts';
import { invitationLink } from './invitation-link.ts';
import { QrCode } from './qr-code.tsx';

/** The Web Share API exists on most phones and few desktops; where it is missing the button is too. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The member's code and invitation link, each with a Copy button (a refused clipboard says so and
 * the text stays selectable), a Share button where the device can share, and the link as a QR code.
 */
export function InvitationCard({ code }: { code: string }) {
  const { t } = useTranslation('member-referral');
  const [link] = useState(() => invitationLink(code, { origin: window.location.origin, cookie: document.cookie }));
  const brand = currentBrand().displayName;

  async function share() {
    try {
      await navigator.share({
        title: t('invite.share_title', { brand }),
        text: t('invite.share_text', { code }),
        url: link,
      });
    } catch {
      // Closed without sharing, or refused: the Copy buttons are still there.
    }
  }

  return (
    <section
      aria-labelledby="invite-heading"
      data-slot="invitation-card"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:grid-cols-[1fr_auto] sm:gap-6"
    >
      <div className="grid min-w-0 content-start gap-4">
        <div className="grid gap-1">
          <h2 id="invite-heading" className="text-lg font-semibold">
            {t('invite.heading')}
          </h2>
          <p className="text-sm text-pretty text-muted-foreground">{t('invite.intro')}</p>
        </div>
        <div className="grid gap-1.5">
          <p id="referral-code-label" className="text-sm font-medium">
            {t('invite.code')}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <span
              aria-labelledby="referral-code-label"
              data-slot="referral-code"
              className="rounded-md bg-muted px-3 py-1.5 font-mono text-xl font-semibold tracking-widest select-all"
            >
              {code}
            </span>
            <CopyButton
              variant="outline"
              value={code}
              label={t('invite.copy_code')}
              copiedMessage={t('invite.code_copied')}
              failedMessage={t('invite.copy_failed')}
            >
              {t('invite.copy_code')}
            </CopyButton>
          </div>
        </div>
        <Field label={t('invite.link')}>
          <Input data-slot="invitation-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            variant="primary"
            value={link}
            label={t('invite.copy_link')}
            copiedMessage={t('invite.link_copied')}
            failedMessage={t('invite.copy_failed')}
          >
            {t('invite.copy_link')}
          </CopyButton>
          {canShare() && (
            <Button variant="outline" size="sm" onClick={() => void share()}>
              <Share2Icon aria-hidden="true" className="size-4" />
              {t('invite.share')}
            </Button>
          )}
        </div>
      </div>
      <figure className="grid justify-items-center gap-2 self-start">
        <QrCode value={link} label={t('invite.qr')} className="size-40 rounded-md border border-border" />
        <figcaption className="max-w-40 text-center text-xs text-muted-foreground">{t('invite.qr_hint')}</figcaption>
      </figure>
    </section>
  );
}
