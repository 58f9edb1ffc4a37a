/**
 * Tailwind class conflict resolution sized for this design system: the last class of a CSS
 * property wins, and a shorthand (`p-4`) removes earlier longhands (`pl-2`). tailwind-merge does
 * the same for every utility Tailwind has, at about 8 KB gzip on every page; this covers the
 * utilities lobbykit writes, and `cn.test.ts` holds it to tailwind-merge's answers for every pair
 * of classes used in the code base. A class it does not know is always kept.
 */

const sizes = '(?:2xs|xs|sm|md|lg|xl|[2-9]xl|none|full)';
const sides = '(?:x|y|s|e|t|r|b|l)';
const number = '(?:\\d+(?:\\.\\d+)?|\\[[^\\]]+\\])';

/** [group, pattern] in order: the first pattern that matches a utility names its group. */
const groupPatterns: readonly (readonly [string, RegExp])[] = (
  [
    [
      'display',
      '(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|table|hidden|flow-root|list-item)',
    ],
    ['position', '(?:static|fixed|absolute|relative|sticky)'],
    ['visibility', '(?:visible|invisible|collapse)'],
    ['sr', '(?:sr-only|not-sr-only)'],
    ['font-style', '(?:italic|not-italic)'],
    ['text-transform', '(?:uppercase|lowercase|capitalize|normal-case)'],
    ['text-decoration-line', '(?:underline|overline|line-through|no-underline)'],
    ['font-smoothing', '(?:antialiased|subpixel-antialiased)'],
    ['truncate', '(?:truncate)'],
    ['isolation', '(?:isolate|isolation-auto)'],
    ['space-x', 'space-x-.+'],
    ['space-y', 'space-y-.+'],
    ['$1', '(p[xysetrbl]?|m[xysetrbl]?)-.+'],
    ['$1', '(gap(?:-[xy])?)-.+'],
    ['$1', '(size|w|h|min-w|max-w|min-h|max-h)-.+'],
    ['$1', '(inset(?:-[xy])?|top|right|bottom|left|start|end)-.+'],
    ['$1', '(z|order|opacity|basis|aspect|columns|line-clamp|tracking|leading|indent)-.+'],
    ['flex-direction', 'flex-(?:row|row-reverse|col|col-reverse)'],
    ['flex-wrap', 'flex-(?:wrap|wrap-reverse|nowrap)'],
    ['flex', 'flex-.+'],
    ['$1', '(grow|shrink)(?:-.+)?'],
    [
      '$1',
      '(grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|col-span|col-start|col-end|row-span|row-start|row-end)-.+',
    ],
    ['$1', '(justify-items|justify-self|place-items|place-content|place-self)-.+'],
    ['justify-content', 'justify-.+'],
    ['align-content', 'content-(?:center|start|end|between|around|evenly|stretch|normal|baseline)'],
    ['align-items', 'items-.+'],
    ['align-self', 'self-.+'],
    ['$1', '(overflow(?:-[xy])?)-.+'],
    ['$1', '(overscroll(?:-[xy])?)-.+'],
    ['rounded', `rounded(?:-${sizes}|-\\[[^\\]]+\\])?`],
    ['rounded-$1', 'rounded-(ss|se|es|ee|tl|tr|br|bl|s|e|t|r|b|l)(?:-.+)?'],
    ['border-w', `border(?:-${number})?`],
    ['border-w-$1', `border-(${sides})(?:-${number})?`],
    ['border-style', 'border-(?:solid|dashed|dotted|double|hidden|none)'],
    ['border-color-$1', `border-(${sides})-.+`],
    ['border-color', 'border-.+'],
    ['divide-$1', 'divide-([xy])(?:-.+)?'],
    ['ring-w', `ring(?:-${number})?`],
    ['ring-inset', 'ring-inset'],
    ['ring-offset-w', `ring-offset-${number}`],
    ['ring-offset-color', 'ring-offset-.+'],
    ['ring-color', 'ring-.+'],
    ['outline-w', `outline(?:-${number})?`],
    ['outline-style', 'outline-(?:solid|dashed|dotted|double|none|hidden)'],
    ['outline-offset', 'outline-offset-.+'],
    ['outline-color', 'outline-.+'],
    ['shadow', `shadow(?:-${sizes}|-inner|-\\[[^\\]]+\\])?`],
    ['shadow-color', 'shadow-.+'],
    ['font-size', 'text-(?:xs|sm|base|lg|xl|[2-9]xl|\\[(?:length:)?[\\d.]+(?:px|r?em|%|vw|vh)?\\])'],
    ['text-align', 'text-(?:left|center|right|justify|start|end)'],
    ['text-overflow', 'text-(?:ellipsis|clip)'],
    ['text-wrap', 'text-(?:wrap|nowrap|balance|pretty)'],
    ['text-color', 'text-.+'],
    ['font-weight', 'font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)'],
    ['font-family', 'font-.+'],
    ['bg-size', 'bg-(?:cover|contain|auto)'],
    ['bg-attachment', 'bg-(?:fixed|local|scroll)'],
    ['bg-repeat', 'bg-(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)'],
    ['bg-position', 'bg-(?:center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)'],
    ['bg-image', 'bg-(?:none|linear-.+|radial(?:-.+)?|conic(?:-.+)?)'],
    ['$1', '(bg-clip|bg-origin|bg-blend)-.+'],
    ['bg-color', 'bg-.+'],
    ['$1', '(from|via|to)-.+'],
    ['stroke-w', `stroke-${number}`],
    ['$1', '(fill|stroke|caret|accent|decoration|placeholder)-.+'],
    ['select', 'select-(?:none|text|all|auto)'],
    ['whitespace', 'whitespace-.+'],
    ['word-break', 'break-(?:normal|words|all|keep)'],
    ['$1', '(cursor|pointer-events|resize|appearance|touch|will-change|scroll-m[xy]?|scroll-p[xy]?|list)-.+'],
    ['snap-type', 'snap-(?:none|x|y|both)'],
    ['snap-strictness', 'snap-(?:mandatory|proximity)'],
    ['snap-align', 'snap-(?:start|end|center|align-none)'],
    ['snap-stop', 'snap-(?:normal|always)'],
    ['transition', 'transition(?:-.+)?'],
    ['$1', '(duration|ease|delay|animate|origin)-.+'],
    ['$1', '(translate-[xyz]|scale-[xyz]|scale|rotate|skew-[xy])-.+'],
    ['object-fit', 'object-(?:contain|cover|fill|none|scale-down)'],
    ['object-position', 'object-.+'],
    ['$1', '(float|clear|box|mix-blend|backdrop-blur|blur|content)-.+'],
  ] as const
).map(([group, pattern]) => [group, new RegExp(`^${pattern}$`)] as const);

