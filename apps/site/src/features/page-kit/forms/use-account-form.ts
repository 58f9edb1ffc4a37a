import { useState, type ChangeEvent } from 'react';
import { useFormFields, type FieldErrors, type FormFieldsOptions } from '../../auth/shared/use-form-fields.ts';
import type { PlacedRefusal } from './refusals.ts';

/**
 * The sign-in forms' field state (values kept through every failure, messages once a field was
 * left or the form sent) plus what the platform refused: a refusal about a field is shown there
 * until that field is edited, and takes focus; any other is the form's alert until the next send.
 *
 * A field left as it started says nothing until the form is sent: these forms open with focus in
 * their first field, and a message appearing when it is left would push Cancel (or the next
 * card's button) from under the pointer between press and release, losing the click.
 */
export function useAccountForm<Name extends string>(options: FormFieldsOptions<Name>) {
  const form = useFormFields(options);
  const [refused, setRefused] = useState<FieldErrors<Name>>({});
  const [alert, setAlert] = useState<{ message: string; retry: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  const forget = (name: Name) =>
    setRefused((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });

  const field = (name: Name) => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        forget(name);
      },
      onBlur: () => {
        if (props.value !== options.initialValues[name]) props.onBlur();
      },
    };
  };

  const refuse = ({ field: name, message, retry = false }: PlacedRefusal<Name>) => {
    if (name === null) {
      setAlert({ message, retry });
      return;
    }
    setRefused((current) => ({ ...current, [name]: message }));
    form.focus(name);
  };

  /** Sends the checked values once at a time; a failure is placed by `place` and nothing typed is lost. */
  const submitWith = (
    send: (values: Record<Name, string>) => Promise<void>,
    place: (error: unknown) => PlacedRefusal<Name>,
  ) =>
    form.handleSubmit((values) => {
      if (pending) return;
      setPending(true);
      setAlert(null);
      send(values)
        .catch((error: unknown) => refuse(place(error)))
        .finally(() => setPending(false));
    });

  return {
    ...form,
    // The member's own mistakes first: a refusal stays only while the field is as it was sent.
    errors: { ...refused, ...form.errors } as FieldErrors<Name>,
    field,
    refuse,
    forget,
    alert,
    pending,
    submitWith,
  };
}
