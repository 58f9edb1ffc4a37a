/**
 * MSW handlers that answer the site's platform calls in Storybook from the answers recorded from
 * the sandbox (`fixtures/platform-fixtures.json`), in the platform's wire format: the
 * `{ success, value }` envelope (answers are never encrypted; only some request bodies are), and
 * the sandbox's generated images for its image CDN path.
 *
 * A request is answered only when a recorded answer fits it; anything else stays unhandled, and
 * the preview's `onUnhandledRequest` fails the story, so a screen that starts a call nobody
 * recorded is noticed rather than shown half-empty.
 */
import { endpoints, type Endpoint } from '@lobbykit/platform';
import { http, HttpResponse } from 'msw';
import {
  answers,
  fixtureBrands,
  fixtureLanguages,
  selectingParams,
  type FixtureBrand,
  type FixtureLanguage,
  type FixtureSet,
  type PlatformFixtures,
  type RecordedAnswer,
} from './fixtures/fixture-format.ts';
import recorded from './fixtures/platform-fixtures.json';

export const platformFixtures = recorded as unknown as PlatformFixtures;

/** The session tokens page stories sign in with; each picks the answers recorded for that account. */
export const storyTokens = { member: 'story-member-token', agent: 'story-agent-token' } as const;

/** The platform's state for the current story (spec §2 system status). */
export type PlatformStatus = 'normal' | 'maintenance' | 'regionBlocked';

let platformStatus: PlatformStatus = 'normal';

/** Set by the page stories' `beforeEach` before the screen renders. */
export function setPlatformStatus(status: PlatformStatus) {
  platformStatus = status;
}

const endpointByRoute = new Map<string, Endpoint>(
  Object.values(endpoints).map((endpoint: Endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);

const isBrand = (value: string | undefined): value is FixtureBrand =>
  (fixtureBrands as readonly string[]).includes(value ?? '');

/**
 * The brand on <html data-brand>, where the toolbar puts it. The site's client names its merchant
 * once, when it loads, so after a brand switch in the toolbar the page is the one that knows.
 */
export function storyBrand(): FixtureBrand {
  const brand = document.documentElement.dataset.brand;
  return isBrand(brand) ? brand : 'AURORA';
}

function languageOf(request: Request): FixtureLanguage {
  const language = request.headers.get('Language')?.toUpperCase();
  return (fixtureLanguages as readonly string[]).includes(language ?? '') ? (language as FixtureLanguage) : 'EN';
}

/** Which recorded sets answer, most specific first: the platform's state, the signed-in account, the public calls. */
function setsFor(request: Request): FixtureSet[] {
  const sets: FixtureSet[] = [];
  if (platformStatus !== 'normal') sets.push(platformStatus);
  const token = request.headers.get('Authorization');
  if (token === storyTokens.member) sets.push('member');
  else if (token === storyTokens.agent) sets.push('agent');
  else if (token) return []; // A token no story hands out: nothing is recorded for it.
  sets.push('guest');
  return sets;
}

/** The recorded answer that fits best (the most parameters in common), or undefined. */
export function findAnswer(
  brand: FixtureBrand,
  language: FixtureLanguage,
  sets: readonly FixtureSet[],
  call: string,
  params: Record<string, string> = {},
): RecordedAnswer | undefined {
  for (const set of sets) {
    const fitting = (platformFixtures.brands[brand][language][set] ?? []).filter((answer) =>
      answers(answer, call, params),
    );
    if (fitting.length > 0) {
      return fitting.reduce((best, answer) =>
        Object.keys(answer.params).length > Object.keys(best.params).length ? answer : best,
      );
    }
  }
  return undefined;
}

const answerOf = new WeakMap<Request, RecordedAnswer | undefined>();

async function answerFor(request: Request): Promise<RecordedAnswer | undefined> {
  if (answerOf.has(request)) return answerOf.get(request);
  const url = new URL(request.url);
  const endpoint = endpointByRoute.get(`${request.method} ${url.pathname}`);
  let answer: RecordedAnswer | undefined;
  if (endpoint) {
    const body = request.method === 'GET' || endpoint.encrypted ? undefined : await request.clone().text();
    const params = selectingParams(url, body);
    answer = findAnswer(storyBrand(), languageOf(request), setsFor(request), endpoint.name, params);
  }
  answerOf.set(request, answer);
  return answer;
}

const imagePath = (request: Request) => new URL(request.url).pathname;

const pngPrefix = 'data:image/png;base64,';

/** A recorded image as the CDN serves it: SVG text, or a PNG kept as a data: address. */
function imageResponse(asset: string) {
  if (!asset.startsWith(pngPrefix)) {
    return new HttpResponse(asset, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
  }
  const bytes = Uint8Array.from(atob(asset.slice(pngPrefix.length)), (char) => char.charCodeAt(0));
  return new HttpResponse(bytes, { headers: { 'Content-Type': 'image/png' } });
}

export const platformHandlers = [
  http.all(
    async ({ request }) => (await answerFor(request)) !== undefined,
    async ({ request }) => HttpResponse.json({ success: true, value: (await answerFor(request))?.value ?? null }),
  ),
  http.get(
    ({ request }) => Object.hasOwn(platformFixtures.assets, imagePath(request)),
    ({ request }) => imageResponse(platformFixtures.assets[imagePath(request)]!),
  ),
];
