import { colorSchemes, type Brand, type ColorScheme, type ColorTokenName } from '../../packages/theme/src/index.ts';
import { ColorField } from './color-field.tsx';
import { tokenGroups } from './studio-model.ts';

export interface TokenEditorProps {
  brand: Brand;
  onColorChange: (scheme: ColorScheme, token: ColorTokenName, value: string) => void;
}

/** Every colour token, light beside dark, grouped by the surface it belongs to. */
export function TokenEditor({ brand, onColorChange }: TokenEditorProps) {
  return (
    <div className="grid gap-5">
      <div aria-hidden="true" className="grid grid-cols-2 gap-3 text-xs font-semibold tracking-wide uppercase">
        <span>Light</span>
        <span>Dark</span>
      </div>
      {tokenGroups.map((group) => (
        <fieldset key={group.title} className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{group.title}</legend>
          {group.tokens.map((token) => (
            <div key={token} className="grid gap-1">
              <code className="font-mono text-xs text-muted-foreground">{token}</code>
              <div className="grid grid-cols-2 gap-3">
                {colorSchemes.map((scheme) => (
                  <ColorField
                    key={scheme}
                    scheme={scheme}
                    token={token}
                    value={brand.colors[scheme][token]}
                    onColorChange={onColorChange}
                  />
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
