import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { CountryDialSelect, type CountryDialSelectProps } from './country-dial-select.tsx';
import { countryFixtures, fixtureFlagSrc } from './fixtures.ts';

const baseProps: CountryDialSelectProps = {
  countries: countryFixtures,
  flagSrc: fixtureFlagSrc,
  label: 'Country dialing code',
  searchLabel: 'Search countries',
  searchPlaceholder: 'Country or code',
  emptyMessage: 'No country matches',
};

function renderSelect(props: Partial<CountryDialSelectProps> = {}) {
  const onValueChange = vi.fn();
  render(<CountryDialSelect {...baseProps} defaultValue="PH" onValueChange={onValueChange} {...props} />);
  return { onValueChange, trigger: screen.getByRole('button', { name: /Country dialing code/ }) };
}

describe('CountryDialSelect', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'country-dial-select',
      element: HTMLButtonElement,
      render: (props) => <CountryDialSelect {...baseProps} defaultValue="PH" {...props} />,
    });
  });

  describe('flags', () => {
    // Flags load lazily; without IntersectionObserver LazyImage treats every image as in view.
    beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('shows the chosen flag and dialing code on the button', () => {
      const { trigger } = renderSelect();
      expect(trigger).toHaveAccessibleName('Country dialing code Philippines +63');
      expect(within(trigger).getByRole('img', { name: 'Philippines' })).toHaveAttribute('src', fixtureFlagSrc('PH'));
    });

    it('builds flag URLs from imageHost', () => {
      const { trigger } = renderSelect({ flagSrc: undefined, imageHost: 'https://img.example.com/' });
      expect(within(trigger).getByRole('img')).toHaveAttribute(
        'src',
        'https://img.example.com/TCG_PROD_IMAGES/COUNTRY_FLAG/PH.png',
      );
    });

    it('shows the country code when the flag will not load', () => {
      vi.useFakeTimers();
      const { trigger } = renderSelect({ flagSrc: () => 'https://img.example.com/missing.png' });
      // LazyImage tries three times, a second apart.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        fireEvent.error(within(trigger).getByRole('img'));
        act(() => vi.advanceTimersByTime(1000));
      }
      const fallback = within(trigger).getByRole('img', { name: 'Philippines' });
      expect(fallback).toHaveTextContent('PH');
      expect(fallback.tagName).not.toBe('IMG');
    });

    it('shows the country code when there is no image source at all', () => {
      const { trigger } = renderSelect({ flagSrc: undefined, imageHost: undefined });
      expect(within(trigger).getByRole('img', { name: 'Philippines' })).toHaveTextContent('PH');
    });
  });

  it('searches by name and picks with Enter, then returns focus to the button', async () => {
    const { onValueChange, trigger } = renderSelect();
    await userEvent.click(trigger);
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'viet');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vietnam+84']);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(countryFixtures[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Country dialing code Vietnam +84');
    expect(trigger).toHaveFocus();
  });

  it('moves the highlight with the arrow keys from the current choice', async () => {
    const { onValueChange, trigger } = renderSelect({ defaultValue: 'TH' });
    await userEvent.click(trigger);
    const search = screen.getByRole('combobox');
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Thailand');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(active()).toHaveTextContent('Indonesia');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'ID' }));
  });

  it('does not run past either end of the list', async () => {
    const { trigger } = renderSelect();
    await userEvent.click(trigger);
    const search = screen.getByRole('combobox');
    await userEvent.type(search, '+6');
    await userEvent.keyboard('{ArrowUp}');
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Philippines');
    await userEvent.keyboard('{PageDown}');
    expect(active()).toHaveTextContent('Singapore');
  });

  it('tells when nothing matches', async () => {
    const { trigger } = renderSelect();
    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole('combobox'), 'Atlantis');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No country matches');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('picks with the pointer', async () => {
    const { onValueChange, trigger } = renderSelect();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: /Japan/ }));
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ countryCode: 'JP' }));
  });

  it('follows a controlled value and starts each opening with an empty search', async () => {
    const { trigger } = renderSelect({ value: 'SG', defaultValue: undefined });
    expect(trigger).toHaveAccessibleName('Country dialing code Singapore +65');
    await userEvent.click(trigger);
    await userEvent.type(screen.getByRole('combobox'), 'japan');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(trigger);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(countryFixtures.length);
  });

  it('shows the placeholder before a country is chosen', () => {
    const { trigger } = renderSelect({ defaultValue: undefined, placeholder: 'Code' });
    expect(trigger).toHaveAccessibleName('Country dialing code Code');
  });
});
