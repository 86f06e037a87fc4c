import { useEffect, useState } from 'react';
import { freeUsesLabel } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import { useApi } from '../../api/api-context.js';
import { BuyCreditsLink, payerOf } from '../credits/index.js';
import { deviceFingerprint, deviceTraits } from '../../shell/fingerprint.js';
import { useSession } from '../../state/stores.js';
import { useTranscribeT } from './catalog.js';
import { priceNotice } from './price-notice.js';
import type { TaskModeName } from './start-store.js';
import styles from './transcribe.module.css';

interface TranscriptionPriceProps {
  locale: Locale;
  mode: TaskModeName;
  /** The media's length in seconds; null or undefined while it is not known. */
  durationSeconds: number | null | undefined;
}

/**
 * What the transcription will take from the reader, before they start it: a visitor's free
 * uses, a free user's runs left today, nothing on an unlimited plan, else its price in credits
 * for the chosen mode and media against the balance, with a way to buy more when it falls short.
 * It is a live region, as it changes with the mode and the file.
 */
/**
 * A visitor's free uses left, as the server counts them (cookie, address, device), asked once
 * on the browser when `asked` turns true; undefined until it answers, or when it cannot.
 */
function useVisitorFreeUses(asked: boolean): number | undefined {
  const api = useApi();
  const [remaining, setRemaining] = useState<number>();
  useEffect(() => {
    if (!asked) return;
    let current = true;
    void (async () => {
      try {
        const fingerprint = await deviceFingerprint(deviceTraits());
        const answer = await api.call(
          'visitorFreeUses',
          { query: fingerprint ? { fingerprint } : {} },
          { toast: false },
        );
        if (current && answer.data.remaining !== null) setRemaining(answer.data.remaining);
      } catch {
        // The rule is said instead of the count.
      }
    })();
    return () => {
      current = false;
    };
  }, [asked, api]);
  return remaining;
}

export function TranscriptionPrice({ locale, mode, durationSeconds }: TranscriptionPriceProps) {
  const t = useTranscribeT();
  const shell = useT();
  const user = useSession((state) => state.user);
  const point = useSession((state) => state.point);
  const checked = useSession((state) => state.checked);
  const payer = user && payerOf(user);
  const visitorRemaining = useVisitorFreeUses(!user && checked);
  const notice = priceNotice(payer, mode, durationSeconds, point, visitorRemaining);
  let text: string;
  let short = false;
  if (notice.kind === 'visitor') {
    const { total, remaining } = notice;
    text =
      remaining === undefined
        ? t('transcribe.free.visitor', { total })
        : remaining === 0
          ? t('transcribe.signUp.body', { total })
          : t('transcribe.free.visitorLeft', { total, remaining });
  } else if (notice.kind === 'unlimited') text = shell(freeUsesLabel({ level: 2 }));
  else if (notice.kind === 'free-run') {
    text = shell(freeUsesLabel({ level: 0, remaining: notice.remaining }));
  } else {
    const { cost, perMinute } = notice;
    const parts = [
      notice.freeRunsGone ? t('transcribe.price.freeRunsGone') : '',
      cost === undefined
        ? t('transcribe.price.perMinute', { perMinute })
        : t('transcribe.price.cost', { cost, perMinute }),
      notice.point === undefined ? '' : t('transcribe.credits.balance', { point: notice.point }),
    ];
    short = cost !== undefined && notice.point !== undefined && notice.point < cost;
    text = parts.filter(Boolean).join(' ');
  }
  return (
    <p className={styles['quota']} aria-live="polite">
      {text}
      {short && <BuyCreditsLink locale={locale} label={t('transcribe.price.buy')} />}
    </p>
  );
}
