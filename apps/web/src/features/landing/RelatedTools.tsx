import { Link } from '@captio/ui-kit';
import { useLandingT } from './catalog.js';
import type { LinkItem } from './content.js';
import { Icon } from '@captio/ui-kit';
import { Section } from './Section.js';
import styles from './chips.module.css';

/** Links to the tools next to this one. */
export function RelatedTools({
  links,
  tinted = false,
}: {
  links: readonly LinkItem[];
  tinted?: boolean;
}) {
  const t = useLandingT();
  return (
    <Section title={t('landing.related.title')} tinted={tinted}>
      <ul className={styles['related']}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles['relatedLink']}>
              <span>{link.label}</span>
              <Icon name="arrow" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
