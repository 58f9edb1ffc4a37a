import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'spinner',
      element: HTMLSpanElement,
      render: (props) => <Spinner label="Loading games" {...props} />,
    });
  });

  it('announces its label as a status when it has one', () => {
    render(<Spinner label="Loading games" size="lg" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading games');
    expect(status).toHaveAttribute('data-size', 'lg');
    expect(status).not.toHaveAttribute('aria-hidden');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner />);
    const spinner = container.querySelector('[data-slot="spinner"]');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).not.toHaveAttribute('role');
    expect(spinner).toBeEmptyDOMElement();
    expect(spinner).toHaveAttribute('data-size', 'md');
  });

  it('lets a caller rename its slot, so composite parts can be styled on their own', () => {
    const { container } = render(<Spinner data-slot="button-spinner" />);
    expect(container.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
  });
});
