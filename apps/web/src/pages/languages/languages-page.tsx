import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { AUTO_DETECT, LANGUAGES, MULTILINGUAL, searchLanguages, sortLanguages } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { withLocale } from '@captio/routing-rules';
import { ActionLink } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { inputClass, shownText, useEarlyInput } from '../../features/forms/index.js';
import { catalog, useLanguagesT } from './catalog.js';
import styles from './languages-page.module.css';

const SPECIAL = new Set<string>([AUTO_DETECT, MULTILINGUAL]);

/**
 * Every language with its own name and its name in the reader's language. The whole list is
 * in the server's HTML (it is the page's content); the search narrows it in the browser.
 */
function LanguagesPage({ route }: PageProps) {
  const t = useLanguagesT();
  const shell = useT();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  useEarlyInput(search, shownText, query, setQuery);
  const countId = useId();
  const sorted = useMemo(() => sortLanguages(LANGUAGES, route.locale), [route.locale]);
  const shown = useMemo(
    () => searchLanguages(deferred, route.locale, sorted),
    [deferred, route.locale, sorted],
  );
  const special = shown.filter((language) => SPECIAL.has(language.code));
  const regular = shown.filter((language) => !SPECIAL.has(language.code));

  return (
    <div className={styles['page']}>
      <header className={styles['intro']}>
        <h1>{t('languages.heading')}</h1>
        <p className={styles['lead']}>{t('languages.lead')}</p>
        <ActionLink href={withLocale('/transcribe-audio', route.locale)}>
          {t('languages.cta')}
        </ActionLink>
      </header>
      <div className={styles['search']} role="search">
        <label htmlFor={searchId}>{shell('language.search')}</label>
        <input
          ref={search}
          id={searchId}
          className={inputClass}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={countId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={countId} className={styles['count']} aria-live="polite">
          {shown.length === 0
            ? shell('language.noMatch', { query: deferred })
            : t('languages.count', { count: regular.length })}
        </p>
      </div>
      {special.length > 0 && (
        <section aria-labelledby="languages-special">
          <h2 id="languages-special" className={styles['subheading']}>
            {t('languages.special')}
          </h2>
          <ul className={styles['specials']}>
            {special.map((language) => (
              <li key={language.code}>{language.name_for[route.locale]}</li>
            ))}
          </ul>
        </section>
      )}
      {regular.length > 0 && (
        <table className={styles['table']}>
          <caption className={styles['caption']}>{t('languages.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('languages.column.name')}</th>
              <th scope="col">{t('languages.column.native')}</th>
              <th scope="col">{t('languages.column.code')}</th>
            </tr>
          </thead>
          <tbody>
            {regular.map((language) => (
              <tr key={language.code}>
                <th scope="row">{language.name_for[route.locale]}</th>
                <td lang={language.code.split('(')[0]}>{language.native_name}</td>
                <td className={styles['code']}>{language.code}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export const page: PageModule = {
  Page: LanguagesPage,
  catalog,
  head: (_route, t) => ({ title: t('languages.title'), description: t('languages.description') }),
};
