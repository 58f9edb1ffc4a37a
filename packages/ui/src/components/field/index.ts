export { Field, fieldVariants, type FieldProps } from './field.tsx';
export { useFieldControl, type FieldControlProps } from './field-context.ts';
