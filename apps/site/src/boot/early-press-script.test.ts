import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageLiveEvent } from '../core/page-live-event.ts';
import { earlyPressScript } from './early-press-script.ts';

const announcePageLive = () => document.dispatchEvent(new Event(pageLiveEvent));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Announces the page live and waits for the script's two tasks: typed values, then the action. */
async function goLive() {
  announcePageLive();
  await nextTask();
  await nextTask();
}

/** Runs the script as the browser does: a classic inline script in the global scope. */
const runScript = () => new Function(earlyPressScript)();

/** Every event that reaches the page's own handlers (on the body, as React's root would). */
let seen: string[] = [];
const record = (event: Event) => seen.push(`${event.type}:${(event.target as HTMLElement).id}`);
const pressTypes = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;
const watchedTypes = [...pressTypes, 'submit', 'input', 'change'] as const;
const pressOf = (id: string) => pressTypes.map((type) => `${type}:${id}`);

beforeEach(() => {
  seen = [];
  document.body.innerHTML = `
    <form id="form"><button id="login" type="submit"><span id="label">Log in</span></button></form>
    <form id="search" role="search"><input id="q" type="search" name="q" value=""></form>
    <form id="account">
      <input id="name" value="">
      <input id="nickname" value="Lucky">
      <input id="password" type="password" value="">
      <select id="currency"><option value="USD" selected>USD</option><option value="EUR">EUR</option></select>
      <button id="news" type="button" role="checkbox" aria-checked="false">News</button>
      <button id="offers" type="button" role="switch" aria-checked="false">Offers</button>
    </form>
    <div id="menu" role="button">EN</div>
    <a id="link" href="#promotions">Promotions</a>
    <a id="link-button" role="button" href="#help">Help</a>
    <p id="text">Welcome</p>`;
  for (const type of watchedTypes) document.body.addEventListener(type, record);
  // Holds back what reaches the page, as the page's code would: nothing here leaves the document.
  document.body.addEventListener('submit', preventSubmit);
  runScript();
});

afterEach(async () => {
  // The script's listeners go once the page is live; announcing it clears this test's script.
  document.body.innerHTML = '';
  await goLive();
  for (const type of watchedTypes) document.body.removeEventListener(type, record);
  document.body.removeEventListener('submit', preventSubmit);
});

const preventSubmit = (event: Event) => event.preventDefault();
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const click = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const submit = (id: string) => byId(id).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

/** Types into a field as the browser does: the value changes, then an input event. */
function type(id: string, text: string) {
  const field = byId<HTMLInputElement>(id);
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the early-press script: presses', () => {
  it('holds back a press on a control before the page is live, even on its label', () => {
    expect(click('label')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('makes the last kept press again, as a whole press, once the page is live', async () => {
    click('menu');
    click('label');
    await goLive();
    // The submit button's press submits its form, as a press would have.
    expect(seen).toEqual([...pressOf('login'), 'submit:form']);
  });

  it('makes it once, and leaves later presses to the page', async () => {
    click('login');
    await goLive();
    announcePageLive();
    await goLive();
    seen = [];
    expect(click('menu')).toBe(true);
    expect(seen).toEqual(['click:menu']);
  });

  it('leaves links, even with a button role, and plain text to the browser', async () => {
    expect(click('link')).toBe(true);
    expect(click('link-button')).toBe(true);
    expect(click('text')).toBe(true);
    expect(seen).toEqual(['click:link', 'click:link-button', 'click:text']);
    await goLive();
    expect(seen).toHaveLength(3);
  });

  it('drops a kept press whose control has left the page', async () => {
    click('login');
    byId('form').remove();
    await goLive();
    expect(seen).toEqual([]);
  });
});

describe('the early-press script: forms', () => {
  it('holds back a form submitted with Enter and submits it once, once live', async () => {
    type('q', 'Dragon');
    expect(submit('search')).toBe(false);
    expect(submit('search')).toBe(false);
    expect(seen).toEqual(['input:q']);
    await goLive();
    // The typed value is set again first (the field's value is already the typed one, so only the
    // events are new), then the form is submitted, once.
    expect(seen).toEqual(['input:q', 'input:q', 'change:q', 'submit:search']);
    expect(byId<HTMLInputElement>('q').value).toBe('Dragon');
  });

  it('sets each changed field again once live, and leaves the fields nobody touched alone', async () => {
    type('name', 'Ann');
    type('name', 'Anna');
    const currency = byId<HTMLSelectElement>('currency');
    currency.value = 'EUR';
    currency.dispatchEvent(new Event('change', { bubbles: true }));
    // The page's first drawing puts the server's values back before the typed ones are set again.
    byId<HTMLInputElement>('name').value = '';
    currency.value = 'USD';
    seen = [];
    await goLive();
    expect(byId<HTMLInputElement>('name').value).toBe('Anna');
    expect(currency.value).toBe('EUR');
    expect(byId<HTMLInputElement>('nickname').value).toBe('Lucky');
    expect(seen).toEqual(['input:name', 'change:name', 'input:currency', 'change:currency']);
  });

  it('keeps nothing typed into a password field: the page is handed what the field holds', async () => {
    type('password', 'hunter2');
    type('name', 'Anna');
    // The page draws both fields anew before it is live: the text field's value is set again,
    // the password is gone with its field, as the script holds no copy of it.
    for (const id of ['password', 'name']) {
      const fresh = document.createElement('input');
      fresh.id = id;
      if (id === 'password') fresh.type = 'password';
      byId(id).replaceWith(fresh);
    }
    seen = [];
    await goLive();
    expect(byId<HTMLInputElement>('name').value).toBe('Anna');
    expect(byId<HTMLInputElement>('password').value).toBe('');
    expect(seen).toEqual(['input:name', 'change:name']);
  });

  it('hands a password still in its field to the page once live', async () => {
    type('password', 'hunter2');
    seen = [];
    await goLive();
    expect(byId<HTMLInputElement>('password').value).toBe('hunter2');
    expect(seen).toEqual(['input:password', 'change:password']);
  });

  it('keeps every setting pressed, drops one pressed twice, and presses them before the action', async () => {
    click('news');
    click('offers');
    click('offers');
    click('login');
    expect(seen).toEqual([]);
    await goLive();
    expect(seen).toEqual([...pressOf('news'), ...pressOf('login'), 'submit:form']);
  });

  it('leaves a field changed again once live to the page', async () => {
    type('name', 'Ann');
    announcePageLive();
    // Typed before the script's next task: the page has this value, newer than the one kept.
    type('name', 'Anna');
    await goLive();
    expect(byId<HTMLInputElement>('name').value).toBe('Anna');
    expect(seen).toEqual(['input:name', 'input:name']);
  });

  it('intercepts nothing once live: presses, submits and typing reach the page, and nothing is made again', async () => {
    await goLive();
    expect(click('login')).toBe(true);
    type('name', 'Anna');
    expect(submit('search')).toBe(false); // held back by the page's own handler, not the script
    byId<HTMLInputElement>('name').value = '';
    const afterLive = [...seen];
    await goLive();
    expect(afterLive).toEqual(['click:login', 'submit:form', 'input:name', 'submit:search']);
    expect(seen).toEqual(afterLive);
    expect(byId<HTMLInputElement>('name').value).toBe('');
  });
});

describe('the early-press script', () => {
  it('is a small classic script with no modern syntax', () => {
    expect(earlyPressScript.length).toBeLessThan(2600);
    expect(earlyPressScript).not.toMatch(/\bimport\b|=>|\blet\b|\bconst\b|`|\.\.\./);
  });
});
