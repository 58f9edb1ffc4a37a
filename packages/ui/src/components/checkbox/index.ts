export { Checkbox, checkboxVariants, type CheckboxProps, type CheckedState } from './checkbox.tsx';
