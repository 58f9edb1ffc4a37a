import { cn } from '@lobbykit/ui/lib/cn';
import { createElement, type JSX, type SVGProps } from 'react';

/** An icon's drawing: SVG elements with their attributes, on a 24 × 24 grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

export type IconComponent = (props: Omit<SVGProps<SVGSVGElement>, 'children'>) => JSX.Element;

/**
 * A decorative icon component: stroked in the current text colour and hidden from assistive
 * technology, since the text beside it carries the meaning.
 */
export function icon(node: IconNode): IconComponent {
  return function Icon({ className, ...props }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cn('size-4 shrink-0', className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}
