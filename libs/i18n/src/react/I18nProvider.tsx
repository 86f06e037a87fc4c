import { Suspense, use, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { loadMessages, type Messages } from '../lib/catalog.js';
import { DEFAULT_LOCALE, type Locale } from '../lib/locales.js';

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The locale's catalog when the caller already has it (server rendering, tests, a catalog
   * inlined in the first page). Without it the catalog is loaded on first render, lazily.
   */
  messages?: Messages;
  /** Shown while a catalog loads. Switch locales inside startTransition to keep the old page
   * on screen instead. */
  fallback?: ReactNode;
  /** IANA time zone for dates in messages; default the browser's. */
  timeZone?: string;
  /** react-intl's error hook; by default react-intl reports to the console. */
  onError?: IntlConfig['onError'];
  children?: ReactNode;
}

/**
 * The react-intl provider with Captio's catalogs: loads the locale's catalog (one chunk per
 * locale) and suspends until it is there.
 */
export function I18nProvider({ messages, fallback = null, ...props }: I18nProviderProps) {
  if (messages) return <CatalogProvider {...props} messages={messages} />;
  return (
    <Suspense fallback={fallback}>
      <LazyCatalogProvider {...props} />
    </Suspense>
  );
}

type CatalogProviderProps = Omit<I18nProviderProps, 'fallback' | 'messages'> & {
  messages: Messages;
};

function LazyCatalogProvider(props: Omit<CatalogProviderProps, 'messages'>) {
  // loadMessages hands out one promise per locale, as `use` requires.
  const messages = use(loadMessages(props.locale));
  return <CatalogProvider {...props} messages={messages} />;
}

function CatalogProvider({ locale, messages, timeZone, onError, children }: CatalogProviderProps) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      {...(timeZone ? { timeZone } : {})}
      {...(onError ? { onError } : {})}
    >
      {children}
    </IntlProvider>
  );
}
