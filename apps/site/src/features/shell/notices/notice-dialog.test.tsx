import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOverlay, openOverlay, overlayStore } from '../../../core/overlays.ts';
import { fakeCall } from '../testing/fake-platform.ts';
import { renderWithSwr } from '../../../core/testing/render.tsx';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import NoticeDialog from './notice-dialog.tsx';
import { installFakePlatform } from '../../../core/testing/fake-platform.ts';

const platform = installFakePlatform();

const notices = [
  { id: 1, title: 'Maintenance on Sunday', content: '<p>From <strong>02:00</strong>.</p>', type: 'B', createTime: 0 },
  {
    id: 2,
    title: 'New deposit channels',
    content: '<p>GCash</p>',
    type: 'PL',
    createTime: 0,
  },
];

beforeAll(() => setUpTestI18n());
beforeEach(() => {
  platform.call.mockImplementation(fakeCall({ announcements: notices }));
});
afterEach(() => {
  act(() => closeOverlay());
  platform.call.mockReset();
});

const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('NoticeDialog', () => {
  it('opens at the notice pressed in the bar, one at a time, the others closed', async () => {
    openOverlay({ kind: 'notices', index: 1 });
    renderWithSwr(<NoticeDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await within(dialog).findByText('Maintenance on Sunday');
    expect(trigger('New deposit channels')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Maintenance on Sunday')).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('GCash')).toBeInTheDocument();

    await userEvent.click(trigger('Maintenance on Sunday'));
    expect(trigger('Maintenance on Sunday')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('New deposit channels')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger('Maintenance on Sunday'));
    expect(trigger('Maintenance on Sunday')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows times as YYYY-MM-DD HH:mm:ss', async () => {
    openOverlay({ kind: 'notices', index: 0 });
    renderWithSwr(<NoticeDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const times = await within(dialog).findAllByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(times).toHaveLength(2);
  });

  it('closes with its button', async () => {
    openOverlay({ kind: 'notices', index: 0 });
    renderWithSwr(<NoticeDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(overlayStore.get()).toBeNull();
  });

  it('explains a failure and retries', async () => {
    platform.call.mockRejectedValueOnce(new Error('offline')).mockImplementation(fakeCall({ announcements: notices }));
    openOverlay({ kind: 'notices', index: 0 });
    renderWithSwr(<NoticeDialog />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maintenance on Sunday')).toBeInTheDocument();
  });
});
