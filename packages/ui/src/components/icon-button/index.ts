export { IconButton, iconButtonVariants, type IconButtonProps } from './icon-button.tsx';
