import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { pageLiveEvent, usePageLive } from '../core/page-live.ts';
import { createStore, holdServerState, releaseServerState, useStore } from '../core/store.ts';
import { earlyPressScript } from './early-press-script.ts';

/**
 * The early script with React itself: a screen drawn by the server, used before its code runs,
 * then hydrated as the browser does (no test `act`, so React schedules its work as in a page).
 */

const html = document.documentElement;
let root: Root | undefined;
let actEnvironment: unknown;
const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };

beforeAll(() => {
  actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});
afterEach(async () => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  delete html.dataset.hydrated;
  // A test's script that never saw its page go live is cleared by announcing it.
  document.dispatchEvent(new Event(pageLiveEvent));
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Draws the screen as the server does and runs the inline script, as the page's <head> does. */
function drawOnServer(screen: ReactElement) {
  document.body.innerHTML = `<div id="root">${renderToString(screen)}</div>`;
  new Function(earlyPressScript)();
}

/**
 * The code arrives: the screen hydrates with the stores' server state and says it is live, the
 * stores' browser state is let through (as boot/start-page.tsx does); resolves once the kept work
 * is done.
 */
async function hydrate(screen: ReactElement) {
  holdServerState();
  document.addEventListener(pageLiveEvent, releaseServerState, { once: true });
  root = hydrateRoot(document.getElementById('root')!, screen);
  await vi.waitFor(() => expect(html).toHaveAttribute('data-hydrated'));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  document.querySelector(`[aria-label="${label}"]`) as unknown as T;

/**
 * Typing as the browser does: the value changes (not through a setter a script may have put on
 * the field, as React does once it hydrates), then an input event.
 */
function type(label: string, text: string) {
  const input = field(label);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

interface SearchProps {
  onSearch: (text: string) => void;
  onText: (text: string) => void;
}

/** The server draws a guest; the browser knows the member, whom the page shows once live. */
const visitor = createStore('member', 'guest');

/**
 * A search box like the lobby's: controlled, submitted by Enter or its button. It draws again once
 * live, for the member, which puts React's own value back in the box.
 */
function Search({ onSearch, onText }: SearchProps) {
  usePageLive();
  const [text, setText] = useState('');
  const who = useStore(visitor);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input
        aria-label="Search"
        type="search"
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onText(event.target.value);
        }}
      />
      <output aria-label="Searching for">{text}</output>
      <p>Searching as {who}</p>
      <button type="submit">Search</button>
    </form>
  );
}

interface Account {
  name: string;
  nickname: string;
  password: string;
  currency: string;
  news: boolean;
}

/** A form without a submit button (Enter submits it) with every kind of field. */
function AccountForm({ onSubmit, onNickname }: { onSubmit: (account: Account) => void; onNickname: () => void }) {
  usePageLive();
  const [account, setAccount] = useState<Account>({
    name: '',
    nickname: 'Lucky',
    password: '',
    currency: 'USD',
    news: false,
  });
  const set = (change: Partial<Account>) => setAccount((current) => ({ ...current, ...change }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(account);
      }}
    >
      <input aria-label="Name" value={account.name} onChange={(event) => set({ name: event.target.value })} />
      <input
        aria-label="Nickname"
        value={account.nickname}
        onChange={(event) => {
          onNickname();
          set({ nickname: event.target.value });
        }}
      />
      <input
        aria-label="Password"
        type="password"
        value={account.password}
        onChange={(event) => set({ password: event.target.value })}
      />
      <select
        aria-label="Currency"
        value={account.currency}
        onChange={(event) => set({ currency: event.target.value })}
      >
        <option value="USD">USD</option>
        <option value="EUR">EUR</option>
      </select>
      <input
        aria-label="News"
        type="checkbox"
        checked={account.news}
        onChange={(event) => set({ news: event.target.checked })}
      />
    </form>
  );
}

describe('the early script with a hydrating React screen', () => {
  it('puts typed text into a controlled input: React’s onChange sees it and its state holds it', async () => {
    const onText = vi.fn();
    const screen = <Search onSearch={vi.fn()} onText={onText} />;
    drawOnServer(screen);
    type('Search', 'Drag');
    type('Search', 'Dragon');
    await hydrate(screen);
    // The screen drew again once live (React then puts its own value in the box), and still shows
    // what was typed.
    expect(document.body).toHaveTextContent('Searching as member');
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onText).toHaveBeenCalledWith('Dragon');
    expect(field('Search').value).toBe('Dragon');
    expect(field<HTMLOutputElement>('Searching for').textContent).toBe('Dragon');
  });

  it('makes Enter (a press on the submit button) once, after the text is back', async () => {
    const onSearch = vi.fn();
    const screen = <Search onSearch={onSearch} onText={vi.fn()} />;
    drawOnServer(screen);
    type('Search', 'Dragon');
    // Enter in a form with a submit button is a click on that button, made by the browser; the
    // player, seeing nothing happen, presses it again.
    for (const press of ['Enter', 'Enter again']) {
      document.querySelector('button')!.click();
      expect(onSearch, press).not.toHaveBeenCalled();
    }
    await hydrate(screen);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Dragon');
  });

  it('submits a form sent with Enter once, with every changed field back in the state', async () => {
    const onSubmit = vi.fn();
    const onNickname = vi.fn();
    const screen = <AccountForm onSubmit={onSubmit} onNickname={onNickname} />;
    drawOnServer(screen);
    type('Name', 'Anna');
    type('Password', 'hunter2');
    const currency = field<HTMLSelectElement>('Currency');
    currency.value = 'EUR';
    currency.dispatchEvent(new Event('change', { bubbles: true }));
    field('News').click();
    const form = document.querySelector('form')!;
    form.requestSubmit();
    form.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
    await hydrate(screen);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Anna',
      nickname: 'Lucky',
      password: 'hunter2',
      currency: 'EUR',
      news: true,
    });
    // The field nobody touched was left alone.
    expect(onNickname).not.toHaveBeenCalled();
    expect(field('Nickname').value).toBe('Lucky');
    expect(field('News').checked).toBe(true);
  });

  it('takes a password from its field alone: one emptied before the page is live stays empty', async () => {
    const onSubmit = vi.fn();
    const screen = <AccountForm onSubmit={onSubmit} onNickname={vi.fn()} />;
    drawOnServer(screen);
    type('Password', 'hunter2');
    type('Name', 'Anna');
    // Both fields lose what they show (a password manager, the browser); the script holds a copy
    // of the name only.
    field('Password').value = '';
    field('Name').value = '';
    document.querySelector('form')!.requestSubmit();
    await hydrate(screen);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Anna', password: '' }));
    expect(field('Password').value).toBe('');
  });

  it('leaves the page alone once live: typing and submitting then are the screen’s own', async () => {
    const onSearch = vi.fn();
    const onText = vi.fn();
    const screen = <Search onSearch={onSearch} onText={onText} />;
    drawOnServer(screen);
    await hydrate(screen);
    type('Search', 'Tiger');
    document.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Tiger');
  });
});
