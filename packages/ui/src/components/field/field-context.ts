import { createContext, useContext } from 'react';

/** The attributes a Field hands to its control so the label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/** Space-separated id lists, joined without repeats or blanks. */
function joinIds(...lists: (string | undefined)[]): string | undefined {
  const ids = new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean));
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

type ControlAttributes = {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
};

/**
 * Merges the enclosing Field's wiring into a control's own props. Props the caller set win, and
 * description ids are combined, so a control works the same inside a Field and on its own.
 */
export function useFieldControl<P extends ControlAttributes>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': joinIds(field['aria-describedby'], props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    'aria-required': props['aria-required'] ?? field['aria-required'],
  };
}
