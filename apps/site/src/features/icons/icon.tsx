/*
 * The site's icons: one file per icon, so each screen's chunk carries only the glyphs it draws and
 * the site needs no icon package. The drawings come from Lucide (https://lucide.dev, ISC licence:
 * Copyright (c) Lucide Icons and Contributors), kept as plain path data; the social networks'
 * marks (facebook, youtube, telegram) are drawn on the same grid.
 */
import { cn } from '@lobbykit/ui/lib/cn';
import { createElement, type JSX, type SVGProps } from 'react';

/** An icon's drawing: SVG elements with their attributes, on a 24 × 24 grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * A decorative icon component from path data: stroked (or, for marks, filled) in the current text
 * colour and hidden from assistive technology, since the text beside it carries the meaning.
 */
export function icon(node: IconNode, { filled = false }: { filled?: boolean } = {}): IconComponent {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-slot="icon"
        className={cn('size-4 shrink-0', className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
