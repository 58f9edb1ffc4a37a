/**
 * Value tests for Tailwind utilities (`4` in `p-4`, `[3px]` in `border-[3px]`): they decide which
 * property a class sets when the same prefix serves several (`text-sm` is a size, `text-primary` a
 * colour). Each one gives the answer tailwind-merge gives, so merging matches what it did.
 */
export type ValueTest = (value: string) => boolean;

const arbitraryValue = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const arbitraryVariable = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const fraction = /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/;
const tshirtSize = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const lengthUnit =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
// A colour function may hold percentages, which must not read as a length.
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
// A shadow starts with its x and y offsets, optionally after `inset_`.
const shadow = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const image = /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

export const isAny: ValueTest = () => true;
const isNever: ValueTest = () => false;
export const isNumber: ValueTest = (value) => !!value && !Number.isNaN(Number(value));
export const isInteger: ValueTest = (value) => !!value && Number.isInteger(Number(value));
export const isPercent: ValueTest = (value) => value.endsWith('%') && isNumber(value.slice(0, -1));
export const isFraction: ValueTest = (value) => fraction.test(value);
export const isTshirtSize: ValueTest = (value) => tshirtSize.test(value);
export const isArbitraryValue: ValueTest = (value) => arbitraryValue.test(value);
export const isArbitraryVariable: ValueTest = (value) => arbitraryVariable.test(value);
export const isAnyNonArbitrary: ValueTest = (value) => !isArbitraryValue(value) && !isArbitraryVariable(value);

/** `[label:value]` passes when its label is one of `labels`; an unlabelled `[value]` asks `unlabelled`. */
function labelled(pattern: RegExp, labels: string, unlabelled: ValueTest): ValueTest {
  const accepted = labels.split(' ');
  return (value) => {
    const match = pattern.exec(value);
    return !!match && (match[1] ? accepted.includes(match[1]) : unlabelled(match[2]!));
  };
}
const arbitrary = (labels: string, unlabelled = isNever) => labelled(arbitraryValue, labels, unlabelled);
const variable = (labels: string, unlabelled = false) => labelled(arbitraryVariable, labels, () => unlabelled);

const isLength: ValueTest = (value) => lengthUnit.test(value) && !colorFunction.test(value);

export const isArbitraryLength = arbitrary('length', isLength);
export const isArbitraryVariableLength = variable('length');
export const isArbitraryNumber = arbitrary('number', isNumber);
export const isArbitraryShadow = arbitrary('shadow', (value) => shadow.test(value));
export const isArbitraryVariableShadow = variable('shadow', true);
export const isArbitraryImage = arbitrary('image url', (value) => image.test(value));
export const isArbitraryVariableImage = variable('image url');
export const isArbitrarySize = arbitrary('length size bg-size');
export const isArbitraryVariableSize = variable('length size bg-size');
export const isArbitraryPosition = arbitrary('position percentage');
export const isArbitraryVariablePosition = variable('position percentage');
export const isArbitraryWeight = arbitrary('number weight', isAny);
export const isArbitraryVariableWeight = variable('number weight', true);
export const isArbitraryFamilyName = arbitrary('family-name');
export const isArbitraryVariableFamilyName = variable('family-name');
