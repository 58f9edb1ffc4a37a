/**
 * The i18n namespace the page kit's parts read (loading, load failure and empty states, the pager,
 * form alerts, the sign-in prompt). A centre page's strings are loaded with this one beside its own.
 */
export const pageKitNamespace = 'pages';
