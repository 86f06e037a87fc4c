import type { MouseEvent } from 'react';
import { useT } from '@captio/i18n/react';
import { hasLayout, pathTo, type Locale } from '@captio/routing-rules';
import { Link } from '@captio/ui-kit';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { catalog, useAboutT, type AboutKey } from './catalog.js';
import { documentTexts, type DocumentId, type DocumentTexts } from './document-texts.js';
import styles from './document-page.module.css';

export interface DocumentLink {
  href: string;
  label: AboutKey;
  /** An address the api serves itself (not an app page): a plain anchor, loaded by the browser. */
  outsideApp?: boolean;
}

/** One information page: its texts, in reading order, and where it points the reader next. */
export interface AboutDocument extends DocumentTexts {
  links?: (locale: Locale) => readonly DocumentLink[];
  /** When the text last changed (shown as "last updated"): see `documentDate`. */
  updated?: Date;
}

/** What a page module says of its document besides which one it is. */
export interface DocumentOptions {
  /** How many numbered sections (`about.<id>.s1` …) it has. */
  sections: number;
  links?: AboutDocument['links'];
  updated?: Date;
}

/**
 * A fixed day for a document's "last updated" line. Noon UTC falls on the same calendar day
 * from UTC-11 to UTC+11, so the server's and the browser's time zones print the same date and
 * hydration matches.
 */
export function documentDate(isoDay: string): Date {
  return new Date(`${isoDay}T12:00:00Z`);
}

/**
 * Whether the previous history entry is a page of this site. The Navigation API lists only this
 * site's entries, in-app navigations included; without it, the referrer tells page loads apart.
 */
function cameFromThisSite(): boolean {
  const navigation = (window as Partial<Pick<Window, 'navigation'>>).navigation;
  if (navigation) return navigation.canGoBack;
  return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
}

/** Back to where the reader came from when that was this site; else the link's home address. */
function goBackWithinSite(event: MouseEvent<HTMLAnchorElement>) {
  if (cameFromThisSite()) {
    event.preventDefault();
    window.history.back();
  }
}

/** The pages the shell shows bare (no site header): the brand to go home and a way back. */
function BareHeader({ locale }: { locale: Locale }) {
  const shell = useT();
  const home = pathTo('index', {}, locale);
  return (
    <header className={styles['bar']}>
      <Link href={home} className={styles['brand']}>
        Captio
      </Link>
      <a href={home} className={styles['back']} onClick={goBackWithinSite}>
        <span aria-hidden="true">← </span>
        {shell('common.back')}
      </a>
    </header>
  );
}

function DocumentLinks({ links }: { links: readonly DocumentLink[] }) {
  const t = useAboutT();
  return (
    <ul className={styles['links']}>
      {links.map((link) => (
        <li key={link.href}>
          {link.outsideApp ? (
            <a href={link.href} className={styles['link']}>
              {t(link.label)}
            </a>
          ) : (
            <Link href={link.href} className={styles['link']}>
              {t(link.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function DocumentPage({ document: doc, route }: { document: AboutDocument } & PageProps) {
  const t = useAboutT();
  const links = doc.links?.(route.locale) ?? [];
  return (
    <div className={styles['page']}>
      {!hasLayout(route.name) && <BareHeader locale={route.locale} />}
      <article className={styles['document']}>
        <header className={styles['intro']}>
          <h1>{t(doc.heading)}</h1>
          <p className={styles['lead']}>{t(doc.lead)}</p>
          {doc.updated && (
            <p className={styles['updated']}>{t('about.updated', { date: doc.updated })}</p>
          )}
        </header>
        {doc.sections.map((section) => (
          <section key={section.heading} className={styles['section']}>
            <h2>{t(section.heading)}</h2>
            <p>{t(section.body)}</p>
          </section>
        ))}
        {links.length > 0 && <DocumentLinks links={links} />}
      </article>
    </div>
  );
}

/** The page module of one document: the page, the area's texts and its head tags. */
export function documentPage(id: DocumentId, { sections, ...rest }: DocumentOptions): PageModule {
  const doc: AboutDocument = { ...documentTexts(id, sections), ...rest };
  function Page({ route }: PageProps) {
    return <DocumentPage document={doc} route={route} />;
  }
  return {
    Page,
    catalog,
    head: (_route, t) => ({ title: t(doc.title), description: t(doc.description) }),
  };
}
