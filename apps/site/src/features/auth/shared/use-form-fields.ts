import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

export interface FormFieldsOptions<Name extends string> {
  initialValues: Record<Name, string>;
  /** Every problem with the values, by field; pure, so it runs on each render. */
  validate: (values: Record<Name, string>) => FieldErrors<Name>;
}

/**
 * Small form state for the sign-in dialogs: values, and messages shown once a field was left or
 * the form submitted, then kept current as the player types (react-hook-form's onTouched mode).
 * On a failed submit the first field with a problem takes focus. Values are never cleared by a
 * failure: only the caller changes them.
 */
export function useFormFields<Name extends string>({ initialValues, validate }: FormFieldsOptions<Name>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<Name>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<Name, HTMLElement>());

  const problems = validate(values);
  const errors: FieldErrors<Name> = {};
  for (const name of Object.keys(problems) as Name[]) {
    if (submitted || touched.has(name)) errors[name] = problems[name];
  }

  /** Sets a value; an updater sees the latest one (e.g. fill only if still empty). */
  const setValue = (name: Name, value: string | ((current: string) => string)) =>
    setValues((current) => ({ ...current, [name]: typeof value === 'function' ? value(current[name]) : value }));
  const focus = (name: Name) => elements.current.get(name)?.focus();
  const touch = (name: Name) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  /** Shows the field's message now; true when it has none (e.g. before asking for an SMS code). */
  const check = (name: Name): boolean => {
    touch(name);
    if (!problems[name]) return true;
    elements.current.get(name)?.focus();
    return false;
  };

  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    onBlur: () => touch(name),
    ref: (element: HTMLInputElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const handleSubmit = (onValid: (values: Record<Name, string>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const invalid = (Object.keys(values) as Name[]).find((name) => problems[name]);
    if (invalid) {
      elements.current.get(invalid)?.focus();
      return;
    }
    onValid(values);
  };

  return { values, errors, setValue, focus, field, check, handleSubmit };
}
