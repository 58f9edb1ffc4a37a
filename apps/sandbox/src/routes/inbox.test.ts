import { endpoints, type PlatformClient, type PlatformError } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePreview } from '../services/inbox.ts';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const failure = (promise: Promise<unknown>) =>
  promise.then(() => expect.fail('expected a refusal')).catch((e: unknown) => e as PlatformError);
async function member(username: string, language = 'EN') {
  const token = await sandbox.login(username);
  return sandbox.client({ token: () => token, language: () => language });
}
/** Every message of the inbox, page by page at the default page size. */
async function wholeInbox(client: PlatformClient) {
  const first = await client.call(endpoints.messages, {});
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => client.call(endpoints.messages, { pageNo: i + 2 })),
  );
  return [first, ...rest].flatMap((page) => page.list);
}

describe('the showcase member’s inbox', () => {
  it('fills three pages at the default page size, with read and unread messages of every template', async () => {
    const demo = await member('demo');
    const first = await demo.call(endpoints.messages, {});
    expect(first.list).toHaveLength(12);
    expect(first.totalPages).toBe(3);
    const all = await wholeInbox(demo);
    expect(all).toHaveLength(25);
    expect(all.filter((message) => !message.read)).toHaveLength(await demo.call(endpoints.unreadCount, {}));
    expect(await demo.call(endpoints.unreadCount, {})).toBe(8);
    expect(new Set(all.map((message) => message.template))).toEqual(
      new Set([
        'deposit-credited',
        'withdrawal-approved',
        'withdrawal-rejected',
        'deposit-failed',
        'welcome',
        'notice',
      ]),
    );
    const times = all.map((message) => message.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists plain-text previews, never the HTML body', async () => {
    const all = await wholeInbox(await member('demo'));
    for (const message of all) {
      expect(message).not.toHaveProperty('content');
      expect(message.preview.length).toBeGreaterThan(0);
      expect(message.preview).not.toMatch(/[<>]/);
    }
    const test = all.find((message) => message.title.startsWith('Formatting test'))!;
    expect(test.preview).not.toMatch(/alert|document\.title|evil/);
  });

  it('is written in Filipino for TY, message by message', async () => {
    const [en, ty] = await Promise.all([wholeInbox(await member('demo')), wholeInbox(await member('demo', 'TY'))]);
    expect(ty.map((message) => message.id)).toEqual(en.map((message) => message.id));
    ty.forEach((message, i) => {
      expect(message.title).not.toBe(en[i]!.title);
      expect(message.preview).not.toBe(en[i]!.preview);
    });
    expect(ty.find((message) => message.title.startsWith('Pagsubok sa format'))).toBeDefined();
  });

  it('gives a message’s body with its detail, hostile markup as the back office wrote it, without marking it read', async () => {
    const demo = await member('demo');
    const test = (await wholeInbox(demo)).find((message) => message.title.startsWith('Formatting test'))!;
    const detail = await demo.call(endpoints.messageDetail, { id: test.id });
    expect(detail).toMatchObject({ id: test.id, title: test.title, template: 'notice', read: false });
    for (const trick of ['<script', 'onerror=', 'javascript:', '<iframe', '<form', 'onclick=', '<svg onload'])
      expect(detail.content).toContain(trick);
    expect(await demo.call(endpoints.messageDetail, { id: test.id })).toMatchObject({ read: false });
  });
});

describe('changing the inbox', () => {
  it('marks everything read and answers the new count', async () => {
    const client = await member('player01');
    expect(await client.call(endpoints.unreadCount, {})).toBe(1);
    expect(await client.call(endpoints.markAllMessagesRead, {})).toEqual({ unread: 0 });
    expect(await client.call(endpoints.unreadCount, {})).toBe(0);
    expect(await client.call(endpoints.markAllMessagesRead, {})).toEqual({ unread: 0 });
  });

  it('deletes only the member’s own messages, and answers how many and the new count', async () => {
    const owner = await member('player02');
    const [welcome] = (await owner.call(endpoints.messages, {})).list;
    const demo = await member('demo');
    const demoMessages = (await demo.call(endpoints.messages, {})).list;
    const unreadBefore = await demo.call(endpoints.unreadCount, {});
    const [unreadOne, readOne] = [demoMessages.find((m) => !m.read)!, demoMessages.find((m) => m.read)!];

    expect(await failure(demo.call(endpoints.deleteMessages, { ids: [welcome!.id] }))).toMatchObject({
      kind: 'server',
      serverMessage: 'No such message.',
    });
    expect(await failure(demo.call(endpoints.messageDetail, { id: welcome!.id }))).toMatchObject({
      serverMessage: 'No such message.',
    });
    expect(
      await demo.call(endpoints.deleteMessages, { ids: [unreadOne.id, readOne.id, welcome!.id, 'not-an-id'] }),
    ).toEqual({ deleted: 2, unread: unreadBefore - 1 });
    expect((await owner.call(endpoints.messageDetail, { id: welcome!.id })).title).toBe('Welcome aboard');
    expect(await failure(demo.call(endpoints.messageDetail, { id: readOne.id }))).toMatchObject({
      serverMessage: 'No such message.',
    });
    expect(await failure(demo.call(endpoints.deleteMessages, { ids: [readOne.id] }))).toMatchObject({
      serverMessage: 'No such message.',
    });
    expect(await wholeInbox(demo)).toHaveLength(23);
  });

  it('refuses an empty list before sending it', async () => {
    const client = await member('player03');
    expect(await failure(client.call(endpoints.deleteMessages, { ids: [] }))).toMatchObject({
      kind: 'invalid-request',
    });
  });
});

describe('the plain-text preview', () => {
  it('drops tags, and scripts, styles and frames with their content, and decodes entities', () => {
    expect(
      messagePreview(
        '<p>Fish &amp; chips&nbsp;<strong>now</strong></p><script>alert(1)</script><style>p{}</style><iframe src=x>frame</iframe>',
      ),
    ).toBe('Fish & chips now');
  });

  it('joins words set inside a line to the text around them, and parts blocks', () => {
    expect(messagePreview('<p>A word in <b>bold</b>, a <a href="#">link</a>.</p><p>Next</p>')).toBe(
      'A word in bold, a link. Next',
    );
  });

  it('cuts a long body at a word, near 100 characters', () => {
    const preview = messagePreview(`<p>${'lucky '.repeat(40)}</p>`);
    expect(preview).toMatch(/^(lucky ){15}lucky…$/);
    expect([...preview].length).toBeLessThanOrEqual(101);
  });
});
