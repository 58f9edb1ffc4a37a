import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

/** The first stop of the Tab key: past the header, banner and notices to the screen itself. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${mainContentId}`}
      data-slot="skip-link"
      className="fixed start-3 top-3 z-[60] -translate-y-24 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg outline-none focus-visible:translate-y-0 focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      {t('skip_to_content')}
    </a>
  );
}
