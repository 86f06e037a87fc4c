import { useId, type ReactNode } from 'react';
import styles from './account-page.module.css';

export interface PageColumnProps {
  title: ReactNode;
  /** One sentence under the title. */
  lead?: ReactNode;
  /** 'narrow' for a single form (sign-in), 'wide' for pages of sections (settings). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** An account page's column: its one h1, a lead, then the content, centred within 1280px. */
export function PageColumn({ title, lead, width = 'wide', children }: PageColumnProps) {
  return (
    <div className={styles[width]}>
      <header className={styles['heading']}>
        <h1 className={styles['title']}>{title}</h1>
        {lead && <p className={styles['lead']}>{lead}</p>}
      </header>
      <div className={styles['body']}>{children}</div>
    </div>
  );
}

/** A titled part of an account page (settings' profile, password, cookies...). */
export function PageSection({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles['section']} aria-labelledby={id}>
      <h2 id={id} className={styles['sectionTitle']}>
        {title}
      </h2>
      {description && <p className={styles['sectionText']}>{description}</p>}
      {children}
    </section>
  );
}
