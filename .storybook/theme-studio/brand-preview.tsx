import type { Brand, ColorScheme } from '../../packages/theme/src/index.ts';
import { PreviewGallery } from './preview-gallery.tsx';
import { previewStyle } from './studio-model.ts';

export interface BrandPreviewProps {
  brand: Brand;
  scheme: ColorScheme;
}

const schemeTitle = { light: 'Light', dark: 'Dark' } as const;

/** The components painted with one scheme of the brand being edited, independent of the page's. */
export function BrandPreview({ brand, scheme }: BrandPreviewProps) {
  return (
    <section
      aria-label={`${schemeTitle[scheme]} preview`}
      data-preview-scheme={scheme}
      style={previewStyle(brand, scheme)}
      className="grid min-w-0 content-start gap-4 rounded-xl border border-border bg-background p-4 text-foreground"
    >
      <header className="flex items-center gap-3">
        <img src={brand.logo.src} alt={brand.logo.alt} width={40} height={40} className="size-10 shrink-0" />
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{brand.displayName}</h2>
          <p className="text-sm text-muted-foreground">{schemeTitle[scheme]} scheme</p>
        </div>
      </header>
      <PreviewGallery />
    </section>
  );
}
