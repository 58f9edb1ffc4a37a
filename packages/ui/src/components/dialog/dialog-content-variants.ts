import { cva } from 'class-variance-authority';

/** Width presets; `md` is the product's default 400 px. Every size leaves a margin on a phone. */
export const dialogContentVariants = cva(
  [
    'group/dialog fixed inset-0 z-50 m-auto grid h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] gap-4 overflow-y-auto',
    'rounded-xl border border-border bg-popover p-5 text-popover-foreground shadow-lg outline-none sm:p-6',
    'data-[state=closed]:animate-[dialog-content-out_150ms_ease-in] data-[state=open]:animate-[dialog-content-in_200ms_ease-out]',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-80',
        md: 'max-w-100',
        lg: 'max-w-140',
        xl: 'max-w-180',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
