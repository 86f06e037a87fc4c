import { useId, type ReactNode } from 'react';
import { Icon } from '@captio/ui-kit';
import styles from './hero.module.css';

export interface HeroProps {
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  lead: string;
  /** Short facts under the panel ("3 free uses", "About 100 languages"). */
  points?: readonly string[];
  /** The tool or drop area the page leads to. */
  children?: ReactNode;
}

export function Hero({ eyebrow, title, lead, points, children }: HeroProps) {
  const titleId = useId();
  return (
    <section className={styles['hero']} aria-labelledby={titleId}>
      <div className={styles['inner']}>
        <p className={styles['eyebrow']}>{eyebrow}</p>
        <h1 id={titleId} className={styles['title']}>
          {title}
        </h1>
        <p className={styles['lead']}>{lead}</p>
        {children && <div className={styles['panel']}>{children}</div>}
        {points && points.length > 0 && (
          <ul className={styles['points']}>
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} className={styles['check']} />
                {point}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
