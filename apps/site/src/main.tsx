import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { currentBrand } from './app/brand.ts';
import { initI18n } from './app/i18n.ts';
import { SiteProviders } from './app/site-providers.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void initI18n(currentBrand().defaultLanguage).then(() => {
  // A transition lets React render the first screen in small slices instead of one long task, so
  // a slow phone stays responsive while the page comes up.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <SiteProviders>
          <App />
        </SiteProviders>
      </StrictMode>,
    );
  });
});
