// The brand document's fields the site reads at run time; named imports leave its colours out.
export { merchantCode, displayName, logo, defaultLanguage, languages, imageHost, settings } from './ember.json';
