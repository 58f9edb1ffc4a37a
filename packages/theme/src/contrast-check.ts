import type { Brand } from './brand-schema.ts';
import { composite, contrastRatio, formatRatio } from './color/contrast.ts';
import { parseCssColor, type Rgba } from './color/parse-color.ts';
import { colorSchemes, contrastRequirements, type ColorScheme, type ContrastRequirement } from './tokens.ts';

export interface ContrastProblem extends ContrastRequirement {
  scheme: ColorScheme;
  ratio: number;
}

const white: Rgba = { r: 1, g: 1, b: 1, alpha: 1 };
const black: Rgba = { r: 0, g: 0, b: 0, alpha: 1 };

/**
 * Every text/background and outline/background pair the components paint, in both schemes,
 * measured with WCAG 2.x contrast. Translucent tokens are composited the way the page shows
 * them: the page background over the canvas, a surface over the page, a foreground over its surface.
 */
export function checkContrast(colors: Brand['colors']): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const scheme of colorSchemes) {
    const tokens = colors[scheme];
    const color = (name: keyof typeof tokens) => parseCssColor(tokens[name]);
    const canvas = scheme === 'light' ? white : black;
    const page = composite(color('background') ?? canvas, canvas);
    for (const requirement of contrastRequirements) {
      const foreground = color(requirement.foreground);
      const background = color(requirement.background);
      if (!foreground || !background) continue; // the schema reports unparsable colours
      const ratio = contrastRatio(foreground, composite(background, page));
      if (ratio < requirement.minimum) problems.push({ ...requirement, scheme, ratio });
    }
  }
  return problems;
}

/** `dark: primary-foreground on primary is 3.21:1, needs at least 4.5:1 (text on primary buttons)` */
export function describeContrastProblem(problem: ContrastProblem): string {
  return (
    `${problem.scheme}: ${problem.foreground} on ${problem.background} is ${formatRatio(problem.ratio)}:1, ` +
    `needs at least ${problem.minimum}:1 (${problem.usage})`
  );
}
