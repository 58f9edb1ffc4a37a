import { LazyImage } from '@lobbykit/ui/lazy-image';
import { SparklesIcon } from '@lobbykit/ui/icons/sparkles';

/**
 * A promotion's picture, or its placeholder: also when the platform sent no safe address, which the
 * contract drops (packages/platform/src/safe-url.ts) rather than hand an image a bad one.
 */
export function PromotionArt({
  imageUrl,
  iconSize,
}: {
  imageUrl: string | undefined;
  iconSize: 'size-10' | 'size-12';
}) {
  const placeholder = <SparklesIcon aria-hidden="true" className={`m-auto ${iconSize} text-muted-foreground`} />;
  return imageUrl ? (
    <LazyImage src={imageUrl} alt="" fallback={placeholder} />
  ) : (
    <div className="flex size-full">{placeholder}</div>
  );
}
