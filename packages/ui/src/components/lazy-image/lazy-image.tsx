import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { rememberLoaded, wasLoaded } from './loaded-sources.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import { ImageOffIcon } from '../../icons/image-off.ts';

export const lazyImageVariants = cva(
  'relative block size-full opacity-0 transition-opacity duration-300 data-[state=loaded]:opacity-100 motion-reduce:transition-none',
  {
    variants: {
      fit: {
        cover: 'object-cover',
        contain: 'object-contain',
      },
    },
    defaultVariants: { fit: 'cover' },
  },
);

type Status = 'pending' | 'loading' | 'retrying' | 'loaded' | 'failed';

export type LazyImageProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onLoad' | 'onError' | 'placeholder'> &
  VariantProps<typeof lazyImageVariants> & {
    src: string;
    /** Describes the picture; pass "" only when it is purely decorative. */
    alt: string;
    srcSet?: string;
    sizes?: string;
    /** The picture's natural size: sets the box's aspect ratio before anything loads. */
    width?: number;
    height?: number;
    /** Shown until the picture has loaded; a pulsing block by default. */
    placeholder?: ReactNode;
    /** Shown once every attempt has failed; a broken-image icon by default. */
    fallback?: ReactNode;
    /** Starts loading within this many viewport-heights of the top of the screen (spec: 1.3). */
    preload?: number;
    /** Tries in all, counting the first (spec: 3). */
    attempts?: number;
    /** Milliseconds to wait before trying again after a failure. */
    retryDelay?: number;
    onLoad?: () => void;
    /** Called once, after the last attempt has failed. */
    onError?: () => void;
    imgClassName?: string;
  };

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * An image that loads as it nears the viewport, over a placeholder, fading in when ready. A failed
 * load is retried before the fallback shows.
 */
export function LazyImage({
  ref,
  className,
  style,
  fit,
  src,
  alt,
  srcSet,
  sizes,
  width,
  height,
  placeholder,
  fallback,
  preload = 1.3,
  attempts = 3,
  retryDelay = 1000,
  onLoad,
  onError,
  imgClassName,
  ...props
}: LazyImageProps) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // `preload` counts screens from the top: 1.3 is within 30% of a screen below the fold.
  const margin = `${Math.round(Math.max(0, Number.isFinite(preload) ? preload - 1 : 0) * 100)}%`;
  const near = useNearViewport(rootRef, margin);
  const [attempt, setAttempt] = useState(1);
  const [outcome, setOutcome] = useState<'loaded' | 'retrying' | 'failed' | null>(() =>
    wasLoaded(src) ? 'loaded' : null,
  );
  const [shownSrc, setShownSrc] = useState(src);

  // A new picture starts over: first attempt, placeholder showing (unless it loaded before).
  if (src !== shownSrc) {
    setShownSrc(src);
    setAttempt(1);
    setOutcome(wasLoaded(src) ? 'loaded' : null);
  }

  const status: Status = outcome ?? (near ? 'loading' : 'pending');

  useEffect(() => {
    if (outcome !== 'retrying') return undefined;
    const timer = setTimeout(() => {
      setAttempt((n) => n + 1);
      setOutcome(null);
    }, retryDelay);
    return () => clearTimeout(timer);
  }, [outcome, retryDelay]);

  const handleError = () => {
    if (attempt < Math.max(1, Math.floor(attempts))) {
      setOutcome('retrying');
    } else {
      setOutcome('failed');
      onError?.();
    }
  };

  const described = alt !== '';
  // Exactly one element carries the description at any moment: the <img> while it exists,
  // otherwise the placeholder or fallback standing in for it.
  const standIn = described ? { role: 'img' as const, 'aria-label': alt } : { 'aria-hidden': true as const };
  const imgRendered = status === 'loading' || status === 'loaded';

  return (
    <div
      ref={setRefs}
      data-slot="lazy-image"
      data-state={status}
      className={cn('relative overflow-hidden bg-muted', className)}
      style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined, ...style }}
      {...props}
    >
      {status !== 'loaded' && status !== 'failed' && (
        <span
          data-slot="lazy-image-placeholder"
          className="absolute inset-0 flex"
          {...(imgRendered ? { 'aria-hidden': true } : standIn)}
        >
          {placeholder ?? <Skeleton className="size-full rounded-none" />}
        </span>
      )}
      {status === 'failed' && (
        <span
          data-slot="lazy-image-fallback"
          className="absolute inset-0 flex items-center justify-center text-muted-foreground [&>svg]:size-1/4 [&>svg]:max-h-10 [&>svg]:max-w-10"
          {...standIn}
        >
          {fallback ?? <ImageOffIcon aria-hidden="true" />}
        </span>
      )}
      {imgRendered && (
        <img
          // A new element per attempt makes the browser request the picture again.
          key={`${src}#${attempt}`}
          data-slot="lazy-image-img"
          data-state={status}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          decoding="async"
          className={cn(lazyImageVariants({ fit }), imgClassName)}
          onLoad={() => {
            rememberLoaded(src);
            setOutcome('loaded');
            onLoad?.();
          }}
          onError={handleError}
        />
      )}
    </div>
  );
}
