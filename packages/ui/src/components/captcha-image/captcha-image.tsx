import { cva, type VariantProps } from 'class-variance-authority';
import { useRef, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../spinner/index.ts';
import { RefreshCwIcon } from '../../icons/refresh-cw.ts';

/** Heights match Input's sizes, so the image can sit beside or inside a field. */
export const captchaImageVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center overflow-hidden',
    'rounded-md border border-input bg-muted text-muted-foreground outline-none',
    'focus-visible:ring-3 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 w-24',
        md: 'h-10 w-28',
        lg: 'h-12 w-32',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The platform sends the PNG as bare base64; a data:, blob: or http(s) URL passes through unchanged. */
export function toCaptchaSrc(image: string): string {
  return /^(data:|https?:|blob:)/.test(image) ? image : `data:image/png;base64,${image}`;
}

export type CaptchaImageProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'> &
  VariantProps<typeof captchaImageVariants> & {
    /** The captcha as base64 PNG (bare or as a data URL); empty while none has been fetched. */
    src?: string;
    /** Describes the image, e.g. "Captcha code". */
    alt: string;
    /** What pressing does, e.g. "Refresh captcha"; the button's name and hover hint. */
    label: string;
    /** A new image is on its way: the current one dims and a spinner shows. */
    loading?: boolean;
    onRefresh?: () => void;
    /** Presses closer together than this are ignored (the platform allows one refresh a second). */
    throttleMs?: number;
  };

export function CaptchaImage({
  className,
  size,
  src,
  alt,
  label,
  loading = false,
  onRefresh,
  throttleMs = 1000,
  ...props
}: CaptchaImageProps) {
  const lastRefreshAt = useRef(Number.NEGATIVE_INFINITY);

  function refresh() {
    const now = Date.now();
    if (now - lastRefreshAt.current < throttleMs) return;
    lastRefreshAt.current = now;
    onRefresh?.();
  }

  return (
    <button
      type="button"
      data-slot="captcha-image"
      data-size={size ?? 'md'}
      data-state={loading ? 'loading' : 'idle'}
      aria-label={label}
      aria-busy={loading || undefined}
      title={label}
      className={cn(captchaImageVariants({ size }), className)}
      onClick={refresh}
      {...props}
    >
      {src ? (
        <img
          data-slot="captcha-image-img"
          src={toCaptchaSrc(src)}
          alt={alt}
          draggable={false}
          className={cn('size-full object-cover', loading && 'opacity-40')}
        />
      ) : (
        !loading && <RefreshCwIcon aria-hidden="true" className="size-4" />
      )}
      {loading && <Spinner size="sm" className="absolute text-foreground" />}
    </button>
  );
}
