import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { CaptchaImage, toCaptchaSrc } from './captcha-image.tsx';
import { bareBase64Png, captchaFixtures } from './fixtures.ts';

const labels = { alt: 'Captcha code', label: 'Refresh captcha' };

describe('toCaptchaSrc', () => {
  it('prefixes bare base64 as a PNG data URL', () => {
    expect(toCaptchaSrc(bareBase64Png)).toBe(`data:image/png;base64,${bareBase64Png}`);
  });

  it('keeps data, blob and http URLs as they are', () => {
    expect(toCaptchaSrc(captchaFixtures.first)).toBe(captchaFixtures.first);
    expect(toCaptchaSrc('https://cdn.example/c.png')).toBe('https://cdn.example/c.png');
    expect(toCaptchaSrc('blob:https://site/1')).toBe('blob:https://site/1');
  });

  it('treats base64 that starts with a slash (a JPEG body) as bare base64', () => {
    expect(toCaptchaSrc('/9j/4AAQ')).toBe('data:image/png;base64,/9j/4AAQ');
  });
});

describe('CaptchaImage', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'captcha-image',
      element: HTMLButtonElement,
      render: (props) => <CaptchaImage src={captchaFixtures.first} {...labels} {...props} />,
    });
  });

  it('is a button named by its label that shows the image with its alt', () => {
    render(<CaptchaImage src={bareBase64Png} {...labels} />);
    const button = screen.getByRole('button', { name: 'Refresh captcha' });
    const image = button.querySelector('img');
    expect(image).toHaveAttribute('alt', 'Captcha code');
    expect(image).toHaveAttribute('src', `data:image/png;base64,${bareBase64Png}`);
  });

  it('marks itself busy and shows a spinner while loading', () => {
    render(<CaptchaImage loading {...labels} />);
    const button = screen.getByRole('button', { name: 'Refresh captcha' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it('refreshes with Enter and Space like any button', async () => {
    const onRefresh = vi.fn();
    render(<CaptchaImage src={captchaFixtures.first} onRefresh={onRefresh} throttleMs={0} {...labels} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  describe('throttle', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('refreshes at most once per second', () => {
      const onRefresh = vi.fn();
      render(<CaptchaImage src={captchaFixtures.first} onRefresh={onRefresh} {...labels} />);
      const button = screen.getByRole('button');
      fireEvent.click(button);
      fireEvent.click(button);
      vi.advanceTimersByTime(999);
      fireEvent.click(button);
      expect(onRefresh).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      fireEvent.click(button);
      expect(onRefresh).toHaveBeenCalledTimes(2);
    });
  });
});
