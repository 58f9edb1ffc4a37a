/*
 * The design system's icons: one file per icon, so each chunk carries only the glyphs it draws and
 * no icon package comes with them. The drawings come from Lucide (https://lucide.dev, ISC licence:
 * Copyright (c) Lucide Icons and Contributors): each file is generated from the `lucide` package by
 * `pnpm --filter @lobbykit/ui icons` (src/cli/icon-modules.ts lists the icons). The social networks'
 * marks (facebook, youtube, telegram) are drawn by hand on the same grid.
 *
 * Each drawing is one path: Lucide's circles, rects and lines are written as path data and joined.
 * Drawn in one opaque colour, the strokes look the same, and an icon costs the page two elements
 * instead of up to seven. A lobby draws about a hundred icons (forty in the winner ticker alone),
 * and style and layout scale with the element count.
 */
import { createElement, type JSX, type SVGProps } from 'react';
import { cn } from '../lib/cn.ts';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * A decorative icon component from path data on a 24 × 24 grid: stroked (or, for marks, filled) in
 * the current text colour and hidden from assistive technology, since the text beside it carries
 * the meaning.
 */
export function icon(d: string, { filled = false }: { filled?: boolean } = {}): IconComponent {
  return function Icon({ className, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: '0 0 24 24',
        width: '24',
        height: '24',
        fill: filled ? 'currentColor' : 'none',
        stroke: filled ? 'none' : 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': 'true',
        focusable: 'false',
        'data-slot': 'icon',
        className: cn('size-4 shrink-0', className),
        ...props,
      },
      createElement('path', { d }),
    );
  };
}
