import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { hostileNotice, noticeFixtures } from './fixtures.ts';
import { NoticeList } from './notice-list.tsx';
import { forbiddenElements, hostileHtmlCases } from './sanitiser-cases.ts';
import { sanitizeNoticeHtml } from './sanitize-notice-html.ts';
import { xssCorpus, xssForbiddenElements } from './xss-corpus.ts';

type XssProbe = Window & { __noticeXss?: boolean; __pwned?: number };

const meta = {
  title: 'Domain/NoticeList',
  component: NoticeList,
  tags: ['autodocs'],
  args: {
    notices: noticeFixtures,
    emptyMessage: 'There are no announcements right now.',
    timeZone: 'Asia/Manila',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'card'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One notice open at a time; clicking the open one closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    const second = canvas.getByRole('button', { name: /Weekend reload bonus/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Balances and open bets/)).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: /Weekend reload bonus/ });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'full terms' })).toHaveFocus();
  },
};

/** Opened from the notice bar at the fourth notice, inside a short scrolling popup body. */
export const OpenedFromNoticeBar: Story = {
  args: { defaultIndex: 3 },
  render: (args) => (
    <div data-testid="popup-body" className="max-h-48 overflow-y-auto rounded-lg border border-border px-4">
      <NoticeList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const opened = canvas.getByRole('button', { name: /Keep your account safe/ });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    const body = canvas.getByTestId('popup-body');
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    const item = opened.getBoundingClientRect();
    const viewport = body.getBoundingClientRect();
    await expect(item.top).toBeGreaterThanOrEqual(viewport.top);
    await expect(item.bottom).toBeLessThanOrEqual(viewport.bottom);
  },
};

/** Scripts, handlers, javascript: links, frames and style injection come out harmless. */
export const HostileHtml: Story = {
  args: { notices: [hostileNotice, ...noticeFixtures], defaultIndex: 0 },
  play: async ({ canvasElement, canvas }) => {
    const content = canvasElement.querySelector('[data-slot="notice-list-content"]');
    await expect(content).toHaveTextContent('Only this text and a safe link should remain.');
    await expect(content?.querySelector(`${forbiddenElements}, [style], [class], [id], [onerror]`)).toBeNull();
    await expect(canvas.getByText('javascript link')).not.toHaveAttribute('href');
    const link = canvas.getByRole('link', { name: 'safe link' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Give a broken image's error handler the chance to run, had it survived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as XssProbe).__noticeXss).toBeUndefined();
  },
};

/** Each kind of attack as its own notice: open one to see what is left of it. */
export const SanitiserCases: Story = {
  args: {
    notices: hostileHtmlCases.map((testCase, index) => ({
      id: index,
      title: testCase.name,
      content: testCase.html,
      time: '2025-03-05 12:00:00',
    })),
  },
  play: async ({ canvas }) => {
    for (const testCase of hostileHtmlCases) {
      const host = document.createElement('div');
      host.innerHTML = sanitizeNoticeHtml(testCase.html);
      await expect(host.querySelector(forbiddenElements), testCase.name).toBeNull();
      for (const element of host.querySelectorAll('*')) {
        const attributes = element.getAttributeNames();
        await expect(attributes.filter((name) => /^on|^(style|class|id|srcdoc|xlink:href)$/.test(name))).toEqual([]);
        const href = element.getAttribute('href');
        if (href !== null) {
          await expect(href, testCase.name).not.toMatch(/^\s*(javascript|vbscript|data):/i);
          await expect(element).toHaveAttribute('target', '_blank');
          await expect(element).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
    }
    // A picture the back office gave no words is decoration; one with words keeps them.
    await expect(
      sanitizeNoticeHtml('<img src="https://cdn.example/a.png"><img src="https://cdn.example/b.png" alt="Prize">'),
    ).toBe('<img src="https://cdn.example/a.png" alt=""><img src="https://cdn.example/b.png" alt="Prize">');
    // Every case rendered in turn: nothing runs.
    for (const testCase of hostileHtmlCases) {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(testCase.name.slice(0, 12)) }));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as XssProbe).__noticeXss).toBeUndefined();
    await expect(canvas.getByRole('link', { name: 'terms' })).toHaveAttribute('href', 'https://example.com/terms');
  },
};

/**
 * The whole XSS corpus (xss-corpus.ts) sanitised in Chromium and put into a page element that is not
 * shown: pictures still load there, so a surviving handler or address would run and set __pwned.
 */
export const XssCorpus: Story = {
  args: { notices: [] },
  play: async () => {
    const host = document.createElement('div');
    for (const vector of xssCorpus) {
      const box = document.createElement('div');
      box.innerHTML = sanitizeNoticeHtml(vector.html);
      await expect(box.querySelector(xssForbiddenElements), vector.html).toBeNull();
      await expect(
        [...box.querySelectorAll('*')].flatMap((element) =>
          element.getAttributeNames().filter((name) => /^on/i.test(name)),
        ),
        vector.html,
      ).toEqual([]);
      host.append(box);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as XssProbe).__pwned).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no announcements right now.')).toBeVisible();
  },
};

/** Divided and card lists with one notice open, and the empty list. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-8">
      <NoticeList {...args} defaultIndex={1} />
      <NoticeList {...args} variant="card" defaultIndex={2} />
      <NoticeList {...args} notices={[]} />
    </div>
  ),
};
