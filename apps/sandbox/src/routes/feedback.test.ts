import { endpoints } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from '../test-support.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

async function member(username: string, language = 'EN') {
  const token = await sandbox.login(username);
  return sandbox.client({ token: () => token, language: () => language });
}

const png = (size = 16) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return `data:image/png;base64,${bytes.toString('base64')}`;
};
const jpg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]).toString('base64')}`;
/** A GIF that claims to be a PNG: the bytes decide, not the data URL. */
const gifAsPng = `data:image/png;base64,${Buffer.from('GIF89a-----').toString('base64')}`;

const reply = (ticketId: number | string, content: string, close = false) =>
  fetch(`${sandbox.url}/sandbox/admin/feedback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticketId: Number(ticketId), content, close }),
  });

const valid = { type: 'games', content: 'The lobby is slow on my phone.' };

describe('feedback settings', () => {
  it('names the categories in the request’s language, with the words rule', async () => {
    const en = await sandbox.client().call(endpoints.feedbackSettings, {});
    const ty = await sandbox.client({ language: () => 'TY' }).call(endpoints.feedbackSettings, {});
    expect(en.categories.map((category) => category.code)).toEqual([
      'deposit',
      'withdrawal',
      'games',
      'account',
      'suggestion',
      'complaint',
    ]);
    expect(ty.categories.find((category) => category.code === 'complaint')?.name).toBe('Reklamo');
    expect(en).toMatchObject({ minWords: 2, maxWords: 500 });
  });
});

describe('sending feedback', () => {
  it('takes a member’s feedback with png and jpg images and answers a ticket number', async () => {
    const nina = await member('player01');
    const { ticketId } = await nina.call(endpoints.feedback, { ...valid, remark: 'Round 1234', images: [png(), jpg] });
    const history = await nina.call(endpoints.feedbackHistory, {});
    expect(history.list[0]).toMatchObject({ ticketId, type: 'games', typeName: 'Games', remark: 'Round 1234' });
    expect(history.list[0]).toMatchObject({ images: 2, status: 'open', replies: [] });
  });

  it('lets a guest send with a contact, and refuses a guest without one', async () => {
    const guest = sandbox.client();
    expect((await guest.call(endpoints.feedback, { ...valid, contact: 'guest@example.com' })).ticketId).toBeDefined();
    expect((await failure(guest.call(endpoints.feedback, valid))).serverMessage).toMatch(/e-mail address or phone/);
  });

  it('refuses a guest’s history: it needs a session', async () => {
    expect((await failure(sandbox.client().call(endpoints.feedbackHistory, {}))).kind).toBe('not-logged-in');
  });

  it('keeps the words rule, the remark’s 140 characters and a known category on the server', async () => {
    const guest = sandbox.client();
    const send = (input: object) =>
      failure(guest.call(endpoints.feedback, { ...valid, contact: '09171234567', ...input }));
    expect((await send({ content: 'Slow' })).serverMessage).toBe('Feedback must be between 2 and 500 words.');
    expect((await send({ content: 'word '.repeat(501) })).serverMessage).toMatch(/between 2 and 500 words/);
    expect((await send({ type: 'lottery' })).serverMessage).toMatch(/categories/);
    // 141 code points (emoji count as one each) pass the client's own check only if it is skipped.
    const remark = await sandbox.raw('/wps/feedback', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...valid, contact: 'x@example.com', remark: '😀'.repeat(141) }),
    });
    expect((await remark.json()) as { success: boolean }).toMatchObject({ success: false });
    expect(
      (await guest.call(endpoints.feedback, { ...valid, contact: 'x@example.com', remark: '😀'.repeat(140) })).ticketId,
    ).toBeDefined();
  });

  it('reads an image’s type from its bytes, and refuses a fourth image or one over 5 MB', async () => {
    const guest = sandbox.client();
    const send = (images: string[]) => failure(guest.call(endpoints.feedback, { ...valid, contact: 'x@y.z', images }));
    expect((await send([gifAsPng])).serverMessage).toBe('Images must be PNG or JPG files.');
    expect((await send([png(5 * 1024 * 1024 + 1)])).serverMessage).toBe('Each image may be at most 5 MB.');
    const tooMany = await sandbox.raw('/wps/feedback', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...valid, contact: 'x@y.z', images: [png(), png(), png(), png()] }),
    });
    expect((await tooMany.json()) as { success: boolean }).toMatchObject({ success: false });
  });
});

describe('the history and the operator’s replies', () => {
  it('shows the showcase member’s seeded feedback newest first, one reply unread', async () => {
    const demo = await member('demo');
    const history = await demo.call(endpoints.feedbackHistory, {});
    expect(history.list.map((ticket) => ticket.status)).toEqual(['open', 'replied', 'closed']);
    expect(history.unread).toBe(1);
    expect(history.list[1]!.replies[0]).toMatchObject({ read: false });
  });

  it('delivers a reply to its member, unread until they open the ticket', async () => {
    const writer = await member('player02');
    const { ticketId } = await writer.call(endpoints.feedback, valid);
    expect((await reply(ticketId, 'Thanks, we are on it.')).ok).toBe(true);
    let history = await writer.call(endpoints.feedbackHistory, {});
    expect(history.unread).toBe(1);
    expect(history.list[0]).toMatchObject({ status: 'replied', replies: [{ content: 'Thanks, we are on it.' }] });
    expect(await writer.call(endpoints.markFeedbackRead, { ticketId })).toEqual({ unread: 0 });
    await reply(ticketId, 'Fixed.', true);
    history = await writer.call(endpoints.feedbackHistory, {});
    expect(history.list[0]).toMatchObject({ status: 'closed' });
    expect(history.list[0]!.replies.map((answer) => answer.read)).toEqual([true, false]);
    expect((await reply(999_999, 'Nobody')).status).toBe(404);
  });

  it('never shows or marks another member’s feedback', async () => {
    const writer = await member('player03');
    const { ticketId } = await writer.call(endpoints.feedback, valid);
    const other = await member('player04');
    const theirs = await other.call(endpoints.feedbackHistory, {});
    expect(theirs.list.some((ticket) => ticket.ticketId === ticketId)).toBe(false);
    expect((await failure(other.call(endpoints.markFeedbackRead, { ticketId }))).serverMessage).toBe(
      'No such feedback.',
    );
  });
});
