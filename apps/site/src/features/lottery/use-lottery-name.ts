import useSWR from 'swr';
import { callPlatform } from '../../core/platform/call-platform.ts';
import { useLanguage } from '../../core/i18n/use-language.ts';

/** A lottery's name from the platform's lottery menus (a public call), once they have arrived. */
export function useLotteryName(gameCode: string | undefined): string | undefined {
  const { code: language } = useLanguage();
  const { data } = useSWR(gameCode ? (['gameMenus', language] as const) : null, ([, lang]) =>
    callPlatform('games', 'gameMenus', { language: lang }),
  );
  return data?.find((game) => game.gameCode === gameCode)?.name || undefined;
}
