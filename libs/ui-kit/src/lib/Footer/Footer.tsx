import { useId } from 'react';
import { useT } from '@captio/i18n/react';
import { Icon } from '../Icon/Icon.js';
import { classNames } from '../class-names.js';
import { BECOME_A_PARTNER, type Destination } from '../navigation/destinations.js';
import { DestinationItem } from '../navigation/DestinationItem.js';
import { LinkGroup, type LinkGroupLayout } from '../navigation/LinkGroup.js';
import {
  comparisonHref,
  FOOTER_GROUPS,
  LEGAL_LINKS,
  mailtoHref,
  webAddress,
  type Comparison,
} from './footer-links.js';
import styles from './Footer.module.css';

export interface SocialLink {
  /** The network's name, shown as is ("YouTube", "X"). */
  network: string;
  /** Its http(s) address; any other is left out. */
  href: string;
}

export interface FooterProps {
  /** Blog articles comparing the product with competitors: /blog/{slug}. */
  comparisons?: readonly Comparison[];
  socialLinks?: readonly SocialLink[];
  /** The public product roadmap (http or https), opened in a new tab. */
  roadmapUrl?: string;
  /** The support address, as a mailto: link. */
  contactEmail?: string;
  onOpenUpdateLog: () => void;
  /** The copyright year; the current year by default. */
  year?: number;
  className?: string;
}

/** The footer's groups: navigation landmarks named by their headings. */
const FOOTER_GROUP = {
  landmark: 'nav',
  headingLevel: 2,
  classNames: { group: styles['group'], heading: styles['heading'], list: styles['list'] },
} as const satisfies LinkGroupLayout;

/**
 * The site footer: every tool, converter and downloader page,
 * resources, company, blog comparisons, social links, legal pages, the update log and the
 * copyright line. Each group is a navigation landmark named by its heading. Links that leave
 * the site open in a new tab, which screen readers announce.
 */
export function Footer({
  comparisons = [],
  socialLinks = [],
  roadmapUrl,
  contactEmail,
  onOpenUpdateLog,
  year = new Date().getFullYear(),
  className,
}: FooterProps) {
  const t = useT();
  const newTabHint = useId();

  const appLink = (destination: Destination) => (
    <DestinationItem key={destination.href} destination={destination} className={styles['link']} />
  );
  const externalLink = (href: string, text: string, accessibleName?: string) => (
    <li key={href}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles['link']}
        aria-label={accessibleName}
        aria-describedby={newTabHint}
      >
        {text}
        <Icon name="external" size={12} className={styles['external']} />
      </a>
    </li>
  );

  const roadmap = roadmapUrl === undefined ? undefined : webAddress(roadmapUrl);
  const mailto = contactEmail === undefined ? undefined : mailtoHref(contactEmail);
  const articles = comparisons.flatMap(({ slug, competitor }) => {
    const href = comparisonHref(slug);
    return href === undefined
      ? []
      : [{ href, label: { key: 'footer.compare', values: { competitor } } } satisfies Destination];
  });
  const socials = socialLinks.flatMap(({ network, href }) => {
    const address = webAddress(href);
    return address === undefined ? [] : [{ network, address }];
  });

  return (
    <footer className={classNames(styles['footer'], className)}>
      <span id={newTabHint} hidden>
        {t('footer.opensInNewTab')}
      </span>
      <div className={styles['groups']}>
        {FOOTER_GROUPS.map((group) => (
          <LinkGroup {...FOOTER_GROUP} key={group.heading} heading={t(group.heading)}>
            {group.links.map(appLink)}
          </LinkGroup>
        ))}
        {/* Partnership heads the company group, with the roadmap, contact and update log. */}
        <LinkGroup {...FOOTER_GROUP} heading={t('footer.company')}>
          {appLink(BECOME_A_PARTNER)}
          {roadmap !== undefined && externalLink(roadmap, t('footer.roadmap'))}
          {mailto !== undefined && (
            <li>
              <a href={mailto} className={styles['link']}>
                {t('footer.contact')}
              </a>
            </li>
          )}
          <li>
            <button type="button" className={styles['link']} onClick={onOpenUpdateLog}>
              {t('header.updateLog')}
            </button>
          </li>
        </LinkGroup>
        {articles.length > 0 && (
          <LinkGroup {...FOOTER_GROUP} heading={t('footer.comparisons')}>
            {articles.map(appLink)}
          </LinkGroup>
        )}
        {socials.length > 0 && (
          <LinkGroup {...FOOTER_GROUP} heading={t('footer.social')}>
            {socials.map(({ network, address }) =>
              externalLink(address, network, t('footer.followUs', { network })),
            )}
          </LinkGroup>
        )}
        <LinkGroup {...FOOTER_GROUP} heading={t('footer.legal')}>
          {LEGAL_LINKS.map(appLink)}
        </LinkGroup>
      </div>
      <p className={styles['copyright']}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
