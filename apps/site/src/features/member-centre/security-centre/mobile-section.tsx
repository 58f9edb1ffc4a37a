import type { SecurityOverview } from '@lobbykit/platform';
import { SmartphoneIcon } from '@lobbykit/ui/icons/smartphone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSiteConfig } from '../../../core/site-config.ts';
import { MobileNumberField } from '../../auth/shared/mobile-number-field.tsx';
import { checkMobileNumber, mobileProblemMessage } from '../../auth/shared/mobile-rule.ts';
import { BindingCard } from './binding-card.tsx';
import { BindingForm } from './binding-form.tsx';
import { useApplySecurityChange } from './use-security-overview.ts';

type MobileOverview = Pick<SecurityOverview, 'mobileNum' | 'countryDialingCode' | 'mobileVerified'>;

/** The bound number (masked by the platform) and whether it is verified; binding or changing it. */
export function MobileSection({ overview }: { overview: MobileOverview }) {
  const { t } = useTranslation('member-security');
  const { mobileNum, countryDialingCode, mobileVerified } = overview;
  return (
    <BindingCard
      name="mobile"
      icon={SmartphoneIcon}
      title={t('mobile.title')}
      address={
        mobileNum ? (
          // A phone number reads left to right in every language.
          <bdi dir="ltr" data-slot="bound-mobile" className="whitespace-nowrap">
            {countryDialingCode ? `+${countryDialingCode} ${mobileNum}` : mobileNum}
          </bdi>
        ) : null
      }
      verified={mobileVerified}
      noneText={t('mobile.none')}
      actionLabels={{ bind: t('mobile.bind'), verify: t('mobile.verify'), change: t('mobile.change') }}
      successNotice={t('mobile.success')}
    >
      {(close) => <MobileForm savedDialingCode={countryDialingCode} {...close} />}
    </BindingCard>
  );
}

function MobileForm({
  savedDialingCode,
  onCancel,
  onDone,
}: {
  savedDialingCode: string | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('member-security');
  const { t: tAuth } = useTranslation('auth');
  const rule = useSiteConfig().data?.register?.mobileNum;
  const apply = useApplySecurityChange();
  const [dialingCode, setDialingCode] = useState('');

  return (
    <BindingForm
      label={t('mobile.form')}
      renderAddress={({ error, ...input }) => (
        <MobileNumberField
          label={t('mobile.number')}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          savedDialingCode={savedDialingCode}
          error={error}
          {...input}
        />
      )}
      addressError={(mobileNum) => {
        const problem = checkMobileNumber(mobileNum, rule);
        if (!problem) return undefined;
        const message = mobileProblemMessage(problem, rule);
        return tAuth(message.key, message.values);
      }}
      // A number bound to another member (the platform's own words), or one it finds malformed.
      addressRefusals={{ server: { field: 'address' }, 'invalid-phone': { field: 'address' } }}
      codeLabel={t('mobile.code')}
      sendCode={(mobileNum) =>
        callPlatform('account', 'bindMobileCode', { mobileNum, countryDialingCode: dialingCode })
      }
      bind={async (mobileNum, verificationCode) => {
        const countryDialingCode = dialingCode;
        await apply(await callPlatform('account', 'bindMobile', { mobileNum, countryDialingCode, verificationCode }));
      }}
      submitLabel={t('mobile.submit')}
      onCancel={onCancel}
      onDone={onDone}
    />
  );
}
