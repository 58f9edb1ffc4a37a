import { ACTIVITY_IMAGES_MAX, ACTIVITY_REMARK_MAX, type Activity } from '@lobbykit/platform/endpoints/rewards';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import type { UploadItem } from '@lobbykit/ui/upload-field';
import { ImageUploadField } from '../../page-kit/forms/image-upload-field.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../page-kit/forms/form-alert.tsx';
import { RemarkField, remarkLength } from '../../page-kit/forms/remark-field.tsx';
import { placeRefusal } from '../../page-kit/forms/refusals.ts';
import { useAccountForm } from '../../page-kit/forms/use-account-form.ts';
import { fileToDataUrl } from '../../page-kit/forms/file-to-data-url.ts';
import { useRewardActions } from './use-reward-centre.ts';

export interface ApplyFormProps {
  activity: Activity;
  /** Closes the form; with the words to announce once the application was sent. */
  onDone: (message?: string) => void;
}

/**
 * Applying for an activity (spec §5): an optional remark of at most 140 characters, counted as it is
 * typed, and up to 3 png or jpg images of 5 MB each, checked as they are picked. A refusal keeps
 * everything typed and picked.
 */
export function ApplyForm({ activity, onDone }: ApplyFormProps) {
  const { t } = useTranslation(['member-rewards', 'pages']);
  const { apply } = useRewardActions();
  const [images, setImages] = useState<UploadItem[]>([]);
  const formElement = useRef<HTMLFormElement>(null);
  // Opened by the Apply button: the form takes focus and is read out by its name.
  useEffect(() => formElement.current?.focus(), []);
  const form = useAccountForm<'remark'>({
    initialValues: { remark: '' },
    validate: ({ remark }) => {
      const over = remarkLength(remark.trim()) - ACTIVITY_REMARK_MAX;
      return over > 0 ? { remark: t('apply.remark_too_long', { max: ACTIVITY_REMARK_MAX, over }) } : {};
    },
  });
  const submit = form.submitWith(
    async ({ remark }) => {
      const dataUrls = await Promise.all(images.map((item) => fileToDataUrl(item.file)));
      await apply(activity.promotionId, remark.trim(), dataUrls);
      onDone(t('activities.applied_announcement', { title: activity.title }));
    },
    (error) => placeRefusal(error, {}, t),
  );
  return (
    <form
      ref={formElement}
      tabIndex={-1}
      noValidate
      onSubmit={submit}
      aria-label={t('apply.form', { title: activity.title })}
      data-slot="apply-form"
      className="grid gap-4 rounded-lg border border-border p-3 outline-none focus-visible:ring-3 focus-visible:ring-ring sm:p-4"
    >
      <RemarkField
        label={t('apply.remark')}
        hint={t('apply.remark_count', { typed: remarkLength(form.values.remark), max: ACTIVITY_REMARK_MAX })}
        error={form.errors.remark}
        field={form.field('remark')}
        onType={(text) => {
          form.setValue('remark', text);
          form.forget('remark');
        }}
      />
      <Field label={t('apply.images')} hint={t('apply.images_hint')}>
        <ImageUploadField value={images} onChange={setImages} maxFiles={ACTIVITY_IMAGES_MAX} disabled={form.pending} />
      </Field>
      <FormAlert alert={form.alert} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.pending}>
          {t('apply.submit')}
        </Button>
        <Button type="button" variant="outline" disabled={form.pending} onClick={() => onDone()}>
          {t('apply.cancel')}
        </Button>
      </div>
    </form>
  );
}
