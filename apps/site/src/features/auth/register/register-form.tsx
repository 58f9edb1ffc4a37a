import { isPlatformError } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import {
  registerFieldNames,
  RuleFields,
  useRegisterForm,
  type RegisterFieldView,
  type RegisterFormField,
  type RegisterFormValues,
  type RegisterRules,
} from '@lobbykit/ui/rule-fields';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginDeviceId } from '../device-id.ts';
import { ActionErrorDialog } from '../shared/action-error-dialog.tsx';
import { CaptchaField } from '../shared/captcha-field.tsx';
import { MobileNumberField } from '../shared/mobile-number-field.tsx';
import { SmsCodeField } from '../shared/sms-code-field.tsx';
import type { Captcha } from '../shared/use-captcha.ts';
import { affiliateFieldShown, mustCheckAffiliate, type ReferralCheck } from './affiliate.ts';
import { AgreementFields, initialAgreements } from './agreement-fields.tsx';
import { buildRegisterPayload } from './register-payload.ts';
import { registerAndSignIn } from './register-sequence.ts';
import { checkSmsCode, rulesForTab, smsCodeRule, type RegisterTab } from './register-tabs.ts';
import { useFieldLabels } from './use-field-labels.ts';
import { checkAffiliateCode } from './use-referral-check.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

export interface RegisterFormProps {
  tab: RegisterTab;
  rules: RegisterRules | undefined;
  features: ReadonlySet<string>;
  /** The brand's captcha, shared by the tabs: the platform keeps one answer per visitor. */
  captcha: Captcha;
  referralCode: string | null;
  referralCheck: ReferralCheck | undefined;
  onRegistered: () => void;
}

/** Where a field sits in the platform's order; the confirmation goes with the password. */
const fieldOrder = (name: RegisterFormField) =>
  registerFieldNames.indexOf(name === 'confirmPassword' ? 'password' : name);
const mobileOrder = fieldOrder('mobileNum');

/** Rendered by this form itself rather than by RuleFields. */
const customFields: ReadonlySet<RegisterFormField> = new Set(['mobileNum', 'captcha']);

/**
 * One registration tab (spec §2, §4, §5): the brand's rule-driven fields, the mobile number with
 * its SMS code, the captcha, and the agreements. On a refusal the captcha is renewed, the spec §8
 * message shows in a dialog, and everything typed stays.
 */
