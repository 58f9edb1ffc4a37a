import { Field } from '@lobbykit/ui/field';
import { inputVariants } from '@lobbykit/ui/input';
import { cn } from '@lobbykit/ui/lib/cn';
import type { Ref } from 'react';

/** Characters as a person counts them (code points: an emoji is one), as the platform counts a remark. */
export const remarkLength = (text: string) => [...text].length;

export interface RemarkFieldProps {
  label: string;
  /** The live count ("12 of 140 characters"), read out as the field's description. */
  hint: string;
  error?: string | undefined;
  required?: boolean;
  /** The form's field (`useAccountForm().field('remark')`): its name, value, ref and blur. */
  field: { name: string; value: string; ref: unknown; onBlur: () => void };
  /** Each edit: the form stores the text and forgets a refusal about it. */
  onType: (text: string) => void;
}

/** A free-text remark (spec §5/§9: at most 140 characters), a few lines tall, growing on demand. */
export function RemarkField({ label, hint, error, required, field, onType }: RemarkFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          value={field.value}
          rows={3}
          ref={field.ref as Ref<HTMLTextAreaElement>}
          onBlur={field.onBlur}
          onChange={(event) => onType(event.target.value)}
          data-slot="remark"
          className={cn(inputVariants(), 'h-auto min-h-20 resize-y px-3 py-2')}
        />
      )}
    </Field>
  );
}
