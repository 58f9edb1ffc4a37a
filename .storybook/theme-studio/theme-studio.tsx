import {
  builtInBrandIds,
  builtInBrands,
  checkBrand,
  type Brand,
  type BuiltInBrandId,
  type ColorScheme,
  type ColorTokenName,
} from '../../packages/theme/src/index.ts';
import { Button } from '../../packages/ui/src/components/button/index.ts';
import { useCallback, useId, useMemo, useState } from 'react';
import { BrandPreview } from './brand-preview.tsx';
import { ContrastReport } from './contrast-report.tsx';
import { ExportPanel } from './export-panel.tsx';
import { startFrom, withColor } from './studio-model.ts';
import { fieldClass, labelClass, panelClass } from './studio-styles.ts';
import { TokenEditor } from './token-editor.tsx';

export interface ThemeStudioProps {
  /** The built-in brand the editor starts from. */
  initialBrand?: BuiltInBrandId;
}

const radiusOptions = ['0rem', '0.25rem', '0.375rem', '0.5rem', '0.625rem', '0.75rem', '1rem', '1.25rem'];

/**
 * Where an operator designs a brand: pick colours per token, watch the components in both schemes
 * with live contrast warnings, and export the JSON file that `pnpm brand:check` accepts.
 */
export function ThemeStudio({ initialBrand = 'aurora' }: ThemeStudioProps) {
  const ids = { start: useId(), name: useId(), code: useId(), radius: useId() };
  const [startId, setStartId] = useState<BuiltInBrandId>(initialBrand);
  const [brand, setBrand] = useState<Brand>(() => startFrom(initialBrand));
  const check = useMemo(() => checkBrand(brand), [brand]);
  const invalidPaths = new Set(check.schemaProblems.map((problem) => problem.path));
  const radii = radiusOptions.includes(brand.radius) ? radiusOptions : [brand.radius, ...radiusOptions];

  const changeColor = useCallback(
    (scheme: ColorScheme, token: ColorTokenName, value: string) =>
      setBrand((current) => withColor(current, scheme, token, value)),
    [],
  );

  const restart = (id: BuiltInBrandId) => {
    setStartId(id);
    setBrand(startFrom(id));
  };

  return (
    <div className="mx-auto grid max-w-[90rem] gap-6 p-4 sm:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Theme Studio</h1>
        <p className="max-w-3xl text-muted-foreground">
          Start from a built-in brand, choose the colour of each token for light and dark, and check the components and
          their contrast as you go. Export the JSON when every pair passes.
        </p>
      </header>

      <section aria-label="Brand" className={`${panelClass} flex flex-wrap items-end gap-4`}>
        <div className="grid gap-1.5">
          <label htmlFor={ids.start} className={labelClass}>
            Start from
          </label>
          <select
            id={ids.start}
            value={startId}
            onChange={(event) => restart(event.target.value as BuiltInBrandId)}
            className={fieldClass}
          >
            {builtInBrandIds.map((id) => (
              <option key={id} value={id}>
                {builtInBrands[id].displayName}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.name} className={labelClass}>
            Display name
          </label>
          <input
            id={ids.name}
            value={brand.displayName}
            aria-invalid={invalidPaths.has('displayName') || undefined}
            onChange={(event) => setBrand({ ...brand, displayName: event.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.code} className={labelClass}>
            Merchant code
          </label>
          <input
            id={ids.code}
            value={brand.merchantCode}
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={invalidPaths.has('merchantCode') || undefined}
            onChange={(event) => setBrand({ ...brand, merchantCode: event.target.value.toUpperCase() })}
            className={`${fieldClass} w-36 font-mono`}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.radius} className={labelClass}>
            Corner radius
          </label>
          <select
            id={ids.radius}
            value={brand.radius}
            onChange={(event) => setBrand({ ...brand, radius: event.target.value })}
            className={fieldClass}
          >
            {radii.map((radius) => (
              <option key={radius} value={radius}>
                {radius}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" size="sm" onClick={() => restart(startId)}>
          Reset to {builtInBrands[startId].displayName}
        </Button>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <section aria-labelledby="token-editor-title" className={`${panelClass} self-start`}>
          <h2 id="token-editor-title" className="text-base font-semibold">
            Colour tokens
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Type any #hex, rgb(), hsl() or oklch() colour, or use the picker.
          </p>
          <TokenEditor brand={brand} onColorChange={changeColor} />
        </section>

        {/* The previews and warnings stay in view while the long token list scrolls past. */}
        <div className="grid min-w-0 content-start gap-6 lg:sticky lg:top-4 lg:self-start">
          <div className="grid gap-4 md:grid-cols-2">
            <BrandPreview brand={brand} scheme="light" />
            <BrandPreview brand={brand} scheme="dark" />
          </div>
          <ContrastReport problems={check.contrastProblems} />
        </div>
      </div>

      <ExportPanel brand={brand} check={check} />
    </div>
  );
}
