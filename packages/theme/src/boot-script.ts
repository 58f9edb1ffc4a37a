import { schemeStorageKey } from './apply-theme.ts';

/**
 * Runs inline at the top of <head>, before the stylesheet and the first paint, so a player who
 * chose dark never sees a light flash. Only "dark" means dark: nothing stored, anything invalid,
 * or storage that throws all mean light. Plain ES5 and no dependencies: it runs before any bundle.
 */
export const themeBootScript = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  schemeStorageKey,
)})}catch(e){}document.documentElement.setAttribute('data-theme',t==='dark'?'dark':'light')})();`;
