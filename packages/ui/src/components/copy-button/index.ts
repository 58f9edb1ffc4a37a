export { CopyButton, type CopyButtonProps } from './copy-button.tsx';
export { copyText } from './copy-text.ts';
