import {
  isAny,
  isAnyNonArbitrary,
  isArbitraryFamilyName,
  isArbitraryImage,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryPosition,
  isArbitraryShadow,
  isArbitrarySize,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableFamilyName,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariablePosition,
  isArbitraryVariableShadow,
  isArbitraryVariableSize,
  isArbitraryVariableWeight,
  isArbitraryWeight,
  isFraction,
  isInteger,
  isNumber,
  isPercent,
  isTshirtSize,
  type ValueTest,
} from './class-values.ts';

/**
 * Which CSS property (group) a Tailwind utility sets, for the utility families lobbykit writes,
 * with tailwind-merge's group names, value rules and conflicts. A family is described whole: every
 * utility under a prefix such as `text-`, `bg-` or `border-` is placed, because a family's colour
 * group takes any value and would otherwise swallow its siblings (`text-shadow-sm` is no colour).
 * A utility of a family not listed here has no group, and a class without a group is always kept.
 */

/** A keyword list (`'auto full'`; `''` is the prefix alone) or a value test. */
type Value = string | ValueTest;

/** Whole utility → group, for keywords (`text-center`, `flex`). */
const keywordGroups = new Map<string, string>();
/** Prefix → value tests in tailwind-merge's order, for the value after the prefix. */
const valueGroups = new Map<string, [group: string, test: ValueTest][]>();

function add(group: string, prefixes: string, ...values: readonly Value[]) {
  for (const prefix of prefixes.split(' ')) {
    for (const value of values) {
      if (typeof value !== 'string') {
        valueGroups.set(prefix, [...(valueGroups.get(prefix) ?? []), [group, value]]);
        continue;
      }
      for (const word of value.split(' '))
        keywordGroups.set(prefix && word ? `${prefix}-${word}` : prefix || word, group);
    }
  }
}
/** One group per prefix, named after it (`pt` for `pt-*`). */
function each(prefixes: string, ...values: readonly Value[]) {
  for (const prefix of prefixes.split(' ')) add(prefix, prefix, ...values);
}

/**
 * Fills the tables on the first lookup rather than when the module loads: the page's first task
 * evaluates every module of its code, and is already its longest.
 */
