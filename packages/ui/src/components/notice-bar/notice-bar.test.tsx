import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleNotices } from '../../fixtures/index.ts';
import { expectConformance } from '../../test/conformance.tsx';
import { NOTICE_BAR_SECONDS_PER_CHARACTER, NoticeBar, noticeBarDuration } from './notice-bar.tsx';

const notices = sampleNotices.slice(0, 3);

describe('noticeBarDuration', () => {
  it('grows in proportion to the length of the titles', () => {
    const long = Array.from({ length: 4 }, (_, index) => ({ id: index, title: 'x'.repeat(94) }));
    // 4 × (94 characters + 6 for the gap) = 400 characters of travel.
    expect(noticeBarDuration(long)).toBeCloseTo(400 * NOTICE_BAR_SECONDS_PER_CHARACTER);
    expect(noticeBarDuration([...long, ...long])).toBeCloseTo(2 * noticeBarDuration(long));
  });

  it('never rushes a short list', () => {
    expect(noticeBarDuration([{ id: 1, title: 'Hi' }])).toBe(8);
  });
});

describe('NoticeBar', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'notice-bar',
      element: HTMLElement,
      render: (props) => <NoticeBar notices={notices} label="Announcements" {...props} />,
    });
  });

  it('is a labelled region of title buttons, each reached once by Tab', async () => {
    render(<NoticeBar notices={notices} label="Announcements" />);
    const region = screen.getByRole('region', { name: 'Announcements' });
    const titles = within(region).getAllByRole('button');
    expect(titles.map((title) => title.textContent)).toEqual(notices.map((notice) => notice.title));

    for (const title of titles) {
      await userEvent.tab();
      expect(title).toHaveFocus();
    }
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('calls onSelect with the position of the pressed title, by click or keyboard', async () => {
    const onSelect = vi.fn();
    render(<NoticeBar notices={notices} label="Announcements" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: notices[1]!.title }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    screen.getByRole('button', { name: notices[2]!.title }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('loops with a hidden copy whose titles still open the right notice when clicked', async () => {
    const onSelect = vi.fn();
    const { container } = render(<NoticeBar notices={notices} label="Announcements" onSelect={onSelect} />);
    const copy = container.querySelector<HTMLElement>('[data-slot="notice-bar-copy"]')!;
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    const copiedTitles = copy.querySelectorAll('button');
    copiedTitles.forEach((title) => expect(title).toHaveAttribute('tabindex', '-1'));
    await userEvent.click(copiedTitles[2]!);
    expect(onSelect).toHaveBeenLastCalledWith(2);
  });

  it('times its CSS animation by the length of the titles', () => {
    const { container } = render(<NoticeBar notices={notices} label="Announcements" />);
    const region = container.querySelector<HTMLElement>('[data-slot="notice-bar"]')!;
    expect(region.style.getPropertyValue('--notice-bar-duration')).toBe(`${noticeBarDuration(notices)}s`);
    expect(container.querySelector('[data-slot="notice-bar-track"]')).toHaveAttribute('data-state', 'running');
  });

  it('marks its scroll as decorative motion, for a page that holds motion while it starts', () => {
    const { container } = render(<NoticeBar notices={notices} label="Announcements" />);
    expect(container.querySelector('[data-slot="notice-bar-track"]')).toHaveAttribute('data-decorative-motion');
  });

  it('holds while the pointer is over the titles', () => {
    const { container } = render(<NoticeBar notices={notices} label="Announcements" />);
    const viewport = container.querySelector('[data-slot="notice-bar-viewport"]')!;
    const track = container.querySelector('[data-slot="notice-bar-track"]')!;
    fireEvent.pointerEnter(viewport);
    expect(track).toHaveAttribute('data-state', 'held');
    fireEvent.pointerLeave(viewport);
    expect(track).toHaveAttribute('data-state', 'running');
  });

  it('stands still and drops the copy when paused', () => {
    const { container } = render(<NoticeBar notices={notices} label="Announcements" paused />);
    expect(container.querySelector('[data-slot="notice-bar-track"]')).toHaveAttribute('data-state', 'paused');
    expect(container.querySelector('[data-slot="notice-bar-copy"]')).toBeNull();
  });

  it('renders nothing without notices', () => {
    const { container } = render(<NoticeBar notices={[]} label="Announcements" />);
    expect(container).toBeEmptyDOMElement();
  });
});
