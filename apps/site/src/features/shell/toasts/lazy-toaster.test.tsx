import { dismissToast, toast } from '@lobbykit/ui/toast';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../../core/testing/test-i18n.ts';
import { LazyToaster } from './lazy-toaster.tsx';

beforeAll(() => setUpTestI18n());
// The toast store lives for the whole page; empty it between tests.
afterEach(() => act(() => dismissToast()));

const viewport = () => document.querySelector('[data-slot="toast-viewport"]');

describe('LazyToaster', () => {
  it('renders nothing until a toast is raised, then shows it in the labelled viewport', async () => {
    render(<LazyToaster />);
    expect(viewport()).toBeNull();

    act(() => {
      toast({ title: 'Password changed', variant: 'success' });
    });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows a toast raised before it mounted, and keeps the viewport once the toast has gone', async () => {
    act(() => {
      toast({ title: 'Welcome back' });
    });
    render(<LazyToaster />);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();

    act(() => dismissToast());
    await waitFor(() => expect(screen.queryByText('Welcome back')).toBeNull(), { timeout: 3000 });
    expect(viewport()).not.toBeNull();
  });
});
