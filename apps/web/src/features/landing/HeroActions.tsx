import { ActionLink } from '@captio/ui-kit';
import type { LinkItem } from './content.js';
import styles from './hero-actions.module.css';

/** A page's main way on and its alternative, as large buttons under its title. */
export function HeroActions({ primary, secondary }: { primary: LinkItem; secondary: LinkItem }) {
  return (
    <div className={styles['actions']}>
      <ActionLink href={primary.href} variant="primary" className={styles['action']}>
        {primary.label}
      </ActionLink>
      <ActionLink href={secondary.href} variant="secondary" className={styles['action']}>
        {secondary.label}
      </ActionLink>
    </div>
  );
}
