import { useCallback, useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useFieldControl } from '../field/field-context.ts';
import { Input, type InputProps } from '../input/input.tsx';
import { EyeIcon } from '../../icons/eye.ts';
import { EyeOffIcon } from '../../icons/eye-off.ts';

export { inputVariants as passwordInputVariants } from '../input/input.tsx';

export type PasswordInputProps = Omit<InputProps, 'type' | 'trailing'> & {
  /** Accessible name of the toggle while the password is hidden ("Show password"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown ("Hide password"). */
  hideLabel: string;
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean;
  /** Whether the password is shown, when the caller controls it. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A password input with a show/hide toggle. Switching keeps the same <input>, so the value, the
 * focus and the caret position survive.
 */
export function PasswordInput({
  ref,
  showLabel,
  hideLabel,
  defaultVisible = false,
  visible: visibleProp,
  onVisibleChange,
  disabled,
  ...ownProps
}: PasswordInputProps) {
  // Resolve the Field's id here too: the toggle points at the input by id.
  const props = useFieldControl(ownProps);
  const [visibleState, setVisibleState] = useState(defaultVisible);
  const visible = visibleProp ?? visibleState;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const selection = useRef<[number | null, number | null] | null>(null);
  const fallbackId = useId();
  const inputId = props.id ?? fallbackId;

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  // Some browsers reset the caret when an input's type changes; put it back where it was.
  useLayoutEffect(() => {
    const saved = selection.current;
    const input = inputRef.current;
    selection.current = null;
    if (!saved || !input || document.activeElement !== input) return;
    input.setSelectionRange(saved[0], saved[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input) selection.current = [input.selectionStart, input.selectionEnd];
    const next = !visible;
    if (visibleProp === undefined) setVisibleState(next);
    onVisibleChange?.(next);
  };

  return (
    <Input
      {...props}
      id={inputId}
      ref={setRefs}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          data-slot="password-toggle"
          data-state={visible ? 'visible' : 'hidden'}
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
          disabled={disabled}
          // A pointer press leaves focus (and the caret) in the input; keyboard users keep the button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={toggle}
          className="inline-flex size-7 cursor-pointer items-center justify-center rounded-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring disabled:pointer-events-none"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
