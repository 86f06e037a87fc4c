import { Link } from '@captio/ui-kit';
import { useLandingT } from './catalog.js';
import type { Question } from './content.js';
import { Icon } from '@captio/ui-kit';
import { Section } from './Section.js';
import styles from './faq.module.css';

/**
 * Questions and answers as disclosures (details and summary): each opens and closes with a
 * click, Enter or Space, screen readers announce it as expanded or collapsed, and it works
 * before the page's script has loaded, or without it.
 */
export function Faq({ questions, title }: { questions: readonly Question[]; title?: string }) {
  const t = useLandingT();
  return (
    <Section title={title ?? t('landing.faq.title')} narrow>
      <div className={styles['list']}>
        {questions.map((item) => (
          <details key={item.question} className={styles['item']}>
            <summary className={styles['question']}>
              <span>{item.question}</span>
              <Icon name="chevronDown" size={20} className={styles['chevron']} />
            </summary>
            <div className={styles['answer']}>
              <p>{item.answer}</p>
              {item.link && (
                <p>
                  <Link href={item.link.href} className={styles['more']}>
                    {item.link.label}
                  </Link>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
