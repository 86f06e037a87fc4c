import { translationCreditCost } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { useSession } from '../../state/stores.js';
import { BuyCreditsLink, payerOf, paysNothing } from '../credits/index.js';
import { useTranslatorT } from './catalog.js';
import styles from './translate.module.css';

interface SubtitleTranslationPriceProps {
  locale: Locale;
  /** What the chosen file's cues last; undefined while it is not known (no file, pasted text). */
  spanMs: number | undefined;
}

/**
 * What translating the subtitles takes from the reader, before they start: a visitor's free
 * use, nothing on an unlimited plan, else the file's price in credits against the balance, with
 * a way to buy more when it falls short (translation/create-translation paymentFor).
 */
export function SubtitleTranslationPrice({ locale, spanMs }: SubtitleTranslationPriceProps) {
  const t = useTranslatorT();
  const user = useSession((state) => state.user);
  const point = useSession((state) => state.point);
  if (!user) return <p className={styles['note']}>{t('translator.cost')}</p>;
  if (paysNothing(payerOf(user))) {
    return <p className={styles['note']}>{t('translator.price.unlimited')}</p>;
  }
  const cost = spanMs === undefined ? undefined : translationCreditCost(spanMs);
  const short = cost !== undefined && point !== undefined && point < cost;
  const parts = [
    cost === undefined ? t('translator.price.perMinute') : t('translator.price.cost', { cost }),
    point === undefined ? '' : t('translator.price.balance', { point }),
  ];
  return (
    <p className={styles['note']} aria-live="polite">
      {parts.filter(Boolean).join(' ')}
      {short && <BuyCreditsLink locale={locale} label={t('translator.price.buy')} />}
    </p>
  );
}
