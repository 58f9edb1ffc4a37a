/**
 * The semantic colour tokens a brand sets for each scheme. Each becomes a CSS variable of the
 * same name (`--primary-foreground`) that the Tailwind bridge in theme.css maps to utilities.
 */
export const colorTokenNames = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'muted',
  'muted-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'border',
  'input',
  'ring',
] as const;

export type ColorTokenName = (typeof colorTokenNames)[number];

export type ColorScheme = 'light' | 'dark';

export const colorSchemes: readonly ColorScheme[] = ['light', 'dark'];

/** WCAG 2.x AA: body text needs 4.5:1; borders, focus rings and other UI outlines need 3:1. */
export const textContrast = 4.5;
export const nonTextContrast = 3;

export interface ContrastRequirement {
  foreground: ColorTokenName;
  background: ColorTokenName;
  minimum: number;
  /** Why the pair matters, for designers reading a report. */
  usage: string;
}

const surfacePairs = [
  ['foreground', 'background', 'page text'],
  ['card-foreground', 'card', 'text on cards'],
  ['popover-foreground', 'popover', 'text in menus and dialogs'],
  ['primary-foreground', 'primary', 'text on primary buttons'],
  ['secondary-foreground', 'secondary', 'text on secondary buttons'],
  ['accent-foreground', 'accent', 'text on accents'],
  ['muted-foreground', 'muted', 'text on muted areas'],
  ['destructive-foreground', 'destructive', 'text on destructive buttons'],
  ['success-foreground', 'success', 'text on success badges'],
  ['warning-foreground', 'warning', 'text on warnings'],
] as const;

/** Every pair the components actually paint, checked in both schemes. */
export const contrastRequirements: readonly ContrastRequirement[] = [
  ...surfacePairs.map(([foreground, background, usage]) => ({
    foreground,
    background,
    minimum: textContrast,
    usage,
  })),
  { foreground: 'muted-foreground', background: 'background', minimum: textContrast, usage: 'secondary text' },
  { foreground: 'muted-foreground', background: 'card', minimum: textContrast, usage: 'secondary text on cards' },
  { foreground: 'primary', background: 'background', minimum: textContrast, usage: 'links and link buttons' },
  { foreground: 'destructive', background: 'background', minimum: textContrast, usage: 'error messages' },
  { foreground: 'border', background: 'background', minimum: nonTextContrast, usage: 'borders' },
  { foreground: 'input', background: 'background', minimum: nonTextContrast, usage: 'form control outlines' },
  { foreground: 'ring', background: 'background', minimum: nonTextContrast, usage: 'focus rings' },
];
