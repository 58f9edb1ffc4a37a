import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageLiveEvent } from '../core/page-live-event.ts';
import { earlyPressScript } from './early-press-script.ts';

const announcePageLive = () => document.dispatchEvent(new Event(pageLiveEvent));

/** Runs the script as the browser does: a classic inline script in the global scope. */
const runScript = () => new Function(earlyPressScript)();

/** Every press event that reaches the page's own handlers (on the body, as React's root would). */
let seen: string[] = [];
const record = (event: Event) => seen.push(`${event.type}:${(event.target as HTMLElement).id}`);
const pressTypes = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

beforeEach(() => {
  seen = [];
  document.body.innerHTML = `
    <form id="form"><button id="login" type="submit"><span id="label">Log in</span></button></form>
    <div id="menu" role="button">EN</div>
    <a id="link" href="#promotions">Promotions</a>
    <a id="link-button" role="button" href="#help">Help</a>
    <p id="text">Welcome</p>`;
  for (const type of pressTypes) document.body.addEventListener(type, record);
  runScript();
});

afterEach(() => {
  // The script's listener goes once the page is live; announcing it clears this test's script.
  announcePageLive();
  for (const type of pressTypes) document.body.removeEventListener(type, record);
});

const byId = (id: string) => document.getElementById(id)!;
const click = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('the early-press script', () => {
  it('holds back a press on a control before the page is live, even on its label', () => {
    expect(click('label')).toBe(false);
    expect(seen).toEqual([]);
  });

  it('makes the last kept press again, as a whole press, once the page is live', () => {
    click('menu');
    click('label');
    announcePageLive();
    expect(seen).toEqual(pressTypes.map((type) => `${type}:login`));
  });

  it('makes it once, and leaves later presses to the page', () => {
    click('login');
    announcePageLive();
    announcePageLive();
    seen = [];
    expect(click('menu')).toBe(true);
    expect(seen).toEqual(['click:menu']);
  });

  it('leaves links, even with a button role, and plain text to the browser', () => {
    expect(click('link')).toBe(true);
    expect(click('link-button')).toBe(true);
    expect(click('text')).toBe(true);
    expect(seen).toEqual(['click:link', 'click:link-button', 'click:text']);
    announcePageLive();
    expect(seen).toHaveLength(3);
  });

  it('drops a kept press whose control has left the page', () => {
    click('login');
    byId('form').remove();
    announcePageLive();
    expect(seen).toEqual([]);
  });

  it('is a small classic script with no modern syntax', () => {
    expect(earlyPressScript.length).toBeLessThan(1000);
    expect(earlyPressScript).not.toMatch(/\bimport\b|=>|\blet\b|\bconst\b|`/);
  });
});
