import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import { createRef, type ReactElement, type Ref } from 'react';
import { expect } from 'vitest';

export interface ConformanceOptions<E extends Element> {
  /** Renders the component with the given ref and className passed to its root part. */
  render: (props: { ref: Ref<E>; className: string }) => ReactElement;
  /** The `data-slot` of the root part. */
  slot: string;
  /** The root part's element type, checked against what the ref receives. */
  element: abstract new (...args: never[]) => E;
  /** Where to look for the root part; portalled parts live in document.body. */
  container?: 'container' | 'body';
}

const marker = 'conformance-extra-class';

/**
 * The checks every component test runs first: the root part carries its data-slot, merges a
 * caller's className, hands its ref to the DOM node, and the render has no axe violations
 * (colour contrast is left to the story tests, which run in a real browser).
 */
export async function expectConformance<E extends Element>(options: ConformanceOptions<E>): Promise<RenderResult> {
  const ref = createRef<E>();
  const result = render(options.render({ ref, className: marker }));
  const scope = options.container === 'body' ? document.body : result.container;
  const root = scope.querySelector(`[data-slot="${options.slot}"]`);
  expect(root, `an element with data-slot="${options.slot}"`).not.toBeNull();
  expect(root!.classList.contains(marker), 'the caller className is merged onto the root part').toBe(true);
  expect(ref.current, 'the ref reaches the DOM node').toBeInstanceOf(options.element);
  const { violations } = await axe.run(scope, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  return result;
}
