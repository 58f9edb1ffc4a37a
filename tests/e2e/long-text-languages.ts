import { fileURLToPath } from 'node:url';
import { readLocales, referenceFolder } from '../../scripts/locale-packs.ts';

/**
 * The namespaces of the screens long-text-layout.spec.ts opens: the shell, the login and
 * registration dialogs, a lobby, the member centre's "my account" page and the agent centre's team
 * overview.
 */
export const testedNamespaces = [
  'common',
  'shell',
  'auth',
  'account',
  'lobby',
  'centres',
  'member-security',
  'agent-team',
] as const;

/** A pack missing more than this share of EN's keys in those namespaces is still being written. */
const completeShare = 0.95;

export interface PackLength {
  /** The platform's language code, upper-case: what localStorage `language` holds. */
  code: string;
  /** Its strings' total length over EN's, for the keys both have. */
  ratio: number;
  /** The share of EN's keys (tested namespaces) the pack has. */
  share: number;
}

const length = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);

/**
 * Every pack measured against EN: per pack the total length (in characters) of its strings over
 * EN's for the same keys, in the tested namespaces. Longest first.
 */
export function measurePacks(root = fileURLToPath(new URL('../../locales', import.meta.url))): PackLength[] {
  const { files } = readLocales(root);
  const tested = new Set<string>(testedNamespaces);
  const reference = new Map(
    files.filter((file) => file.folder === referenceFolder && tested.has(file.namespace)).map((f) => [f.namespace, f]),
  );
  const referenceKeys = [...reference.values()].reduce((sum, file) => sum + (file.entries?.size ?? 0), 0);
  const packs = new Map<string, { own: number; english: number; keys: number }>();
  for (const file of files) {
    const english = reference.get(file.namespace)?.entries;
    if (file.folder === referenceFolder || !english || !file.entries) continue;
    const pack = packs.get(file.folder) ?? { own: 0, english: 0, keys: 0 };
    for (const [key, value] of file.entries) {
      if (!english.has(key)) continue;
      pack.own += length(value);
      pack.english += length(english.get(key));
      pack.keys += 1;
    }
    packs.set(file.folder, pack);
  }
  return [...packs]
    .map(([folder, pack]) => ({
      code: folder.toUpperCase(),
      ratio: pack.english ? pack.own / pack.english : 0,
      share: pack.keys / referenceKeys,
    }))
    .sort((a, b) => b.ratio - a.ratio);
}

/** The `count` complete packs with the longest strings, and the incomplete ones left out. */
export function longestPacks(count = 5) {
  const measured = measurePacks();
  return {
    longest: measured.filter((pack) => pack.share >= completeShare).slice(0, count),
    incomplete: measured.filter((pack) => pack.share < completeShare),
  };
}

export const describePack = ({ code, ratio }: PackLength) => `${code} ×${ratio.toFixed(2)}`;