/** Groups a later class removes along with its own: shorthands first. */
const conflicts: Readonly<Record<string, readonly string[]>> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'].concat(
    ['ss', 'se', 'es', 'ee', 'tl', 'tr', 'br', 'bl'].map((corner) => `rounded-${corner}`),
  ),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-b': ['rounded-bl', 'rounded-br'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
};

const cache = new Map<string, { key: string; group: string } | null>();

/** Splits `md:hover:!px-4` into its sorted variant prefix and the utility, on top-level colons. */
function parse(token: string): { key: string; group: string } | null {
  const cached = cache.get(token);
  if (cached !== undefined) return cached;
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let utility = token.slice(start);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // Opacity and line-height postfixes (`bg-primary/90`) do not change the property.
  const base = utility.startsWith('[') ? utility : utility.replace(/\/[\w.[\]-]+$/, '');
  let result: { key: string; group: string } | null = null;
  for (const [group, pattern] of groupPatterns) {
    const match = pattern.exec(base);
    if (!match) continue;
    const name = group.replace('$1', match[1] ?? '');
    result = { key: `${parts.sort().join(':')}${important ? '!' : ''}|`, group: name };
    break;
  }
  if (cache.size > 1000) cache.clear();
  cache.set(token, result);
  return result;
}

/** Removes classes overridden by a later class of the same property and variants. */
export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    const parsed = parse(token);
    if (!parsed) {
      kept.push(token);
      continue;
    }
    const id = parsed.key + parsed.group;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const longhand of conflicts[parsed.group] ?? []) taken.add(parsed.key + longhand);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
