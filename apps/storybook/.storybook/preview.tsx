import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { isLocale, loadMessages, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '@captio/i18n';
import { I18nProvider } from '@captio/i18n/react';
import { LinkProvider } from '@captio/ui-kit';
import { configure } from 'storybook/test';
// The design tokens on their own: stories import components from their files, so nothing
// else brings the kit's :root variables into the static build.
import '@captio/ui-kit/tokens.css';
import './preview.css';

// The stories' play functions run beside the api suite on two busy cores in `./captio test`: a
// menu that opens within milliseconds on a quiet machine can take over a second there, past
// Testing Library's default wait of 1 s for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });

export type Theme = 'light' | 'dark';

// Components take their colours from the inherited color-scheme (light-dark()), so switching
// the document's scheme is all a theme needs. Set before the story renders, so the axe check
// that runs after it measures contrast in the chosen scheme.
const withTheme: Decorator = (Story, { globals }) => {
  const theme: Theme = globals['theme'] === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset['theme'] = theme;
  return <Story />;
};

function storyLocale(globals: Record<string, unknown>): Locale {
  const locale = globals['locale'];
  return isLocale(locale) ? locale : 'en-US';
}

// The catalog is loaded before the story renders, so stories never show a suspended fallback
// and play functions find the texts at once.
const loadCatalog: Loader = async ({ globals }) => ({
  messages: await loadMessages(storyLocale(globals)),
});

const withI18n: Decorator = (Story, { globals, loaded }) => {
  const locale = storyLocale(globals);
  document.documentElement.lang = locale;
  return (
    <I18nProvider locale={locale} messages={loaded['messages']} timeZone="UTC">
      <LinkProvider locale={locale}>
        <Story />
      </LinkProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme of the canvas',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NATIVE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  loaders: [loadCatalog],
  decorators: [withI18n, withTheme],
  parameters: {
    // The theme toolbar sets the background; a second, unrelated background picker would lie.
    backgrounds: { disable: true },
    // Every story is an accessibility test: any axe violation fails it (vitest and the UI).
    a11y: { test: 'error' },
  },
};

export default preview;
