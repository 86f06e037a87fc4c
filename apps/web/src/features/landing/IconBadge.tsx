import type { ReactNode } from 'react';
import styles from './icon-badge.module.css';

/** The tinted square behind a card's icon, or with `step`, the filled circle of a step number. */
export function IconBadge({ step = false, children }: { step?: boolean; children: ReactNode }) {
  return (
    <span
      className={step ? `${styles['badge']} ${styles['step']}` : styles['badge']}
      {...(step ? { 'aria-hidden': true } : {})}
    >
      {children}
    </span>
  );
}
