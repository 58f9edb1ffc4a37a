import { Button } from '@lobbykit/ui/button';
import { Field } from '@lobbykit/ui/field';
import { SearchIcon } from '@lobbykit/ui/icons/search';
import { Input } from '@lobbykit/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A search by (part of) a downline member's username, shared by the agent's report pages. The
 * search is applied when sent (Enter or the button), not on every key, so a report is not asked
 * again for each letter; an empty search shows the whole team.
 */
export function UsernameFilter({ value, onSearch }: { value: string; onSearch: (username: string) => void }) {
  const { t } = useTranslation('agent-reports');
  const [typed, setTyped] = useState(value);
  return (
    <form
      role="search"
      aria-label={t('filters.username_search')}
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <Field label={t('filters.username')} className="min-w-0 flex-1">
        {(control) => (
          <Input
            {...control}
            type="search"
            name="username"
            autoComplete="off"
            leading={<SearchIcon aria-hidden="true" />}
            placeholder={t('filters.username_placeholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="outline">
        {t('filters.search')}
      </Button>
    </form>
  );
}
