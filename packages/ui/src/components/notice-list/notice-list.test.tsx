import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { hostileNotice, noticeFixtures } from './fixtures.ts';
import { NoticeList } from './notice-list.tsx';
import { sanitizeNoticeHtml } from './sanitize-notice-html.ts';

// The sanitiser itself is exercised in Chromium by the stories (happy-dom's NodeIterator stops
// after a removal, which DOMPurify relies on); here it is watched to prove every notice passes it.
vi.mock(import('./sanitize-notice-html.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { sanitizeNoticeHtml: vi.fn(actual.sanitizeNoticeHtml) };
});

const empty = 'There are no announcements right now.';

describe('NoticeList', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'notice-list',
      element: HTMLDivElement,
      render: (props) => <NoticeList notices={noticeFixtures} defaultIndex={1} emptyMessage={empty} {...props} />,
    });
  });

  it('lists titles with their times and keeps every notice closed by default', () => {
    render(<NoticeList notices={noticeFixtures} emptyMessage={empty} />);
    const triggers = screen.getAllByRole('button');
    expect(triggers).toHaveLength(noticeFixtures.length);
    expect(triggers[0]).toHaveTextContent('Scheduled maintenance on Tuesday');
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    const time = triggers[0]?.querySelector('time');
    expect(time).toHaveTextContent('2025-03-04 02:00:00');
    expect(time).toHaveAttribute('datetime', '2025-03-04T02:00:00');
  });

  it('marks unread notices and tells which one was opened, not which was closed', async () => {
    const onOpenNotice = vi.fn();
    const notices = noticeFixtures.map((notice, index) => ({ ...notice, unread: index === 0 }));
    render(<NoticeList notices={notices} emptyMessage={empty} unreadLabel="New" onOpenNotice={onOpenNotice} />);
    const triggers = screen.getAllByRole('button');
    expect(triggers[0]).toHaveTextContent(/^New/);
    expect(triggers[1]).not.toHaveTextContent(/^New/);
    await userEvent.click(triggers[0]!);
    expect(onOpenNotice).toHaveBeenCalledExactlyOnceWith(notices[0]);
    await userEvent.click(triggers[0]!);
    expect(onOpenNotice).toHaveBeenCalledTimes(1);
  });

  it('opens the notice at defaultIndex', () => {
    render(<NoticeList notices={noticeFixtures} defaultIndex={2} emptyMessage={empty} />);
    expect(screen.getByRole('button', { name: /New live casino tables/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('cell', { name: 'Squeeze Baccarat' })).toBeInTheDocument();
  });

  it('keeps one notice open at a time, and clicking the open one closes it', async () => {
    render(<NoticeList notices={noticeFixtures} emptyMessage={empty} />);
    const first = screen.getByRole('button', { name: /Scheduled maintenance/ });
    const second = screen.getByRole('button', { name: /Weekend reload bonus/ });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders content only through the sanitiser', () => {
    vi.mocked(sanitizeNoticeHtml).mockReturnValueOnce('<p>cleaned</p>');
    const { container } = render(<NoticeList notices={[hostileNotice]} defaultIndex={0} emptyMessage={empty} />);
    expect(sanitizeNoticeHtml).toHaveBeenCalledWith(hostileNotice.content);
    expect(container.querySelector('[data-slot="notice-list-content"]')?.innerHTML).toBe('<p>cleaned</p>');
  });

  it('renders the content as HTML', () => {
    render(<NoticeList notices={noticeFixtures} defaultIndex={1} emptyMessage={empty} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Weekend Reload 50%' })).toBeInTheDocument();
  });

  it('shows times in the given zone', () => {
    render(
      <NoticeList
        notices={[{ id: 1, title: 'Zoned', content: '<p>x</p>', time: Date.UTC(2025, 0, 1, 16, 0, 0) }]}
        timeZone="Asia/Manila"
        emptyMessage={empty}
      />,
    );
    expect(screen.getByRole('button', { name: /Zoned/ })).toHaveTextContent('2025-01-02 00:00:00');
  });

  it('says so when there are no notices', () => {
    render(<NoticeList notices={[]} emptyMessage={empty} />);
    expect(screen.getByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts titles at the requested heading level', () => {
    render(<NoticeList notices={noticeFixtures} headingLevel={2} emptyMessage={empty} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(noticeFixtures.length);
  });
});