export function RegisterForm({
  tab,
  rules,
  features,
  captcha,
  referralCode,
  referralCheck,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation('account');
  const labels = useFieldLabels();
  const tabRules = useMemo(() => rulesForTab(tab, rules, features), [tab, rules, features]);
  const [defaultValues] = useState<RegisterFormValues>(() => ({ affiliateCode: referralCode ?? '' }));
  const { form, fields } = useRegisterForm({ rules: tabRules, t, defaultValues });
  const { errors, isSubmitting } = form.formState;

  const [dialingCode, setDialingCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [smsTouched, setSmsTouched] = useState(false);
  const [agreements, setAgreements] = useState(initialAgreements);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<{ title: string; error: unknown } | null>(null);
  const smsInput = useRef<HTMLInputElement>(null);
  const termsBox = useRef<HTMLButtonElement>(null);
  const ageBox = useRef<HTMLButtonElement>(null);

  const byName = (name: RegisterFormField) => fields.find((field) => field.name === name);
  const mobileField = byName('mobileNum');
  const captchaField = byName('captcha');
  const mobileNum = form.watch('mobileNum') ?? '';
  const sms = smsCodeRule(tab, tabRules, features, mobileNum);
  const smsProblem = sms.shown ? checkSmsCode(smsCode, sms.required, tabRules.mobileNum) : null;
  const smsError =
    smsProblem && (submitted || smsTouched)
      ? t(smsProblem === 'required' ? 'reg_required' : 'register.sms_code_invalid')
      : undefined;

  const { setError } = form;
  // The link's code failed its check: its field shows (with the code kept) and says why.
  useEffect(() => {
    if (referralCheck === 'invalid')
      setError('affiliateCode', { type: 'referral', message: t('register.referral_invalid') });
  }, [referralCheck, setError, t]);

  const affiliateShown = affiliateFieldShown({
    referralCode,
    check: referralCheck,
    hasError: Boolean(errors.affiliateCode),
  });
  const ruleDriven = fields.filter(
    (field) => !customFields.has(field.name) && (field.name !== 'affiliateCode' || affiliateShown),
  );
  const beforeMobile = tab === 'mobile' ? [] : ruleDriven.filter((field) => fieldOrder(field.name) < mobileOrder);
  const afterMobile =
    tab === 'mobile' ? ruleDriven : ruleDriven.filter((field) => fieldOrder(field.name) > mobileOrder);

  async function validateMobileForSms(): Promise<boolean> {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return false;
    if (form.getValues('mobileNum')?.trim()) return true;
    // An optional number may be empty, but a code needs one.
    setError('mobileNum', { type: 'required', message: t('reg_required') }, { shouldFocus: true });
    return false;
  }

  function markInvitationInvalid(error: unknown) {
    if (isPlatformError(error) && error.kind === 'invalid-invitation-code') {
      setError('affiliateCode', { type: 'invitation', message: t('errors.invalid_invitation_code', { ns: 'common' }) });
    }
  }

  async function register(values: RegisterFormValues) {
    const payload = buildRegisterPayload(tab, values, {
      referralCode,
      countryDialingCode: dialingCode,
      verificationCode: sms.shown ? smsCode : '',
      domain: window.location.hostname,
      registerUrl: window.location.href,
      loginDeviceId: loginDeviceId(),
    });
    // Spec §4: a required code is checked before anything is registered.
    if (mustCheckAffiliate(tabRules.affiliateCode, payload.affiliateCode)) {
      try {
        await checkAffiliateCode(payload.affiliateCode ?? '');
      } catch (error) {
        markInvitationInvalid(error);
        setFailure({ title: t('register.invitation_title'), error });
        return;
      }
    }
    try {
      await registerAndSignIn(tab, payload);
    } catch (error) {
      // The platform used the captcha answer up: a new image, and its old answer cleared.
      if (captchaField) {
        captcha.refresh();
        form.setValue('captcha', '');
      }
      markInvitationInvalid(error);
      setFailure({ title: t('register.failed_title'), error });
      return;
    }
    onRegistered();
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    void form.handleSubmit(async (values) => {
      // The rule-driven fields are fine; the form's own ones are checked in the order shown.
      if (smsProblem) return smsInput.current?.focus();
      if (!agreements.terms) return termsBox.current?.focus();
      if (!agreements.age) return ageBox.current?.focus();
      await register(values);
    })(event);
  };

  const ruleFields = (list: RegisterFieldView[]) =>
    list.length > 0 && (
      <RuleFields
        form={form}
        fields={list}
        labels={labels}
        placeholders={{
          username: t('placeholders.username'),
          payeeName: t('placeholders.payeeName'),
          email: t('placeholders.email'),
          affiliateCode: t('placeholders.affiliateCode'),
        }}
        showPasswordLabel={t('show_password')}
        hidePasswordLabel={t('hide_password')}
      />
    );

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label={t(tab === 'mobile' ? 'register.form_mobile' : 'register.form_username')}
        data-register-tab={tab}
        className="grid gap-4"
      >
        {ruleFields(beforeMobile)}
        {mobileField && (
          <>
            <MobileNumberField
              dialingCode={dialingCode}
              onDialingCodeChange={setDialingCode}
              label={labels.mobileNum}
              required={mobileField.required}
              hint={
                errors.mobileNum ? undefined : mobileHint(tab, mobileField.hint, t('register.mobile_username_note'))
              }
              error={errors.mobileNum?.message}
              {...form.register('mobileNum')}
            />
            {sms.shown && (
              <SmsCodeField
                ref={smsInput}
                name="verificationCode"
                label={t('fields.verificationCode')}
                placeholder={t('placeholders.verificationCode')}
                value={smsCode}
                onChange={(event) => setSmsCode(event.target.value)}
                onBlur={() => setSmsTouched(true)}
                required={sms.required}
                error={smsError}
                validate={validateMobileForSms}
                request={() =>
                  callPlatform('system', 'registerSms', {
                    mobileNo: (form.getValues('mobileNum') ?? '').trim(),
                    countryDialingCode: dialingCode,
                  })
                }
                onSent={() => smsInput.current?.focus()}
              />
            )}
          </>
        )}
        {ruleFields(afterMobile)}
        {referralCode && !affiliateShown && referralCheck === 'valid' && (
          <p data-slot="referral-note" className="text-sm text-muted-foreground">
            {t('register.referral_applied', { code: referralCode })}
          </p>
        )}
        {captchaField && (
          <CaptchaField
            captcha={captcha}
            label={labels.captcha}
            required={captchaField.required}
            error={errors.captcha?.message}
            placeholder={t('placeholders.captcha')}
            inputMode="numeric"
            {...form.register('captcha')}
          />
        )}
        <AgreementFields
          value={agreements}
          onChange={setAgreements}
          showErrors={submitted}
          termsRef={termsBox}
          ageRef={ageBox}
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <ActionErrorDialog
        error={failure?.error ?? null}
        title={failure?.title}
        confirmLabel={t('ok')}
        onClose={() => setFailure(null)}
      />
    </>
  );
}

/** By mobile the number is also the username, which the hint says beside the rule. */
function mobileHint(tab: RegisterTab, ruleHint: string | undefined, usernameNote: string): string | undefined {
  if (tab !== 'mobile') return ruleHint;
  return ruleHint ? `${usernameNote} ${ruleHint}` : usernameNote;
}
