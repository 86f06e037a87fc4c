import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export interface SectionProps {
  title: string;
  lead?: string;
  /** A tinted band sets a section apart from its neighbours. */
  tinted?: boolean;
  /** Narrow sections (questions and answers) read better at a shorter line length. */
  narrow?: boolean;
  children: ReactNode;
}

/** A landing section: a region named by its h2, centred at the content width. */
export function Section({ title, lead, tinted = false, narrow = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={tinted ? `${styles['section']} ${styles['tinted']}` : styles['section']}
    >
      <div className={narrow ? `${styles['inner']} ${styles['narrow']}` : styles['inner']}>
        <div className={styles['header']}>
          <h2 id={headingId} className={styles['title']}>
            {title}
          </h2>
          {lead && <p className={styles['lead']}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
