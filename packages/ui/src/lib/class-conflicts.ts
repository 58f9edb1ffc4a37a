/**
 * Groups a class also overrides, as tailwind-merge has them: a shorthand removes its longhands
 * before it (`p-4` removes `pt-2`, `px-4` removes `ps-2`, `size-4` removes `w-2`), not the other
 * way round.
 */
const overrides: Record<string, string> = {
  overflow: 'overflow-x overflow-y',
  overscroll: 'overscroll-x overscroll-y',
  inset: 'inset-x inset-y inset-bs inset-be start end top right bottom left',
  'inset-x': 'start end right left',
  'inset-y': 'inset-bs inset-be top bottom',
  flex: 'basis grow shrink',
  gap: 'gap-x gap-y',
  size: 'w h',
  'font-size': 'leading',
  'line-clamp': 'display overflow',
  'fvn-normal': 'fvn-ordinal fvn-slashed-zero fvn-figure fvn-spacing fvn-fraction',
  'fvn-ordinal': 'fvn-normal',
  'fvn-slashed-zero': 'fvn-normal',
  'fvn-figure': 'fvn-normal',
  'fvn-spacing': 'fvn-normal',
  'fvn-fraction': 'fvn-normal',
  'border-spacing': 'border-spacing-x border-spacing-y',
  translate: 'translate-x translate-y translate-none',
  'translate-none': 'translate translate-x translate-y translate-z',
  rounded:
    'rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
  'rounded-s': 'rounded-ss rounded-es',
  'rounded-e': 'rounded-se rounded-ee',
  'rounded-t': 'rounded-tl rounded-tr',
  'rounded-r': 'rounded-tr rounded-br',
  'rounded-b': 'rounded-br rounded-bl',
  'rounded-l': 'rounded-tl rounded-bl',
};

// Box sides: the whole box overrides every side, each axis its own sides (logical ones included).
for (const [whole, side] of [
  ['p', 'p'],
  ['m', 'm'],
  ['scroll-p', 'scroll-p'],
  ['border-w', 'border-w-'],
  ['border-color', 'border-color-'],
] as const) {
  const sides = (names: string) => names.replace(/\w+/g, (name) => side + name);
  overrides[whole] = sides('x y s e bs be t r b l');
  overrides[side + 'x'] = sides('s e r l');
  overrides[side + 'y'] = sides('bs be t b');
}

const noOverrides: readonly string[] = [];

/** The groups a class of `group` also removes from earlier classes. */
export function overriddenGroups(group: string): readonly string[] {
  return overrides[group]?.split(' ') ?? noOverrides;
}
