import { formatMoney } from '@lobbykit/ui/lib/format-money';
import { formatNoticeTime } from '@lobbykit/ui/notice-list';
import { isLanguageCode, languages } from '../../core/i18n/languages.ts';

/** The BCP 47 tag Intl needs for a platform language code. */
export function localeOf(code: string): string | undefined {
  return isLanguageCode(code) ? languages[code].tag : undefined;
}

/** Spec §2: times read year-month-day hour:minute:second. */
export function formatDateTime(time: number): string {
  return formatNoticeTime(time);
}

/** The date part only (YYYY-MM-DD), for periods and validity. */
export function formatDate(time: number): string {
  return formatNoticeTime(time).slice(0, 10);
}

export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return formatMoney(value, { locale: localeOf(language), fractionDigits });
}
