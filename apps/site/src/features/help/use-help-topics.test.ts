import { describe, expect, it } from 'vitest';
import { groupTopics, searchableText, type HelpTopic } from './use-help-topics.ts';

const topics: HelpTopic[] = [
  { id: 1, category: 'Account', title: 'How do I register?', content: '<p>Tap <strong>Register</strong>.</p>' },
  { id: 2, category: 'Deposits', title: 'How long does a deposit take?', content: '<p>Within one minute.</p>' },
  { id: 3, category: 'Account', title: 'I forgot my password', content: '<p>Use <em>Forgot password</em>.</p>' },
];

describe('groupTopics', () => {
  it('groups by category in the order the platform sent them', () => {
    expect(groupTopics(topics, '').map((group) => [group.category, group.topics.map((topic) => topic.id)])).toEqual([
      ['Account', [1, 3]],
      ['Deposits', [2]],
    ]);
  });

  it('keeps the topics whose title or text holds every word, in any case', () => {
    expect(groupTopics(topics, 'FORGOT password').flatMap((group) => group.topics.map((topic) => topic.id))).toEqual([
      3,
    ]);
    expect(groupTopics(topics, 'one minute').flatMap((group) => group.topics.map((topic) => topic.id))).toEqual([2]);
  });

  it('does not match the markup of the content', () => {
    expect(groupTopics(topics, 'strong')).toEqual([]);
  });

  it('finds a category by its name', () => {
    expect(groupTopics(topics, 'deposits')[0]?.topics.map((topic) => topic.id)).toEqual([2]);
  });
});

describe('searchableText', () => {
  it('drops accents so a query without them still matches', () => {
    expect(searchableText('Depósito Ñandú')).toBe('deposito nandu');
  });
});