let described = false;
function describeFamilies() {
  described = true;
  const spacing = [isArbitraryVariable, isArbitraryValue, 'px', isNumber];
  const arbitraryOrVariable = [isArbitraryVariable, isArbitraryValue];
  const sizing = [isFraction, 'auto full dvw dvh lvw lvh svw svh min max fit', ...spacing];
  const positions =
    'center top bottom left right top-left left-top top-right right-top bottom-right right-bottom bottom-left left-bottom';
  const mainAxis = 'start end center between around evenly stretch baseline center-safe end-safe';
  const crossAxis = 'start end center stretch center-safe end-safe';
  const color = [isAny, ...arbitraryOrVariable];
  const radius = ['', 'none full', isTshirtSize, ...arbitraryOrVariable];
  const borderWidth = ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
  const lineStyles = 'solid dashed dotted double';
  const blendModes =
    'normal multiply screen overlay darken lighten color-dodge color-burn hard-light soft-light difference exclusion hue saturation color luminosity';
  const shadowSize = ['none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow];
  const transform = ['none', isNumber, ...arbitraryOrVariable];
  const sides = ' x y s e bs be t r b l'.split(' ');
  const cursors =
    'auto default pointer wait text move help not-allowed none context-menu progress cell crosshair vertical-text alias copy no-drop grab grabbing all-scroll col-resize row-resize n-resize e-resize s-resize w-resize ne-resize nw-resize se-resize sw-resize ew-resize ns-resize nesw-resize nwse-resize zoom-in zoom-out';

  // Layout
  add('aspect', 'aspect', 'auto square video', isFraction, ...arbitraryOrVariable);
  add('container', '', 'container');
  add(
    'display',
    '',
    'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden',
  );
  add('sr', '', 'sr-only not-sr-only');
  add('isolation', '', 'isolate isolation-auto');
  add('object-fit', 'object', 'contain cover fill none scale-down');
  add('object-position', 'object', positions, ...arbitraryOrVariable);
  each('overflow overflow-x overflow-y', 'auto hidden clip visible scroll');
  each('overscroll overscroll-x overscroll-y', 'auto contain none');
  add('position', '', 'static fixed absolute relative sticky');
  const inset = [isFraction, 'full auto', ...spacing];
  each('inset inset-x inset-y', ...inset);
  add('start', 'inset-s start', ...inset);
  add('end', 'inset-e end', ...inset);
  each('inset-bs inset-be top right bottom left', ...inset);
  add('visibility', '', 'visible invisible collapse');
  add('z', 'z', isInteger, 'auto', ...arbitraryOrVariable);

  // Flexbox and grid
  add('basis', 'basis', isFraction, 'full auto', isTshirtSize, ...spacing);
  add('flex-direction', 'flex', 'row row-reverse col col-reverse');
  add('flex-wrap', 'flex', 'nowrap wrap wrap-reverse');
  add('flex', 'flex', isNumber, isFraction, 'auto initial none', isArbitraryValue);
  each('grow shrink', '', isNumber, ...arbitraryOrVariable);
  each('grid-cols grid-rows', isInteger, 'none subgrid', ...arbitraryOrVariable);
  for (const axis of ['col', 'row']) {
    add(`${axis}-start-end`, axis, 'auto', isInteger, ...arbitraryOrVariable);
    add(`${axis}-start-end`, `${axis}-span`, 'full', isInteger, ...arbitraryOrVariable);
    each(`${axis}-start ${axis}-end`, isInteger, 'auto', ...arbitraryOrVariable);
  }
  each('gap gap-x gap-y', ...spacing);
  add('justify-content', 'justify', mainAxis, 'normal');
  add('justify-items', 'justify-items', crossAxis, 'normal');
  add('justify-self', 'justify-self', 'auto', crossAxis);
  add('align-content', 'content', 'normal', mainAxis);
  add('align-items', 'items', crossAxis, 'baseline baseline-last');
  add('align-self', 'self', 'auto', crossAxis, 'baseline baseline-last');
  add('place-items', 'place-items', crossAxis, 'baseline');

  // Spacing and sizing
  each('p px py ps pe pbs pbe pt pr pb pl', ...spacing);
  each('m mx my ms me mbs mbe mt mr mb ml', 'auto', ...spacing);
  each('space-x space-y', ...spacing);
  add('size', 'size', ...sizing);
  add('w', 'w', isTshirtSize, 'screen', ...sizing);
  add('min-w', 'min-w', isTshirtSize, 'screen none', ...sizing);
  add('max-w', 'max-w', isTshirtSize, 'screen none prose', ...sizing);
  add('max-w', 'max-w-screen', isTshirtSize);
  add('h', 'h', 'screen lh', ...sizing);
  each('min-h max-h', 'screen lh none', ...sizing);

  // Typography
  add('font-size', 'text', 'base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength);
  add('font-smoothing', '', 'antialiased subpixel-antialiased');
  add('font-style', '', 'italic not-italic');
  add(
    'font-weight',
    'font',
    'thin extralight light normal medium semibold bold extrabold black',
    isArbitraryVariableWeight,
    isArbitraryWeight,
  );
  add(
    'font-stretch',
    'font-stretch',
    'ultra-condensed extra-condensed condensed semi-condensed normal semi-expanded expanded extra-expanded ultra-expanded',
    isPercent,
    isArbitraryValue,
  );
  add('font-family', 'font', isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary);
  add('font-features', 'font-features', isArbitraryValue);
  add('fvn-normal', '', 'normal-nums');
  add('fvn-ordinal', '', 'ordinal');
  add('fvn-slashed-zero', '', 'slashed-zero');
  add('fvn-figure', '', 'lining-nums oldstyle-nums');
  add('fvn-spacing', '', 'proportional-nums tabular-nums');
  add('fvn-fraction', '', 'diagonal-fractions stacked-fractions');
  add('tracking', 'tracking', 'tighter tight normal wide wider widest', ...arbitraryOrVariable);
  add('line-clamp', 'line-clamp', isNumber, 'none', isArbitraryVariable, isArbitraryNumber);
  add('leading', 'leading', 'none tight snug normal relaxed loose px', ...arbitraryOrVariable, isNumber);
  add('list-style-position', 'list', 'inside outside');
  add('list-style-type', 'list', 'disc decimal none', ...arbitraryOrVariable);
  add('text-alignment', 'text', 'left center right justify start end');
  add('text-color', 'text', ...color);
  add('text-decoration', '', 'underline overline line-through no-underline');
  add('text-decoration-style', 'decoration', lineStyles, 'wavy');
  add('text-decoration-thickness', 'decoration', isNumber, 'from-font auto', isArbitraryVariable, isArbitraryLength);
  add('text-decoration-color', 'decoration', ...color);
  add('underline-offset', 'underline-offset', isNumber, 'auto', ...arbitraryOrVariable);
  add('text-transform', '', 'uppercase lowercase capitalize normal-case');
  add('text-overflow', '', 'truncate text-ellipsis text-clip');
  add('text-wrap', 'text', 'wrap nowrap balance pretty');
  add('vertical-align', 'align', 'baseline top middle bottom text-top text-bottom sub super', ...arbitraryOrVariable);
  add('whitespace', 'whitespace', 'normal nowrap pre pre-line pre-wrap break-spaces');
  add('break', 'break', 'normal words all keep');
  add('content', 'content', 'none', ...arbitraryOrVariable);

  // Backgrounds and gradients
  add('bg-attachment', 'bg', 'fixed local scroll');
  add('bg-clip', 'bg-clip', 'border padding content text');
  add('bg-origin', 'bg-origin', 'border padding content');
  add('bg-position', 'bg', positions, isArbitraryVariablePosition, isArbitraryPosition);
  add('bg-position', 'bg-position', ...arbitraryOrVariable);
  add('bg-repeat', 'bg', 'no-repeat repeat repeat-x repeat-y repeat-space repeat-round');
  add('bg-size', 'bg', 'auto cover contain', isArbitraryVariableSize, isArbitrarySize);
  add('bg-size', 'bg-size', ...arbitraryOrVariable);
  add(
    'bg-image',
    'bg',
    'none radial conic linear-to-t linear-to-tr linear-to-r linear-to-br linear-to-b linear-to-bl linear-to-l linear-to-tl',
  );
  add('bg-image', 'bg-linear bg-conic', isInteger, ...arbitraryOrVariable);
  add('bg-image', 'bg-radial', ...arbitraryOrVariable);
  add('bg-image', 'bg', isArbitraryVariableImage, isArbitraryImage);
  add('bg-color', 'bg', ...color);
  add('bg-blend', 'bg-blend', blendModes);
  for (const stop of ['from', 'to']) {
    add(`gradient-${stop}-pos`, stop, isPercent, isArbitraryVariableLength, isArbitraryLength);
    add(`gradient-${stop}`, stop, ...color);
  }

  // Borders, outlines, rings and shadows
  for (const corner of ['', 's', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl']) {
    const name = corner ? `rounded-${corner}` : 'rounded';
    add(name, name, ...radius);
  }
  for (const side of sides)
    add(side ? `border-w-${side}` : 'border-w', side ? `border-${side}` : 'border', ...borderWidth);
  add('border-style', 'border', lineStyles, 'hidden none');
  for (const side of sides)
    add(side ? `border-color-${side}` : 'border-color', side ? `border-${side}` : 'border', ...color);
  add('border-collapse', 'border', 'collapse separate');
  each('border-spacing border-spacing-x border-spacing-y', ...spacing);
  add('outline-style', 'outline', lineStyles, 'none hidden');
  add('outline-offset', 'outline-offset', isNumber, ...arbitraryOrVariable);
  add('outline-w', 'outline', ...borderWidth);
  add('outline-color', 'outline', ...color);
  add('shadow', 'shadow', '', 'inner', ...shadowSize);
  add('shadow-color', 'shadow', ...color);
  add('ring-w', 'ring', ...borderWidth);
  add('ring-w-inset', 'ring', 'inset');
  add('ring-color', 'ring', ...color);
  add('ring-offset-w', 'ring-offset', isNumber, isArbitraryLength);
  add('ring-offset-color', 'ring-offset', ...color);
  add('text-shadow', 'text-shadow', ...shadowSize);
  add('text-shadow-color', 'text-shadow', ...color);
  add('opacity', 'opacity', isNumber, ...arbitraryOrVariable);
  add('backdrop-blur', 'backdrop-blur', '', 'none', isTshirtSize, ...arbitraryOrVariable);

  // Transitions and transforms
  add('transition', 'transition', '', 'all colors opacity shadow transform none', ...arbitraryOrVariable);
  add('duration', 'duration', isNumber, 'initial', ...arbitraryOrVariable);
  add('ease', 'ease', 'linear initial in out in-out', ...arbitraryOrVariable);
  add('delay', 'delay', isNumber, ...arbitraryOrVariable);
  add('animate', 'animate', 'none spin ping pulse bounce', ...arbitraryOrVariable);
  each('rotate scale', ...transform);
  add('transform', 'transform', ...arbitraryOrVariable, '', 'none gpu cpu');
  add('transform-origin', 'origin', positions, ...arbitraryOrVariable);
  each('translate translate-x translate-y translate-z', isFraction, 'full', ...spacing);
  add('translate-none', '', 'translate-none');

  // Interactivity and SVG
  add('accent', 'accent', ...color);
  add('cursor', 'cursor', cursors, ...arbitraryOrVariable);
  add('pointer-events', 'pointer-events', 'auto none');
  each(sides.map((side) => `scroll-p${side}`).join(' '), ...spacing);
  add('snap-align', 'snap', 'start end center align-none');
  add('snap-stop', 'snap', 'normal always');
  add('snap-type', 'snap', 'none x y both');
  add('snap-strictness', 'snap', 'mandatory proximity');
  add('select', 'select', 'none text all auto');
  add('will-change', 'will-change', 'auto scroll contents transform', ...arbitraryOrVariable);
  add('fill', 'fill', 'none', ...color);
  add('stroke-w', 'stroke', isNumber, isArbitraryVariableLength, isArbitraryLength, isArbitraryNumber);
  add('stroke', 'stroke', 'none', ...color);
}

/**
 * The group of a utility without variants or `!` (`px-4`, `-mt-2`, `bg-primary`): a keyword
 * first, then the value tests of the longest matching prefix, then of shorter ones, as
 * tailwind-merge walks its class map.
 */
export function groupOfUtility(utility: string): string | undefined {
  if (utility.startsWith('[') && utility.endsWith(']')) {
    // An arbitrary property (`[scrollbar-width:none]`) is a group of its own.
    const property = utility.slice(1, utility.indexOf(':'));
    return utility.includes(':') && property ? `[${property}]` : undefined;
  }
  if (!described) describeFamilies();
  // A negative value (`-mt-2`) sets the same property as a positive one.
  const positive = utility.startsWith('-') && utility.length > 1 ? utility.slice(1) : utility;
  const keyword = keywordGroups.get(positive);
  if (keyword) return keyword;
  const parts = positive.split('-');
  for (let length = parts.length - 1; length > 0; length--) {
    const tests = valueGroups.get(parts.slice(0, length).join('-'));
    if (!tests) continue;
    const value = parts.slice(length).join('-');
    for (const [group, test] of tests) if (test(value)) return group;
  }
  return undefined;
}
