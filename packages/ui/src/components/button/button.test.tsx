import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'button',
      element: HTMLButtonElement,
      render: (props) => <Button {...props}>Play</Button>,
    });
  });

  it('exposes its variant and size as data attributes and merges classes', () => {
    render(
      <Button variant="outline" size="lg" className="w-full">
        Play
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button.className).toContain('w-full');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('forwards its ref to the DOM node', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Play</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Play
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="link">
        <a href="/promotions">Promotions</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveAttribute('data-variant', 'link');
  });
});
