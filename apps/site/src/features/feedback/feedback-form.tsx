import {
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_REMARK_MAX_LENGTH,
  feedbackWordCount,
  remarkLength,
} from '@lobbykit/platform/endpoints/feedback';
import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { Input, inputVariants } from '@lobbykit/ui/input';
import { cn } from '@lobbykit/ui/lib/cn';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lobbykit/ui/select';
import type { UploadItem } from '@lobbykit/ui/upload-field';
import { ImageUploadField } from '../page-kit/forms/image-upload-field.tsx';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileToDataUrl } from '../page-kit/forms/file-to-data-url.ts';
import { FormAlert } from '../page-kit/forms/form-alert.tsx';
import { placeRefusal } from '../page-kit/forms/refusals.ts';
import { useAccountForm } from '../page-kit/forms/use-account-form.ts';
import { useFeedbackActions, type FeedbackSettings } from './use-feedback.ts';

type FeedbackField = 'type' | 'content' | 'contact' | 'remark';

export interface FeedbackFormProps {
  settings: FeedbackSettings;
  /** A guest leaves a contact to be answered at; a member is answered in their history. */
  guest: boolean;
  /** The feedback was taken: its ticket number. */
  onSent: (ticketId: number | string) => void;
}

/**
 * The feedback form (spec §5): a category, the text within the platform's words rule (counted as
 * it is typed), a guest's contact, a remark of at most 140 characters with its counter, and up to
 * three png/jpg images of at most 5 MB, each checked as it is picked. A failed send keeps it all.
 */
export function FeedbackForm({ settings, guest, onSent }: FeedbackFormProps) {
  const { t } = useTranslation(['feedback', 'pages']);
  const { send } = useFeedbackActions();
  const [images, setImages] = useState<UploadItem[]>([]);
  const form = useAccountForm<FeedbackField>({
    initialValues: { type: '', content: '', contact: '', remark: '' },
    validate: (values) => feedbackProblems(values, settings, guest, t),
  });

  const submit = form.submitWith(
    async (values) => {
      const { ticketId } = await send({
        type: values.type,
        content: values.content.trim(),
        ...(guest ? { contact: values.contact.trim() } : {}),
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
        images: await Promise.all(images.map((item) => fileToDataUrl(item.file))),
      });
      onSent(ticketId);
    },
    (error) => placeRefusal(error, {}, t),
  );

  const textArea = (name: 'content', rows: number) => {
    const field = form.field(name);
    return (control: object) => (
      <textarea
        {...control}
        name={field.name}
        value={field.value}
        rows={rows}
        ref={field.ref as unknown as (element: HTMLTextAreaElement | null) => void}
        onBlur={field.onBlur}
        onChange={(event) => {
          form.setValue(name, event.target.value);
          form.forget(name);
        }}
        data-slot={name}
        className={cn(inputVariants(), 'h-auto min-h-32 resize-y px-3 py-2')}
      />
    );
  };

  const words = feedbackWordCount(form.values.content);
  const remarkTyped = remarkLength(form.values.remark);
  const typeField = form.field('type');
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="feedback-form-title"
      data-slot="feedback-form"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6"
    >
      <h2 id="feedback-form-title" className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      <Field label={t('form.category')} error={form.errors.type} required>
        {(control) => (
          <Select
            value={form.values.type}
            onValueChange={(value) => {
              form.setValue('type', value);
              form.forget('type');
            }}
            disabled={form.pending}
          >
            <SelectTrigger
              {...control}
              name="type"
              ref={typeField.ref as unknown as (element: HTMLButtonElement | null) => void}
            >
              <SelectValue placeholder={t('form.category_placeholder')} />
            </SelectTrigger>
            <SelectContent>
              {settings.categories.map((category) => (
                <SelectItem key={category.code} value={category.code}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field
        label={t('form.content')}
        // The message takes the hint's place rather than adding a line: a message appearing as the
        // field is left would otherwise move Send from under a pointer between press and release.
        hint={
          form.errors.content
            ? undefined
            : t('form.words', { count: words, min: settings.minWords, max: settings.maxWords })
        }
        error={form.errors.content}
        required
      >
        {textArea('content', 5)}
      </Field>
      {guest && (
        <Field
          label={t('form.contact')}
          hint={t('form.contact_hint')}
          error={form.errors.contact}
          required
          // The server draws the guest's form; a member's browser hides it until the page hydrates.
          className="in-data-[session=member]:hidden"
        >
          <Input {...form.field('contact')} autoComplete="email" maxLength={100} />
        </Field>
      )}
      <Field
        label={t('form.remark')}
        hint={
          form.errors.remark
            ? undefined
            : t('form.remark_count', { typed: remarkTyped, max: FEEDBACK_REMARK_MAX_LENGTH })
        }
        error={form.errors.remark}
      >
        <Input {...form.field('remark')} data-slot="remark" />
      </Field>
      <Field label={t('form.images')} hint={t('form.images_hint', { max: FEEDBACK_MAX_IMAGES })}>
        <ImageUploadField
          value={images}
          onChange={setImages}
          maxFiles={FEEDBACK_MAX_IMAGES}
          maxSize={FEEDBACK_MAX_IMAGE_BYTES}
          disabled={form.pending}
        />
      </Field>
      <FormAlert alert={form.alert} />
      <div>
        <Button type="submit" loading={form.pending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What must be fixed before the feedback goes: the platform's own rules, said in the player's words. */
export function feedbackProblems(
  values: Record<FeedbackField, string>,
  settings: Pick<FeedbackSettings, 'minWords' | 'maxWords'>,
  guest: boolean,
  t: TFunction,
): Partial<Record<FeedbackField, string>> {
  const problems: Partial<Record<FeedbackField, string>> = {};
  if (!values.type) problems.type = t('form.category_required');
  const words = feedbackWordCount(values.content);
  if (words === 0) problems.content = t('form.content_required');
  else if (words < settings.minWords || words > settings.maxWords)
    problems.content = t('form.content_words', { count: words, min: settings.minWords, max: settings.maxWords });
  if (guest && !values.contact.trim()) problems.contact = t('form.contact_required');
  const remark = remarkLength(values.remark);
  if (remark > FEEDBACK_REMARK_MAX_LENGTH)
    problems.remark = t('form.remark_too_long', {
      max: FEEDBACK_REMARK_MAX_LENGTH,
      over: remark - FEEDBACK_REMARK_MAX_LENGTH,
    });
  return problems;
}
