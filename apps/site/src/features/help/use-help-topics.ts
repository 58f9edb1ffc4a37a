import useSWR from 'swr';
import { useLanguage } from '../../core/i18n/use-language.ts';
import { callPlatform } from '../../core/platform/call-platform.ts';

export function useHelpTopics() {
  const { code: language } = useLanguage();
  return useSWR(['helpCenter', language], () => callPlatform('system', 'helpCenter', {}));
}

export interface HelpTopic {
  id: string | number;
  category: string;
  title: string;
  /** HTML. */
  content: string;
}

export interface HelpGroup {
  category: string;
  topics: HelpTopic[];
}

/** Lower-case, accents dropped, tags and entities out, so "Depósito" finds "deposito". */
export function searchableText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Topics grouped by category in the platform's order, keeping only those whose title or text holds
 * every word of the query.
 */
export function groupTopics(topics: readonly HelpTopic[], query: string): HelpGroup[] {
  const words = searchableText(query).split(/\s+/).filter(Boolean);
  const groups = new Map<string, HelpTopic[]>();
  for (const topic of topics) {
    const haystack = searchableText(`${topic.title} ${topic.category} ${topic.content}`);
    if (!words.every((word) => haystack.includes(word))) continue;
    const category = topic.category.trim();
    groups.set(category, [...(groups.get(category) ?? []), topic]);
  }
  return [...groups].map(([category, grouped]) => ({ category, topics: grouped }));
}
