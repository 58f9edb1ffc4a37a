import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { getPaginationItems, Pagination, type PaginationItem } from './pagination.tsx';

const labels = { label: 'Pages', previousLabel: 'Previous', nextLabel: 'Next' };

function strip(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');
}

describe('getPaginationItems', () => {
  it.each([
    [5, 20, '1 … 4 5 6 … 20'],
    [1, 20, '1 2 3 … 20'],
    [3, 20, '1 2 3 4 … 20'],
    [4, 20, '1 2 3 4 5 … 20'],
    [17, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 18 19 20'],
    [2, 3, '1 2 3'],
    [4, 7, '1 2 3 4 5 6 7'],
    [1, 1, '1'],
    [1, 0, ''],
  ])('page %i of %i shows %s', (page, pageCount, expected) => {
    expect(strip(getPaginationItems({ page, pageCount }))).toBe(expected);
  });

  it('honours other ranges and margins', () => {
    expect(strip(getPaginationItems({ page: 10, pageCount: 20, pageRange: 5, marginPages: 2 }))).toBe(
      '1 2 … 8 9 10 11 12 … 19 20',
    );
    expect(strip(getPaginationItems({ page: 10, pageCount: 20, marginPages: 0 }))).toBe('… 9 10 11 …');
  });

  it('always shows the current page, the ends, and pages in order, for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 3 }),
        (page, pageCount, pageRange, marginPages) => {
          const items = getPaginationItems({ page, pageCount, pageRange, marginPages });
          const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
          const current = Math.min(pageCount, Math.max(1, page));
          expect(pages).toContain(current);
          if (marginPages > 0) expect(pages).toContain(1);
          if (marginPages > 0) expect(pages).toContain(pageCount);
          pages.forEach((p, i) => i > 0 && expect(p).toBeGreaterThan(pages[i - 1]!));
          // Never two gaps in a row, never a gap hiding just one page.
          items.forEach((item, i) => {
            if (item.type !== 'ellipsis') return;
            expect(items[i + 1]?.type).not.toBe('ellipsis');
            const before = items[i - 1];
            const after = items[i + 1];
            const from = before?.type === 'page' ? before.page : 0;
            const to = after?.type === 'page' ? after.page : pageCount + 1;
            expect(to - from).toBeGreaterThan(2);
          });
          expect(items.length).toBeLessThanOrEqual(pageRange + 2 * marginPages + 2);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('Pagination', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'pagination',
      element: HTMLElement,
      render: (props) => <Pagination {...labels} page={5} pageCount={20} onPageChange={() => {}} {...props} />,
    });
  });

  it('marks the current page and reports the page chosen', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination {...labels} page={5} pageCount={20} onPageChange={onPageChange} pageLabel={(p) => `Page ${p}`} />,
    );
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 6' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[6], [6], [4]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination {...labels} page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination {...labels} page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('hides the ellipses from screen readers', () => {
    const { container } = render(<Pagination {...labels} page={10} pageCount={20} onPageChange={() => {}} />);
    const gaps = container.querySelectorAll('[data-slot="pagination-ellipsis"]');
    expect(gaps).toHaveLength(2);
    gaps.forEach((gap) => expect(gap).toHaveAttribute('aria-hidden', 'true'));
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination {...labels} page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
