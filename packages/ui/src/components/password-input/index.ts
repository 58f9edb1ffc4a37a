export { PasswordInput, passwordInputVariants, type PasswordInputProps } from './password-input.tsx';
