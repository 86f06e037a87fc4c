import { Link } from '@captio/ui-kit';
import { spokenLanguageCode, type Locale } from '@captio/routing-rules';
import { useLandingT } from './catalog.js';
import { Icon } from '@captio/ui-kit';
import { capitalized, spokenLanguageName } from './language-names.js';
import { Section } from './Section.js';
import { toolPaths } from './tool-paths.js';
import styles from './chips.module.css';

/** The languages most people transcribe, each linking to its transcription page. */
const SHOWN = [
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'russian',
  'chinese',
  'cantonese',
  'japanese',
  'korean',
  'arabic',
  'hindi',
  'turkish',
  'vietnamese',
  'indonesian',
  'dutch',
  'polish',
  'ukrainian',
  'thai',
] as const;

/** A sample of the ~100 spoken languages, and the way to the full list. */
export function LanguageShowcase({ locale, tinted = false }: { locale: Locale; tinted?: boolean }) {
  const t = useLandingT();
  return (
    <Section
      title={t('landing.languages.title')}
      lead={t('landing.languages.lead')}
      tinted={tinted}
    >
      <ul className={`${styles['chips']} ${styles['centered']}`}>
        {SHOWN.map((name) => (
          <li key={name}>
            <Link href={toolPaths.transcribeLanguage(name)} className={styles['chipLink']}>
              {capitalized(spokenLanguageName(spokenLanguageCode(name) ?? name, locale), locale)}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles['more']}>
        <Link href="/languages" className={styles['moreLink']}>
          {t('landing.languages.all')}
          <Icon name="arrow" size={18} />
        </Link>
      </p>
    </Section>
  );
}
