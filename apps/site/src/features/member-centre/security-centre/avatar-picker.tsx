import { Button } from '@lobbykit/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lobbykit/ui/dialog';
import { CheckIcon } from '@lobbykit/ui/icons/check';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../page-kit/describe-error.ts';
import { LoadError, LoadingRegion } from '../../page-kit/query-states.tsx';
import { FormButtons } from './account-card.tsx';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { worthRetrying } from '../../page-kit/forms/refusals.ts';
import { useMemberIcon, useSetMemberIcon } from './use-member-icon.ts';

/** "Change avatar": a dialog of the avatars on offer, one to pick (arrow keys move between them). */
export function AvatarPicker({ onChanged }: { onChanged: (notice: string) => void }) {
  const { t } = useTranslation('member-security');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('avatar.change')}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm" closeLabel={t('close')} data-slot="avatar-picker">
        <DialogHeader>
          <DialogTitle>{t('avatar.title')}</DialogTitle>
          <DialogDescription>{t('avatar.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <AvatarChoices
            onCancel={() => setOpen(false)}
            onChosen={() => {
              setOpen(false);
              onChanged(t('avatar.saved'));
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AvatarChoices({ onCancel, onChosen }: { onCancel: () => void; onChosen: () => void }) {
  const { t } = useTranslation('member-security');
  const icons = useMemberIcon(true);
  const setMemberIcon = useSetMemberIcon();
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; retry: boolean } | null>(null);

  if (icons.error && !icons.data) {
    return <LoadError error={icons.error} onRetry={() => icons.mutate()} title={t('avatar.load_failed')} />;
  }
  if (!icons.data) {
    return (
      <LoadingRegion label={t('avatar.loading')} className="grid grid-cols-4 gap-3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="circle" className="aspect-square w-full" />
        ))}
      </LoadingRegion>
    );
  }
  const selected = chosen ?? icons.data.icon;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    // The current one again: nothing to change.
    if (selected === icons.data?.icon) {
      onCancel();
      return;
    }
    if (!selected) return;
    setPending(true);
    setFailure(null);
    try {
      await setMemberIcon(selected);
      onChosen();
    } catch (error) {
      setFailure({ message: describeError(error, t), retry: worthRetrying(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <fieldset>
        <legend className="sr-only">{t('avatar.options')}</legend>
        <div className="grid grid-cols-4 gap-3">
          {icons.data.icons.map((icon, index) => (
            <label key={icon} data-slot="avatar-option" className="relative cursor-pointer">
              <input
                type="radio"
                name="avatar"
                value={icon}
                checked={selected === icon}
                onChange={() => setChosen(icon)}
                className="peer sr-only"
              />
              <img
                src={icon}
                alt={t('avatar.option', { number: index + 1 })}
                width={64}
                height={64}
                className="aspect-square w-full rounded-full bg-muted ring-offset-2 ring-offset-background peer-checked:ring-3 peer-checked:ring-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring"
              />
              <span
                aria-hidden="true"
                className="absolute end-0 bottom-0 hidden size-6 items-center justify-center rounded-full bg-primary text-primary-foreground peer-checked:flex"
              >
                <CheckIcon className="size-4" />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormAlert alert={failure} />
      <FormButtons pending={pending} submitLabel={t('avatar.save')} onCancel={onCancel} />
    </form>
  );
}
