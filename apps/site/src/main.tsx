import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { currentBrand } from './app/brand.ts';
import { initI18n } from './app/i18n.ts';
import { readPrimedData } from './app/primed-data.ts';
import { SiteProviders } from './app/site-providers.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const primed = readPrimedData();

void initI18n(currentBrand().defaultLanguage).then(() => {
  const site = (
    <StrictMode>
      <SiteProviders primed={primed}>
        <App />
      </SiteProviders>
    </StrictMode>
  );
  // A transition lets React hydrate (or render) the first screen in small slices instead of one
  // long task, so a slow phone stays responsive while the page comes up.
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, site);
    else createRoot(root).render(site);
  });
});
