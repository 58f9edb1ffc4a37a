import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConformance } from '../../test/conformance.tsx';
import { CopyButton } from './copy-button.tsx';
import { copyText } from './copy-text.ts';

const labels = { label: 'Copy member ID', copiedMessage: 'Copied', failedMessage: 'Could not copy' };

// happy-dom has neither a secure context flag nor execCommand; each test sets what it needs.
function setSecureContext(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}
function setExecCommand(result: boolean | (() => never)) {
  const execCommand = vi.fn(typeof result === 'function' ? result : () => result);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

beforeEach(() => setSecureContext(true));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const execCommand = setExecCommand(true);
    await expect(copyText('M10023881')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('M10023881');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the Clipboard API is refused', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    let copiedText = '';
    const execCommand = setExecCommand(true);
    execCommand.mockImplementation(() => {
      copiedText = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    render(<button type="button">Copy</button>);
    const button = screen.getByRole('button');
    button.focus();
    await expect(copyText('M10023881')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe('M10023881');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('uses the fallback outside a secure context', async () => {
    setSecureContext(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const execCommand = setExecCommand(true);
    await expect(copyText('x')).resolves.toBe(true);
    expect(writeText).not.toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('reports failure when both ways fail', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    setExecCommand(() => {
      throw new Error('unsupported');
    });
    await expect(copyText('x')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('CopyButton', () => {
  it('conforms: data-slot, className merge, ref, axe', async () => {
    await expectConformance({
      slot: 'copy-button',
      element: HTMLButtonElement,
      render: (props) => <CopyButton value="M10023881" {...labels} {...props} />,
    });
  });

  it('is named by its label, with any visible text first', () => {
    render(
      <CopyButton value="M10023881" {...labels}>
        M10023881
      </CopyButton>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('M10023881 Copy member ID');
  });

  it('copies the value, shows and announces the message, then clears it after 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopied = vi.fn();
    render(<CopyButton value="M10023881" onCopied={onCopied} {...labels} />);
    const button = screen.getByRole('button', { name: 'Copy member ID' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(button);
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('M10023881');
    expect(onCopied).toHaveBeenCalledWith('M10023881');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    expect(button).toHaveAttribute('data-state', 'copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(button).toHaveAttribute('data-state', 'idle');
  });

  it('restarts the message when copied again', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyButton value="M10023881" {...labels} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await act(async () => {});
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(button);
    await act(async () => {});
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says so when copying fails', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    setExecCommand(false);
    const onCopyFailed = vi.fn();
    render(<CopyButton value="M10023881" onCopyFailed={onCopyFailed} {...labels} />);
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('status')).toHaveTextContent('Could not copy');
    expect(onCopyFailed).toHaveBeenCalledWith('M10023881');
  });

  it('stays quiet on failure without a failure message', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    setExecCommand(false);
    render(<CopyButton value="x" label="Copy" copiedMessage="Copied" />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('lets Escape dismiss the message', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<CopyButton value="x" {...labels} />);
    await userEvent.click(screen.getByRole('button'));
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
