import { acceptedNickname, nicknameRule } from '@lobbykit/platform';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { Input } from '@lobbykit/ui/input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { useFormDisclosure } from './account-card.tsx';
import { useSetNickname } from './use-nickname.ts';

/** The nickname problem of a typed value (a key in the page's namespace), or null when it may be saved. */
export function nicknameProblem(value: string): 'profile.nickname_required' | 'profile.nickname_rule' | null {
  if (value.trim() === '') return 'profile.nickname_required';
  return acceptedNickname(value) === undefined ? 'profile.nickname_rule' : null;
}

const ruleValues = { min: nicknameRule.minLength, max: nicknameRule.maxLength };

/**
 * The nickname, edited in place: checked as it is typed with the platform's own rule, saved with
 * Enter or Save; the header shows the stored nickname at once.
 */
export function NicknameEditor({ nickname, onSaved }: { nickname: string; onSaved: (notice: string) => void }) {
  const { t } = useTranslation('member-security');
  const disclosure = useFormDisclosure();
  if (!disclosure.open) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        <span data-slot="nickname" className={nickname ? 'truncate font-medium' : 'text-muted-foreground'}>
          {nickname || t('profile.nickname_empty')}
        </span>
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          aria-label={t('profile.edit_nickname')}
          {...disclosure.button()}
        >
          {t('profile.edit')}
        </Button>
      </span>
    );
  }
  return (
    <div {...disclosure.region()}>
      <NicknameForm
        initial={nickname}
        onCancel={() => disclosure.close()}
        onSaved={() => {
          disclosure.close();
          onSaved(t('profile.nickname_saved'));
        }}
      />
    </div>
  );
}

function NicknameForm({ initial, onCancel, onSaved }: { initial: string; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation('member-security');
  const setNickname = useSetNickname();
  const [value, setValue] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problem = nicknameProblem(value);
  // Checked as typed: a message once the member has changed something, or tried to save.
  const error = (checked || value !== initial) && problem ? t(problem, ruleValues) : refusal;

  async function save(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const nickname = acceptedNickname(value);
    if (pending || nickname === undefined) return;
    setPending(true);
    try {
      await setNickname(nickname);
      onSaved();
    } catch (failure) {
      // A trial account, a rule the platform holds differently, the network: all about this field.
      setRefusal(describeError(failure, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={save} aria-label={t('profile.nickname_form')} className="grid gap-3">
      <Field
        label={t('profile.new_nickname')}
        hint={error ? undefined : t('profile.nickname_rule', ruleValues)}
        error={error}
        required
      >
        <Input
          name="nickname"
          autoComplete="nickname"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setRefusal(null);
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={pending}>
          {t('save')}
        </Button>
        <Button variant="outline" size="sm" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
