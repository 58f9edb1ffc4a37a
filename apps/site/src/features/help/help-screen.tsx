import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '../page-kit/screen-frame.tsx';
import { HelpTopics } from './help-topics.tsx';

/** /help: the help centre inside the site's frame. */
export default function HelpScreen() {
  const { t } = useTranslation('pages');
  return (
    <ScreenFrame screen="help" width="narrow" title={t('help.title')} description={t('help.lead')}>
      <HelpTopics />
    </ScreenFrame>
  );
}
