import { IconBadge } from './IconBadge.js';
import { Section } from './Section.js';
import { useLandingT } from './catalog.js';
import type { Step } from './content.js';
import styles from './cards.module.css';

/** "How it works": the steps in order, numbered. */
export function Steps({ steps, title }: { steps: readonly Step[]; title?: string }) {
  const t = useLandingT();
  return (
    <Section title={title ?? t('landing.steps.title')}>
      <ol className={styles['steps']}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles['step']}>
            <IconBadge step>{index + 1}</IconBadge>
            <h3 className={styles['cardTitle']}>{step.title}</h3>
            <p className={styles['cardBody']}>{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
