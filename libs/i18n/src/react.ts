// '@captio/i18n/react': the React bindings. Only the web app imports this entry; the package
// root stays free of React for the api.
export { I18nProvider } from './react/I18nProvider.js';
export type { I18nProviderProps } from './react/I18nProvider.js';
export { useLocale, useT } from './react/hooks.js';
export { useFormat } from './react/format-hook.js';
export type { Format } from './react/format-hook.js';
