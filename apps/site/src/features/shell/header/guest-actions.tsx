import { Button } from '@lobbykit/ui/button';
import { useTranslation } from 'react-i18next';
import { preloadOverlay } from '../../../core/overlays.ts';
import { openOverlay } from '../../../core/overlays.ts';
import { useFeature } from '../../../core/site-config.ts';

/** A guest's way in: the login popup, and registration when the brand allows direct sign-up. */
export function GuestActions() {
  const { t } = useTranslation('shell');
  const directRegistration = useFeature('DIRECTREG3');
  return (
    <div data-slot="guest-actions" className="flex items-center gap-1.5 sm:gap-2 [&>button]:max-sm:px-2.5">
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => preloadOverlay('login')}
        onFocus={() => preloadOverlay('login')}
        onClick={() => openOverlay({ kind: 'login' })}
      >
        {t('header.log_in')}
      </Button>
      {directRegistration && (
        <Button
          size="sm"
          onPointerEnter={() => preloadOverlay('register')}
          onFocus={() => preloadOverlay('register')}
          onClick={() => openOverlay({ kind: 'register' })}
        >
          {t('header.register')}
        </Button>
      )}
    </div>
  );
}
