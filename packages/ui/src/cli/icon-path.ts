/**
 * One path data string from an icon's SVG elements (Lucide's icon nodes): circles, ellipses, rects,
 * lines, polylines and polygons are written as path data with absolute commands, and paths keep
 * their own data with every move made absolute. Joined into one path, a relative `m` would start
 * where the part before it ended, so no part may move relatively.
 */

export type IconElement = readonly [tag: string, attributes: Record<string, string | number | undefined>];

/** A coordinate as short as it reads: no float noise (`0.30000000000000004`), no trailing zeros. */
function format(value: number): string {
  return String(Number(value.toFixed(6)));
}

function numberAttribute(attributes: IconElement[1], name: string, fallback?: number): number {
  const raw = attributes[name];
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (raw === undefined || raw === '' || Number.isNaN(value)) throw new Error(`missing or invalid ${name}: ${raw}`);
  return value;
}

function points(list: string | number | undefined): string {
  const values = String(list ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (values.length < 4 || values.length % 2 || values.some(Number.isNaN)) throw new Error(`invalid points: ${list}`);
  const pairs: string[] = [];
  for (let index = 0; index < values.length; index += 2)
    pairs.push(`${format(values[index]!)} ${format(values[index + 1]!)}`);
  return `M${pairs[0]}L${pairs.slice(1).join(' ')}`;
}

/** Two half arcs around the centre, starting and ending at its left. */
function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const [left, right, y, radii] = [format(cx - rx), format(cx + rx), format(cy), `${format(rx)} ${format(ry)}`];
  return `M${left} ${y}A${radii} 0 1 0 ${right} ${y}A${radii} 0 1 0 ${left} ${y}Z`;
}

/** Clockwise from the top-left corner's end, with corners rounded as SVG rounds them. */
function rect(attributes: IconElement[1]): string {
  const x = numberAttribute(attributes, 'x', 0);
  const y = numberAttribute(attributes, 'y', 0);
  const width = numberAttribute(attributes, 'width');
  const height = numberAttribute(attributes, 'height');
  const givenRx = attributes.rx === undefined ? undefined : numberAttribute(attributes, 'rx');
  const givenRy = attributes.ry === undefined ? undefined : numberAttribute(attributes, 'ry');
  const rx = Math.min(givenRx ?? givenRy ?? 0, width / 2);
  const ry = Math.min(givenRy ?? givenRx ?? 0, height / 2);
  const [left, top, right, bottom] = [x, y, x + width, y + height].map(format) as [string, string, string, string];
  if (!rx || !ry) return `M${left} ${top}H${right}V${bottom}H${left}Z`;
  const corner = (toX: number, toY: number) => `A${format(rx)} ${format(ry)} 0 0 1 ${format(toX)} ${format(toY)}`;
  return (
    `M${format(x + rx)} ${top}H${format(x + width - rx)}${corner(x + width, y + ry)}` +
    `V${format(y + height - ry)}${corner(x + width - rx, y + height)}` +
    `H${format(x + rx)}${corner(x, y + height - ry)}` +
    `V${format(y + ry)}${corner(x + rx, y)}Z`
  );
}

/** How many numbers each command takes per repetition. */
const argumentCounts: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

interface ArgumentToken {
  value: number;
  end: number;
}

/** The numbers after a command, with where each ends; an arc's two flags may be written without separators. */
function readArguments(command: string, text: string): ArgumentToken[] {
  const perRepetition = argumentCounts[command.toLowerCase()]!;
  const tokens: ArgumentToken[] = [];
  const number = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
  let index = 0;
  const skipSeparators = () => {
    while (index < text.length && /[\s,]/.test(text[index]!)) index++;
  };
  for (skipSeparators(); index < text.length; skipSeparators()) {
    const position = tokens.length % perRepetition;
    if (command.toLowerCase() === 'a' && (position === 3 || position === 4)) {
      const flag = text[index];
      if (flag !== '0' && flag !== '1') throw new Error(`invalid arc flag in "${command}${text}"`);
      tokens.push({ value: Number(flag), end: ++index });
      continue;
    }
    number.lastIndex = index;
    const match = number.exec(text);
    if (!match) throw new Error(`invalid path data "${command}${text}"`);
    index = number.lastIndex;
    tokens.push({ value: Number(match[0]), end: index });
  }
  if (perRepetition ? tokens.length === 0 || tokens.length % perRepetition : tokens.length)
    throw new Error(`wrong number of arguments in "${command}${text}"`);
  return tokens;
}

/** A path's data with each move absolute; every other command is kept as written. */
export function absoluteMoves(d: string): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let result = '';
  const commands = d.trim().matchAll(/([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)/g);
  for (const [whole, command = '', text = ''] of commands) {
    const tokens = readArguments(command, text);
    const values = tokens.map((token) => token.value);
    const lower = command.toLowerCase();
    const relative = command === lower;
    const count = argumentCounts[lower]!;
    if (command === 'm') {
      // The first pair moves; any further pairs are relative lines.
      const lines = text.slice(tokens[1]!.end).trim();
      [x, y] = [x + values[0]!, y + values[1]!];
      result += `M${format(x)} ${format(y)}${lines ? `l${lines}` : ''}`;
    } else {
      if (command === 'M') [x, y] = [values[0]!, values[1]!];
      result += whole.trim();
    }
    if (lower === 'm') [startX, startY] = [x, y];
    if (lower === 'z') [x, y] = [startX, startY];
    else if (lower === 'h') for (const value of values) x = relative ? x + value : value;
    else if (lower === 'v') for (const value of values) y = relative ? y + value : value;
    else {
      // Every other command ends each repetition at its last pair (after the move's own pair).
      for (let index = lower === 'm' ? count : 0; index < values.length; index += count) {
        const [endX, endY] = [values[index + count - 2]!, values[index + count - 1]!];
        [x, y] = relative ? [x + endX, y + endY] : [endX, endY];
      }
    }
  }
  return result;
}

/** The path data of one element. */
export function elementPath([tag, attributes]: IconElement): string {
  switch (tag) {
    case 'path':
      return absoluteMoves(String(attributes.d ?? ''));
    case 'circle': {
      const r = numberAttribute(attributes, 'r');
      return ellipse(numberAttribute(attributes, 'cx', 0), numberAttribute(attributes, 'cy', 0), r, r);
    }
    case 'ellipse':
      return ellipse(
        numberAttribute(attributes, 'cx', 0),
        numberAttribute(attributes, 'cy', 0),
        numberAttribute(attributes, 'rx'),
        numberAttribute(attributes, 'ry'),
      );
    case 'rect':
      return rect(attributes);
    case 'line':
      return `M${format(numberAttribute(attributes, 'x1', 0))} ${format(numberAttribute(attributes, 'y1', 0))}L${format(numberAttribute(attributes, 'x2', 0))} ${format(numberAttribute(attributes, 'y2', 0))}`;
    case 'polyline':
      return points(attributes.points);
    case 'polygon':
      return `${points(attributes.points)}Z`;
    default:
      throw new Error(`cannot draw <${tag}> as path data`);
  }
}

/** An icon's elements as one path data string, in drawing order. */
export function iconPath(elements: readonly IconElement[]): string {
  return elements.map(elementPath).join('');
}
