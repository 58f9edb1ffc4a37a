export { CountryDialSelect, countryDialSelectVariants, type CountryDialSelectProps } from './country-dial-select.tsx';
export {
  countryFlagUrl,
  filterCountries,
  formatDialCode,
  initialDialCode,
  normalizeDialCode,
  type Country,
} from './country-dial.ts';
