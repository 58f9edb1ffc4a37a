import { registrableTypes } from '@lobbykit/platform/endpoints/agent';
import { Button } from '@lobbykit/ui/button';
import { RuleFields, useRegisterForm, type RegisterFormValues, type RegisterRules } from '@lobbykit/ui/rule-fields';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callPlatform } from '../../../core/platform/call-platform.ts';
import { useSession } from '../../../core/session.ts';
import { buildRegisterPayload } from '../../auth/register/register-payload.ts';
import { useFieldLabels } from '../../auth/register/use-field-labels.ts';
import { MobileNumberField } from '../../auth/shared/mobile-number-field.tsx';
import { ChoiceChips } from '../../page-kit/choice-chips.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { placeRefusal } from '../../page-kit/forms/refusals.ts';
import { useRefreshTeam } from '../team-cache.ts';
import { agentRegisterRules } from './agent-register-rules.ts';

type AccountType = (typeof registrableTypes)[number];

/** Top agents may open sub-agents too; a sub-agent opens members only (spec §6, the platform's rule). */
const SUB_AGENT_REGISTRARS: readonly (number | null)[] = [1, 2];

/**
 * The downline's account: the brand's rule-driven fields, the mobile number where the brand asks
 * for one, and for a top agent the account type. A refusal keeps everything typed; a success says
 * who was registered and empties the form for the next one.
 */
export function AgentRegisterForm({
  rules,
  features,
}: {
  rules: RegisterRules | undefined;
  features: ReadonlySet<string>;
}) {
  const { t } = useTranslation(['agent-team', 'account']);
  // The rule messages (required, patterns) are the public registration form's, in `account`.
  const { t: accountText } = useTranslation('account');
  const labels = useFieldLabels();
  const { accountType: ownType } = useSession();
  const agentRules = useMemo(() => agentRegisterRules(rules, features), [rules, features]);
  const { form, fields } = useRegisterForm({ rules: agentRules, t: accountText });
  const [dialingCode, setDialingCode] = useState('');
  const [type, setType] = useState<AccountType>(0);
  const [alert, setAlert] = useState<{ message: string; retry?: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refreshTeam = useRefreshTeam();
  const { errors, isSubmitting } = form.formState;
  const mobileField = fields.find((field) => field.name === 'mobileNum');
  const ruleDriven = fields.filter((field) => field.name !== 'mobileNum');

  async function register(values: RegisterFormValues) {
    setAlert(null);
    setDone(null);
    const {
      registerMethod: _method,
      login: _login,
      domain: _domain,
      registerUrl: _url,
      ...payload
    } = buildRegisterPayload('username', values, {
      referralCode: null,
      countryDialingCode: dialingCode,
      verificationCode: '',
      domain: '',
      registerUrl: '',
    });
    try {
      const created = await callPlatform('agent', 'teamRegister', {
        ...payload,
        username: payload.username ?? '',
        password: payload.password ?? '',
        confirmPassword: payload.confirmPassword ?? '',
        accountType: type,
      });
      form.reset();
      setDone(t('register.done', { username: created.username }));
      void refreshTeam();
    } catch (error) {
      setAlert(placeRefusal(error, {}, t));
    }
  }

  const types = SUB_AGENT_REGISTRARS.includes(ownType)
    ? registrableTypes.map((value) => ({ value, label: t(`register.types.${value}`) }))
    : null;

  return (
    <div data-slot="agent-register" className="grid gap-4">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(register)(event)}
        aria-label={t('register.form')}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-5"
      >
        <p className="text-sm text-muted-foreground">{t('register.intro')}</p>
        {types && (
          <ChoiceChips
            name="accountType"
            wrap
            label={t('register.type')}
            choices={types}
            selected={type}
            onChoose={setType}
          />
        )}
        <RuleFields
          form={form}
          fields={ruleDriven}
          labels={labels}
          placeholders={{ username: t('placeholders.username', { ns: 'account' }) }}
          showPasswordLabel={t('show_password', { ns: 'account' })}
          hidePasswordLabel={t('hide_password', { ns: 'account' })}
        />
        {mobileField && (
          <MobileNumberField
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            label={labels.mobileNum}
            required={mobileField.required}
            hint={errors.mobileNum ? undefined : mobileField.hint}
            error={errors.mobileNum?.message}
            {...form.register('mobileNum')}
          />
        )}
        <FormAlert alert={alert} />
        <Button type="submit" className="justify-self-start" loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      {done && (
        <p role="status" data-slot="agent-register-done" className="rounded-lg bg-success/10 px-4 py-3 text-sm">
          {done}
        </p>
      )}
    </div>
  );
}
