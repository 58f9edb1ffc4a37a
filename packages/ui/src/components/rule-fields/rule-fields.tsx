import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, HTMLInputAutoCompleteAttribute, HTMLAttributes, ReactNode } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { RegisterFieldView, RegisterFormField, RegisterFormValues } from '../../forms/register-schema.ts';
import { cn } from '../../lib/cn.ts';
import { Field } from '../field/field.tsx';
import { Input, type InputProps } from '../input/input.tsx';
import { PasswordInput } from '../password-input/password-input.tsx';

export const ruleFieldsVariants = cva('grid', {
  variants: {
    size: {
      sm: 'gap-3',
      md: 'gap-4',
      lg: 'gap-5',
    },
  },
  defaultVariants: { size: 'md' },
});

interface Presentation {
  secret?: boolean;
  type?: InputProps['type'];
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete: HTMLInputAutoCompleteAttribute;
}

/** How each field is typed: keyboards, password managers and autofill depend on it. */
const presentation: Record<RegisterFormField, Presentation> = {
  username: { autoComplete: 'username' },
  password: { secret: true, autoComplete: 'new-password' },
  confirmPassword: { secret: true, autoComplete: 'new-password' },
  payeeName: { autoComplete: 'name' },
  paymentPassword: { secret: true, autoComplete: 'new-password' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
  line: { autoComplete: 'off' },
  whatsapp: { type: 'tel', autoComplete: 'off' },
  facebook: { autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  idNumber: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national' },
  recommenderId: { autoComplete: 'off' },
  affiliateCode: { autoComplete: 'off' },
  captcha: { inputMode: 'numeric', autoComplete: 'off' },
};

export type RuleFieldsProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** From useRegisterForm. */
  form: UseFormReturn<RegisterFormValues>;
  /** From useRegisterForm: the enabled fields in order. */
  fields: RegisterFieldView[];
  /** A label for every field the platform may enable, plus the password confirmation. */
  labels: Record<RegisterFormField, string>;
  placeholders?: Partial<Record<RegisterFormField, string>>;
  /** Extras inside a field's box: a dialling code before the mobile number, the captcha image after its input. */
  adornments?: Partial<Record<RegisterFormField, { leading?: ReactNode; trailing?: ReactNode }>>;
  showPasswordLabel: string;
  hidePasswordLabel: string;
  size?: InputProps['size'];
};

/**
 * The register form's fields as the platform's rules configure them: only enabled fields, a
 * required marker where required, the pattern hint under each, and the rule's message when a
 * value breaks it. The surrounding <form>, tabs, agreement and submit button belong to the caller.
 */
export function RuleFields({
  className,
  form,
  fields,
  labels,
  placeholders,
  adornments,
  showPasswordLabel,
  hidePasswordLabel,
  size,
  ...props
}: RuleFieldsProps) {
  const { errors, isSubmitted, touchedFields } = useFormState({ control: form.control });

  // Re-check a confirmation already typed when the password changes under it.
  const revalidateConfirmation = () => {
    if (isSubmitted || touchedFields.confirmPassword) void form.trigger('confirmPassword');
  };

  return (
    <div data-slot="rule-fields" className={cn(ruleFieldsVariants({ size }), className)} {...props}>
      {fields.map(({ name, required, hint }) => {
        const error = errors[name]?.message;
        const look = presentation[name];
        const registration = form.register(
          name,
          name === 'password' ? { onChange: revalidateConfirmation } : undefined,
        );
        const shared = {
          ...registration,
          size,
          placeholder: placeholders?.[name],
          autoComplete: look.autoComplete,
          inputMode: look.inputMode,
          leading: adornments?.[name]?.leading,
        };
        return (
          <Field
            key={name}
            data-field={name}
            label={labels[name]}
            // The message repeats the hint, so show one or the other.
            hint={error ? undefined : hint}
            error={error}
            required={required}
          >
            {look.secret ? (
              <PasswordInput {...shared} showLabel={showPasswordLabel} hideLabel={hidePasswordLabel} />
            ) : (
              <Input {...shared} type={look.type} trailing={adornments?.[name]?.trailing} />
            )}
          </Field>
        );
      })}
    </div>
  );
}
