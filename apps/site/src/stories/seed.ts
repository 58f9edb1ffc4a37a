/**
 * The recorded seed content a page story's play function looks for, in the brand and language
 * the story shows, so an assertion reads "the first home banner is there" rather than a copy of
 * its title that would go stale when the sandbox's seed changes.
 */
import i18next from 'i18next';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fixtureLanguages, type FixtureLanguage, type FixtureSet } from './fixtures/fixture-format.ts';
import { platformFixtures, storyBrand } from './platform-handlers.ts';

function storyLanguage(): FixtureLanguage {
  const language = i18next.language?.toUpperCase();
  return (fixtureLanguages as readonly string[]).includes(language) ? (language as FixtureLanguage) : 'EN';
}

/**
 * The value the platform answered `call` with for this story's brand and language, as `set`
 * (guest, the member…); `params` narrows it down where one call was recorded several times.
 */
export function seedValue<Value>(call: string, params: Record<string, string> = {}, set: FixtureSet = 'guest'): Value {
  const answer = platformFixtures.brands[storyBrand()][storyLanguage()][set]?.find(
    (recorded) =>
      recorded.call === call && Object.entries(params).every(([key, value]) => recorded.params[key] === value),
  );
  if (!answer) throw new Error(`nothing was recorded for ${call} ${JSON.stringify(params)} as ${set}`);
  return answer.value as Value;
}

/**
 * How long a page story waits for seed content: the first story of a run loads the screen's
 * chunk, the platform client and the locale packs on demand, which takes seconds on a cold cache.
 */
export const seedTimeout = { timeout: 12_000 };

/** A pattern that matches any of these texts, literally. */
export function anyOf(texts: readonly string[]): RegExp {
  return new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/**
 * Waits until the element can be seen: dialogs and panels fade in, so they start transparent.
 * Pass a lookup rather than an element where the screen may redraw it (a lazy part arriving, the
 * still banner giving way to the carousel): it is looked up afresh on every try, so a replaced
 * node is not waited on for ever.
 */
export async function expectVisible(element: Element | null | undefined | (() => Element | null | undefined)) {
  await waitFor(() => expect(typeof element === 'function' ? element() : element).toBeVisible(), seedTimeout);
}

/** Waits until the first element reading this text is on screen, looked up afresh on every try. */
export async function expectTextShown(container: HTMLElement, text: string) {
  await expectVisible(() => within(container).getAllByText(text)[0]);
}

/** Waits until the banner with this title is on screen. */
export async function expectBannerShown(
  canvas: { getAllByRole: (role: 'img', options: { name: string }) => HTMLElement[] },
  title: string,
) {
  await expectVisible(() => canvas.getAllByRole('img', { name: title })[0]);
}

/** The open member or agent centre's panel. */
export const centrePanel = (name: RegExp = /member centre/i) => screen.findByRole('dialog', { name }, seedTimeout);

/**
 * A centre page once it has drawn and can be seen (the panel slides in, the page's chunk and
 * strings arrive on demand), found by its `data-slot`, with queries bound to it; `centre` names the
 * panel (the member centre unless told).
 */
export async function centrePage(slot: string, centre?: RegExp) {
  const panel = await centrePanel(centre);
  const page = await waitFor(() => {
    const element = panel.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
    if (!element) throw new Error(`the page ${slot} has not drawn yet`);
    return element;
  }, seedTimeout);
  await expectVisible(page);
  return within(page);
}
