import { useEffect } from 'react';
import { currentBrand } from '../../core/brand.ts';

/**
 * The tab shows the brand's name and logo. The site server writes both into the page it draws;
 * this covers a page the browser had to draw itself (the served shell carries a neutral title
 * and no icon, and a browser without one asks for /favicon.ico, which does not exist).
 */
export function useBrandHead() {
  useEffect(() => {
    const { displayName, logo } = currentBrand();
    document.title = displayName;
    if (document.querySelector('link[rel="icon"]')) return;
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = logo.src;
    document.head.append(icon);
  }, []);
}
