import { useEffect } from 'react';
import { currentBrand } from '../../app/brand.ts';

/** The tab shows the brand's name (the served HTML carries a neutral title until the app starts). */
export function useDocumentTitle() {
  useEffect(() => {
    document.title = currentBrand().displayName;
  }, []);
}
