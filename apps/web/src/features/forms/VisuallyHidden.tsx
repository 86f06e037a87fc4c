import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** Text for screen readers only: a field error's "Error:", a link's "(opens in a new tab)". */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles['visuallyHidden']}>{children}</span>;
}

/** The class that hides an element but for screen readers, for one that is not a span. */
export const visuallyHiddenClass = styles['visuallyHidden'];
