import { cva, type VariantProps } from 'class-variance-authority';
import { useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldContext, type FieldControlProps } from './field-context.ts';

export const fieldVariants = cva('grid min-w-0', {
  variants: {
    orientation: {
      // Label above the control: text inputs, selects.
      vertical: 'gap-1.5',
      // Control beside its label: checkboxes, switches.
      horizontal: 'grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2.5 gap-y-1',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type FieldProps = Omit<ComponentPropsWithRef<'div'>, 'children'> &
  VariantProps<typeof fieldVariants> & {
    label: ReactNode;
    /** Guidance under the control, e.g. the rule the value must follow. */
    hint?: ReactNode;
    /** The validation message. When present the field is invalid and the message is announced. */
    error?: ReactNode;
    /** Marks the field invalid without a message of its own (e.g. a form-level error names it). */
    invalid?: boolean;
    /** Shows a required marker and tells assistive technology the control is required. */
    required?: boolean;
    /** The control's id; generated when left out. */
    controlId?: string;
    /**
     * The control. Input, PasswordInput and Checkbox wire themselves up; any other control can use
     * the render prop, which receives the id and aria attributes to spread onto it.
     */
    children: ReactNode | ((control: FieldControlProps) => ReactNode);
  };

function hasContent(node: ReactNode): boolean {
  return node != null && node !== false && node !== '';
}

/** A label, a control, a hint and an error message, wired together by ids. */
export function Field({
  className,
  orientation,
  label,
  hint,
  error,
  invalid: invalidProp = false,
  required = false,
  controlId,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? `${generatedId}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hasContent(hint);
  const showError = hasContent(error);
  const invalid = invalidProp || showError;
  const horizontal = orientation === 'horizontal';

  const control = useMemo<FieldControlProps>(
    () => ({
      id,
      'aria-describedby': [showHint && hintId, showError && errorId].filter(Boolean).join(' ') || undefined,
      'aria-invalid': invalid || undefined,
      'aria-required': required || undefined,
    }),
    [id, hintId, errorId, showHint, showError, invalid, required],
  );

  return (
    <FieldContext value={control}>
      <div
        data-slot="field"
        data-orientation={orientation ?? 'vertical'}
        data-invalid={invalid || undefined}
        className={cn(fieldVariants({ orientation }), className)}
        {...props}
      >
        <label
          htmlFor={id}
          data-slot="field-label"
          className={cn('text-sm leading-6 text-foreground', horizontal ? 'col-start-2' : 'font-medium')}
        >
          {label}
          {required && (
            <span data-slot="field-required" aria-hidden="true" className="ms-0.5 text-destructive">
              *
            </span>
          )}
        </label>
        <div
          data-slot="field-control"
          className={cn('min-w-0', horizontal && 'col-start-1 row-[1/span_3] flex h-6 items-center')}
        >
          {typeof children === 'function' ? children(control) : children}
        </div>
        {showHint && (
          <p
            id={hintId}
            data-slot="field-hint"
            className={cn('text-sm text-muted-foreground', horizontal && 'col-start-2')}
          >
            {hint}
          </p>
        )}
        {showError && (
          // Inserted only when there is a message, so screen readers announce it as it appears.
          <p
            id={errorId}
            role="alert"
            data-slot="field-error"
            className={cn('text-sm font-medium text-destructive', horizontal && 'col-start-2')}
          >
            {error}
          </p>
        )}
      </div>
    </FieldContext>
  );
}
