import { Link } from '@captio/ui-kit';
import type { Feature } from './content.js';
import { IconBadge } from './IconBadge.js';
import { Icon } from '@captio/ui-kit';
import { Section } from './Section.js';
import styles from './cards.module.css';

export interface FeatureGridProps {
  title: string;
  lead?: string;
  features: readonly Feature[];
  tinted?: boolean;
}

/** Rows without a lonely last card: six cards in threes, four or eight in fours. */
function columnsClass(count: number): string {
  return count % 3 === 0 && count % 4 !== 0 ? 'threes' : 'fours';
}

/**
 * Cards with an icon, a title and a sentence or two. A card with a destination links from its
 * title, and the whole card is its click target.
 */
export function FeatureGrid({ title, lead, features, tinted = false }: FeatureGridProps) {
  return (
    <Section title={title} {...(lead ? { lead } : {})} tinted={tinted}>
      <ul className={`${styles['grid']} ${styles[columnsClass(features.length)]}`}>
        {features.map((feature) => (
          <li
            key={feature.title}
            className={feature.href ? `${styles['card']} ${styles['linked']}` : styles['card']}
          >
            <IconBadge>
              <Icon name={feature.icon} size={24} />
            </IconBadge>
            <h3 className={styles['cardTitle']}>
              {feature.href ? (
                <Link href={feature.href} className={styles['cardLink']}>
                  {feature.title}
                </Link>
              ) : (
                feature.title
              )}
            </h3>
            <p className={styles['cardBody']}>{feature.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
