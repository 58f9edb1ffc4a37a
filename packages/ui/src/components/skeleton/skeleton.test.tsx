import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'skeleton',
      element: HTMLSpanElement,
      render: (props) => <Skeleton {...props} />,
    });
  });

  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['text', 'rounded-sm'],
    ['rect', 'rounded-md'],
    ['circle', 'rounded-full'],
  ] as const)('draws the %s shape', (variant, shapeClass) => {
    const { container } = render(<Skeleton variant={variant} />);
    const skeleton = container.firstElementChild;
    expect(skeleton).toHaveAttribute('data-variant', variant);
    expect(skeleton).toHaveClass(shapeClass);
  });

  it('pulses unless reduced motion is asked for, and can be still', () => {
    const { container, rerender } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveClass('animate-pulse', 'motion-reduce:animate-none');
    rerender(<Skeleton animated={false} />);
    expect(container.firstElementChild).not.toHaveClass('animate-pulse');
  });

  it('marks its pulse as decorative motion, for a page that holds motion while it starts', () => {
    const { container, rerender } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('data-decorative-motion');
    rerender(<Skeleton animated={false} />);
    expect(container.firstElementChild).not.toHaveAttribute('data-decorative-motion');
  });

  it('lets the caller size it', () => {
    const { container } = render(<Skeleton variant="text" className="w-1/2" />);
    expect(container.firstElementChild).toHaveClass('w-1/2');
    expect(container.firstElementChild).not.toHaveClass('w-full');
  });
});
