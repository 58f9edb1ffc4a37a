import lobby from '@locales/en/lobby.json';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../core/testing/test-i18n.ts';
import { LobbySearch, SEARCH_DEBOUNCE_MS } from './lobby-search.tsx';

beforeAll(async () => {
  await setUpTestI18n();
  i18next.addResourceBundle('EN', 'lobby', lobby);
});
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search games by name' });

describe('LobbySearch', () => {
  it('searches once typing pauses, not on every keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<LobbySearch value="" onSearch={onSearch} />);
    for (const text of ['D', 'Dr', 'Dra', 'Drag']) {
      fireEvent.change(box(), { target: { value: text } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Drag');
  });

  it('searches at once on Enter, and the pending pause does not search again', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<LobbySearch value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'Tiger' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('Tiger');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows the address’s search when it changes under the box, and clears with its button', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<LobbySearch value="Gold" onSearch={onSearch} />);
    expect(box()).toHaveValue('Gold');
    rerender(<LobbySearch value="" onSearch={onSearch} />);
    expect(box()).toHaveValue('');
    fireEvent.change(box(), { target: { value: 'Moon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box()).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });
});
