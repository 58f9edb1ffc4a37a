import { PlatformError } from '@lobbykit/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../core/session.ts';
import { fakePlatformCall, installFakePlatform, type FakeAnswers } from '../../../core/testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { demoAnswers, withdrawalOf } from './test-support.ts';
import WithdrawalPage from './withdrawal-page.tsx';

const platform = installFakePlatform();

beforeAll(() => setUpTestI18n());
afterEach(() => {
  platform.call.mockReset();
  endSession();
});

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 2048) =>
  new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(size - PNG_SIGNATURE.length)], name, { type: 'image/png' });

function renderPage(overrides: FakeAnswers = {}) {
  platform.call.mockImplementation(fakePlatformCall({ ...demoAnswers, ...overrides }));
  startSession({ token: 'member-token', username: 'demo', accountType: 0 });
  renderWithSwr(<WithdrawalPage />);
}

/** Opens the answer to the P300.00 payout. */
async function openConfirmation() {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm receipt of P300.00' }, { timeout: 5000 }));
  const form = await screen.findByRole('form', { name: 'Did you receive P300.00?' });
  await waitFor(() => expect(form).toHaveFocus());
  return within(form);
}

const answered = (status: string, overrides: object = {}) =>
  vi.fn().mockResolvedValue(withdrawalOf(1, 300, status, overrides));

describe('withdrawal confirmation', { timeout: 20_000 }, () => {
  it('confirms a payout as received', async () => {
    const confirmWithdrawal = answered('received', { amountReceived: 300, remainingAmount: 0 });
    renderPage({ confirmWithdrawal });
    const form = await openConfirmation();
    expect(form.getByRole('button', { name: 'All of it' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Confirm: all received' }));
    expect(await screen.findByText('Thank you: P300.00 is recorded as received.')).toBeInTheDocument();
    expect(confirmWithdrawal).toHaveBeenCalledWith({ withdrawalId: 1, result: 'received' });
  });

  it('takes part of it only below the amount', async () => {
    const confirmWithdrawal = answered('partly-received', { amountReceived: 120.5, remainingAmount: 179.5 });
    renderPage({ confirmWithdrawal });
    const form = await openConfirmation();
    await userEvent.click(form.getByRole('button', { name: 'Part of it' }));
    const amount = form.getByLabelText(/^Amount received/);
    await userEvent.type(amount, '300');
    await userEvent.click(form.getByRole('button', { name: 'Send: part received' }));
    expect(form.getByText('Enter less than P300.00: if all of it arrived, choose “All of it”.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '120.50');
    await userEvent.click(form.getByRole('button', { name: 'Send: part received' }));
    expect(await screen.findByText(/Recorded: P120.50 of P300.00 arrived/)).toBeInTheDocument();
    expect(confirmWithdrawal).toHaveBeenCalledWith({
      withdrawalId: 1,
      result: 'partly-received',
      amountReceived: 120.5,
    });
  });

  it('reports nothing received with a remark counted as typed and proof images checked before sending', async () => {
    const confirmWithdrawal = answered('not-received', { remark: 'Nothing arrived', proofIds: [] });
    renderPage({ confirmWithdrawal });
    const form = await openConfirmation();
    await userEvent.click(form.getByRole('button', { name: 'Nothing' }));
    await userEvent.click(form.getByRole('button', { name: 'Report: not received' }));
    const remark = form.getByLabelText(/^What happened/);
    expect(remark).toHaveAccessibleDescription('0/140 Please say what happened.');
    await waitFor(() => expect(remark).toHaveFocus());

    // An emoji is one character, as a person counts it.
    await userEvent.type(remark, 'Nothing arrived 😞');
    expect(remark).toHaveAccessibleDescription('17/140');
    await userEvent.type(remark, 'x'.repeat(124));
    expect(form.getByText('141/140')).toBeInTheDocument();
    expect(form.getByText('At most 140 characters: remove 1.')).toBeInTheDocument();
    await userEvent.type(remark, '{Backspace}');
    expect(form.getByText('140/140')).toBeInTheDocument();

    const proofs = form.getByLabelText(/^Proof images/);
    await userEvent.click(form.getByRole('button', { name: 'Report: not received' }));
    expect(form.getByText('Attach at least one image of the transfer.')).toBeInTheDocument();
    expect(confirmWithdrawal).not.toHaveBeenCalled();

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(proofs, new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    expect(form.getByText('receipt.gif was not added: use .png, .jpg, .jpeg images.')).toBeInTheDocument();
    await user.upload(proofs, png('scan.png', 5 * MB + 1));
    expect(form.getByText('scan.png was not added: it is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(proofs, [png('one.png'), png('two.png'), png('three.png'), png('four.png')]);
    expect(form.getByText('four.png was not added: at most 3 images.')).toBeInTheDocument();
    expect(confirmWithdrawal).not.toHaveBeenCalled();

    await userEvent.click(form.getByRole('button', { name: 'Report: not received' }));
    expect(
      await screen.findByText('Recorded as not received. Customer service will look into it.'),
    ).toBeInTheDocument();
    const sent = confirmWithdrawal.mock.calls[0]![0] as { remark: string; proofImages: string[] };
    expect(sent.remark).toBe(`Nothing arrived 😞${'x'.repeat(123)}`);
    expect(sent.proofImages).toHaveLength(3);
    expect(sent.proofImages[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('keeps everything typed when the platform refuses, and says why', async () => {
    renderPage({
      confirmWithdrawal: vi.fn().mockRejectedValue(
        new PlatformError('server', 'confirmWithdrawal', 'refused', {
          serverMessage: 'A proof image must be a png or jpg picture.',
        }),
      ),
    });
    const form = await openConfirmation();
    await userEvent.click(form.getByRole('button', { name: 'Nothing' }));
    await userEvent.type(form.getByLabelText(/^What happened/), 'Nothing arrived');
    await userEvent.upload(form.getByLabelText(/^Proof images/), png('one.png'));
    await userEvent.click(form.getByRole('button', { name: 'Report: not received' }));
    const alert = await form.findByText('A proof image must be a png or jpg picture.');
    expect(alert.closest('[data-slot="form-alert"]')).toHaveAttribute('role', 'alert');
    expect(form.getByLabelText(/^What happened/)).toHaveValue('Nothing arrived');
    expect(form.getByText('one.png')).toBeInTheDocument();
  });

  it('shows the proof images sent with a disputed payout', async () => {
    renderPage({
      withdrawals: {
        list: [withdrawalOf(2, 150, 'not-received', { remark: 'Nothing came', proofIds: [11, 12] })],
        totalPages: 1,
      },
      withdrawalProof: ({ proofId }: { proofId: number }) => ({ proofId, image: `data:image/png;base64,${proofId}` }),
    });
    const proofs = await screen.findByRole('list', { name: 'Proof images you sent' }, { timeout: 5000 });
    expect(await within(proofs).findByRole('img', { name: 'Proof image 2' })).toHaveAttribute(
      'src',
      'data:image/png;base64,12',
    );
    expect(screen.getByText('Your note: Nothing came')).toBeInTheDocument();
  });
});
