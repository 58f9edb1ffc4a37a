/**
 * The hostile-input suite, bodies: a request body over its route's limit is answered 413 with the
 * envelope, sent with a length or streamed without one, on every call, admin call and page form;
 * the uploads still take three proof images of the largest size allowed.
 */
import { endpoints, type EndpointName } from '@lobbykit/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_BODY_LIMIT, UPLOAD_BODY_LIMIT, uploadPaths } from './body-limits.ts';
import { MAX_PROOF_BYTES } from './services/proof-images.ts';
import { SANDBOX_START_TIMEOUT, startTestSandbox, type TestSandbox } from './test-support.ts';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.login('demo');
}, SANDBOX_START_TIMEOUT);
afterAll(() => sandbox?.dispose());

const bodyCalls = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method !== 'GET');

/** A JSON body of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"content":"${'x'.repeat(bytes - 14)}"}`;

async function expectTooLarge(response: Response, context: string) {
  expect(response.status, context).toBe(413);
  const envelope = (await response.json()) as { success: boolean; message: string };
  expect(envelope.success, context).toBe(false);
  expect(envelope.message, context).toMatch(/^The request is too large: at most \d+ KB can be sent\.$/);
}

/** A largest allowed png proof image, as a data URL. */
function largestProofImage() {
  const png = Buffer.alloc(MAX_PROOF_BYTES, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('body limits', () => {
  it('knows the calls that carry images', () => {
    expect([...uploadPaths].sort()).toEqual(
      [endpoints.confirmWithdrawal.path, endpoints.feedback.path, endpoints.applyActivity.path].sort(),
    );
  });

  it.each(bodyCalls)('%s refuses a body over its limit with 413 and the envelope', async (name) => {
    const { method, path } = endpoints[name];
    const limit = uploadPaths.has(path) ? UPLOAD_BODY_LIMIT : SMALL_BODY_LIMIT;
    const response = await sandbox.raw(path, {
      method,
      token,
      body: jsonOf(limit + 1),
      headers: { 'Content-Type': 'application/json' },
    });
    await expectTooLarge(response, name);
  });

  it('takes a body at the limit as any other', async () => {
    const response = await sandbox.raw(endpoints.transfer.path, {
      method: 'POST',
      token,
      body: jsonOf(SMALL_BODY_LIMIT),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
  });

  it('cuts off a streamed body without a length at the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless unless the sandbox stops reading: it must answer long before this runs out.
        if (sent > 100 * SMALL_BODY_LIMIT) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await sandbox.raw(endpoints.transfer.path, {
      method: 'POST',
      token,
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(response, 'streamed');
  });

  it('refuses an oversized admin call, page form and spin alike', async () => {
    for (const path of [
      '/sandbox/admin/faults',
      '/sandbox/admin/rewards',
      '/wps/sandbox/pay/x',
      '/wps/sandbox/game/1/spin',
    ]) {
      const response = await sandbox.raw(path, {
        method: 'POST',
        body: jsonOf(SMALL_BODY_LIMIT + 1),
        headers: { 'Content-Type': 'application/json' },
      });
      await expectTooLarge(response, path);
    }
  });

  it('lets three proof images of the largest size through to the call itself', async () => {
    const image = largestProofImage();
    const body = JSON.stringify({ withdrawalId: 1, result: 'not-received', proofImages: [image, image, image] });
    expect(body.length).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT);
    const response = await sandbox.raw(endpoints.confirmWithdrawal.path, {
      method: 'POST',
      token,
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    // The call's own checks answer (withdrawal 1 is not demo's to confirm), not the limit.
    expect(await response.json()).toMatchObject({ success: false });
  });
});
