import { Button } from '@lobbykit/ui/button';
import { Input } from '@lobbykit/ui/input';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchXIcon } from '@lobbykit/ui/icons/search-x';
import { SearchIcon } from '@lobbykit/ui/icons/search';

/** Typing pauses this long before the search runs on its own; Enter runs it at once. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface LobbySearchProps {
  /** The search in the address, shown in the box (back, reload, a shared link). */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * Search by game name. Keystrokes stay inside this box — the screen re-renders only when a search
 * is submitted (Enter, the button, or a pause in typing) — so typing stays smooth over a long list.
 */
export const LobbySearch = memo(function LobbySearch({ value, onSearch }: LobbySearchProps) {
  const { t } = useTranslation('lobby');
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under the box (back, a tab that clears the filters): show its search.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitNow = (next: string) => {
    clearTimeout(timer.current);
    onSearch(next);
  };

  return (
    <form
      role="search"
      data-slot="lobby-search"
      className="flex min-w-0 flex-1 items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submitNow(text);
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {t('search.label')}
        </label>
        <Input
          id={id}
          type="search"
          name="q"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          leading={<SearchIcon className="text-muted-foreground" />}
          trailing={
            text ? (
              <button
                type="button"
                aria-label={t('search.clear')}
                onClick={() => {
                  setText('');
                  submitNow('');
                }}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring"
              >
                <SearchXIcon />
              </button>
            ) : undefined
          }
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
          }}
          className="[&_input::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('search.submit')}
      </Button>
    </form>
  );
});
