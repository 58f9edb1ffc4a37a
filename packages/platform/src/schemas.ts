/**
 * Schema pieces several areas share. Objects are loose: the site reads the fields named here and
 * passes through whatever else a platform sends, so a new field never breaks a screen.
 */
import { z } from 'zod/mini';
import { platformImageUrl, platformUrl } from './safe-url.ts';

export const none = z.looseObject({});

/** A call whose `value` the site does not read (logout, feedback…). */
export const anyValue = z.unknown();

export const text = z.string();
export const nonEmpty = z.string().check(z.minLength(1));
export const count = z.number().check(z.int(), z.nonnegative());
export const money = z.number().check(z.nonnegative());
/**
 * The most any one request may move, in currency units (our decision; the spec names none): far
 * above any real payment, and its cents stay exact integers (Number.MAX_SAFE_INTEGER is ~9e15).
 */
export const MAX_AMOUNT = 1_000_000_000;
/** The most points, items or members a request may count. */
export const MAX_COUNT = 1_000_000_000;

const twoDecimals = z.refine<number>(
  (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
  'at most two decimals',
);
/** An amount a player asks to move: positive, at most two decimals, at most MAX_AMOUNT. */
export const amount = z.number().check(z.positive(), z.maximum(MAX_AMOUNT), twoDecimals);
/** A money figure a request sets (a contract's valid-bet term): like `amount`, but 0 is allowed. */
export const moneyInput = z.number().check(z.nonnegative(), z.maximum(MAX_AMOUNT), twoDecimals);
/** A whole number a request counts with (points, quantity, members): 1 to MAX_COUNT. */
export const countInput = z.number().check(z.int(), z.positive(), z.maximum(MAX_COUNT));
export const id = z.union([z.number(), z.string()]);
/** Epoch milliseconds. */
export const timestamp = z.number();

/*
 * Every address the platform sends passes one check (safe-url.ts) here, at the edge: what is not an
 * https URL (or an allowed site path) never reaches a link, an image, a window or a frame.
 */
/** An address the site cannot do without (a game, a payment page): anything else fails the call. */
export const requiredPlatformUrl = z.pipe(
  z.string(),
  z.transform((raw, context) => {
    const url = platformUrl(raw);
    if (url === null) context.issues.push({ code: 'custom', message: 'not a safe address', input: raw });
    return url ?? '';
  }),
);
/** An address the item can show without (a link, a QR code): a bad one is dropped. */
export const optionalPlatformUrl = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((raw) => platformUrl(raw) ?? undefined),
  ),
);
/** Hosts the site builds addresses on (image and game CDNs): the unsafe ones are left out. */
export const platformUrlList = z.pipe(
  z.array(z.string()),
  z.transform((list) => list.map((raw) => platformUrl(raw)).filter((url): url is string => url !== null)),
);
/** A picture the item can show without (a tile, a logo, an avatar): a bad one is dropped. */
export const optionalImageUrl = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((raw) => platformImageUrl(raw) ?? undefined),
  ),
);

/** The avatars a member may pick and the one chosen, as image addresses; an unsafe one is not offered. */
export const memberIcons = z.looseObject({
  icon: optionalImageUrl,
  icons: z._default(
    z.pipe(
      z.array(z.string()),
      z.transform((list) => list.map((raw) => platformImageUrl(raw)).filter((url): url is string => url !== null)),
    ),
    [],
  ),
});

export const pageRequest = {
  pageNo: z._default(z.number().check(z.int(), z.positive()), 1),
  pageSize: z._default(z.number().check(z.int(), z.positive(), z.maximum(100)), 12),
};

export function paged<Item extends z.ZodMiniType>(item: Item) {
  return z.looseObject({ list: z.array(item), totalPages: count });
}

/** Account types (spec §6): 0 member, 1/2/41/42 agents, 4 trial. */
export const accountType = z.number().check(z.int());

/** A session: what login, free play and registration return. */
export const sessionValue = z.looseObject({
  token: nonEmpty,
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  isAgent: z.optional(accountType),
  username: z.optional(text),
});

export type Session = z.infer<typeof sessionValue>;

/** A mobile number as the SMS calls send it (spec §3: mobileNum, countryDialingCode). */
export const mobileNumber = { mobileNum: nonEmpty, countryDialingCode: nonEmpty };

export const smsSentValue = z.looseObject({
  /** The SMS countdown is this many minutes (spec §4, default 1). */
  expiredMinutes: z._default(z.number().check(z.positive()), 1),
});

/** A game as the lobby lists it (protocol notes: `showIcon ?? iconUrl`, `gameName ?? nodeName`). */
export const gameItem = z.looseObject({
  nodeId: id,
  vassalage: text,
  gameType: text,
  gameCode: z.optional(text),
  gameName: z.optional(text),
  nodeName: z.optional(text),
  displayName: z.optional(text),
  showIcon: optionalImageUrl,
  iconUrl: optionalImageUrl,
  minBet: z.optional(z.number()),
  isHot: z.optional(z.number()),
  gameClassify: z.optional(text),
});

export type GameItem = z.infer<typeof gameItem>;

/**
 * Where a launched game opens: an iframe on the site, so an https page of the provider (or the
 * sandbox's own path, where allowed); a `javascript:` or `data:` address would run as the site or
 * in a frame it cannot vet.
 */
export const gameAddress = requiredPlatformUrl;

export const gameLaunchValue = z.looseObject({
  content: z.looseObject({ game_url: gameAddress }),
});

/** HTML content is passed on as text; the site sanitises it before rendering. */
export const html = z.string();
