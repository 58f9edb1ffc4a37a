import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@lobbykit/ui/accordion';
import { Button } from '@lobbykit/ui/button';
import { Input } from '@lobbykit/ui/input';
import { Skeleton } from '@lobbykit/ui/skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../core/site-config.ts';
import { LifeBuoyIcon } from '@lobbykit/ui/icons/life-buoy';
import { SearchXIcon } from '@lobbykit/ui/icons/search-x';
import { SearchIcon } from '@lobbykit/ui/icons/search';
import { EmptyState, LoadError, LoadingRegion } from '../page-kit/query-states.tsx';
import { SafeHtml } from '../page-kit/safe-html.tsx';
import { groupTopics, useHelpTopics } from './use-help-topics.ts';

function TopicSkeletons() {
  const { t } = useTranslation('pages');
  return (
    <LoadingRegion label={t('help.loading')} className="flex flex-col gap-6">
      {[3, 2].map((rows, group) => (
        <span key={group} className="flex flex-col gap-2">
          <Skeleton variant="text" className="mb-1 h-5 w-40" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} className="h-14 w-full rounded-lg" />
          ))}
        </span>
      ))}
    </LoadingRegion>
  );
}

/** The way out when the answers are not enough: the operator's customer service. */
function ContactSupport() {
  const { t } = useTranslation('pages');
  const url = useSiteConfig().data?.customerServiceUrl;
  return (
    <aside className="flex flex-col items-start gap-3 rounded-xl bg-muted p-5 sm:flex-row sm:items-center">
      <LifeBuoyIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <p className="flex-1 text-sm">{t('help.still_need_help')}</p>
      {url && (
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('shared.contact_support')}
          </a>
        </Button>
      )}
    </aside>
  );
}

/** Help topics grouped by category, with a search over titles and answers. */
export function HelpTopics() {
  const { t } = useTranslation('pages');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const { data, error, isLoading, mutate } = useHelpTopics();

  let content;
  if (isLoading) content = <TopicSkeletons />;
  else if (error || !data) content = <LoadError error={error} onRetry={() => mutate()} title={t('help.load_failed')} />;
  else if (data.length === 0)
    content = <EmptyState icon={LifeBuoyIcon} title={t('help.empty_title')} description={t('help.empty_text')} />;
  else {
    const groups = groupTopics(data, query);
    const found = groups.reduce((sum, group) => sum + group.topics.length, 0);
    content = (
      <>
        <p aria-live="polite" className="sr-only">
          {query.trim() ? t('help.results', { found }) : ''}
        </p>
        {groups.length === 0 ? (
          <EmptyState
            icon={SearchXIcon}
            title={t('help.no_results_title', { query: query.trim() })}
            description={t('help.no_results_text')}
            action={
              <Button variant="outline" onClick={() => setQuery('')}>
                {t('shared.clear_search')}
              </Button>
            }
          />
        ) : (
          groups.map((group, index) => (
            <section
              key={group.category}
              aria-labelledby={`${searchId}-group-${index}`}
              className="flex flex-col gap-2"
            >
              <h2 id={`${searchId}-group-${index}`} className="text-lg font-semibold">
                {group.category}
              </h2>
              <Accordion variant="card">
                {group.topics.map((topic) => (
                  <AccordionItem key={topic.id} value={String(topic.id)} data-slot="help-topic">
                    <AccordionTrigger>{topic.title}</AccordionTrigger>
                    <AccordionContent>
                      <SafeHtml html={topic.content} />
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <search className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('help.search_label')}
        </label>
        <Input
          id={searchId}
          type="search"
          size="lg"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('help.search_placeholder')}
          leading={<SearchIcon />}
          disabled={!data}
        />
      </search>
      {content}
      <ContactSupport />
    </div>
  );
}
