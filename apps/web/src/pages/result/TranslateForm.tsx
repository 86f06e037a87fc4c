import { translationCreditCost } from '@captio/api-client';
import { ActionButton, MessageBox } from '@captio/ui-kit';
import { useLocale } from '@captio/i18n/react';
import { useId, useState } from 'react';
import { capitalized } from '../../features/landing/language-names.js';
import { payerOf, paysNothing } from '../../features/credits/index.js';
import { useSession } from '../../state/stores.js';
import { useResultT } from './catalog.js';
import type { TargetsView } from './use-transcript-translation.js';
import styles from './result-page.module.css';

export interface TranslateFormProps {
  targets: TargetsView;
  /** The recording's length: a translation costs 1 credit per started minute of it. */
  durationMs: number;
  /** The transcript's language, as the reader calls it. */
  sourceName: string;
  languageName(code: string): string;
  /** A translation is held already: the action says it translates again. */
  again: boolean;
  /** The held translation's language: offered first, to make it again. */
  current?: string | null;
  /** The held translation was edited: translating again asks first, as the edits would go. */
  edited?: boolean;
  /** A translation is being made: nothing to start meanwhile. */
  busy: boolean;
  onStart(language: string): void;
}

/**
 * The target language picker and the Translate button. Only the languages the server's engines
 * translate the transcript's language into are offered, each with the engine that would do it;
 * when there are none, the page says why instead of offering what would be refused.
 */
export function TranslateForm({
  targets,
  durationMs,
  sourceName,
  languageName,
  again,
  current,
  edited = false,
  busy,
  onStart,
}: TranslateFormProps) {
  const t = useResultT();
  const locale = useLocale();
  const pickerId = useId();
  const noteId = useId();
  const [picked, setPicked] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const price = useTranslationPrice(durationMs);

  if (targets.kind === 'loading') return null;
  if (targets.kind === 'error') {
    return <p className={styles['hint']}>{t('result.translation.enginesFailed')}</p>;
  }
  if (targets.targets.length === 0) {
    return (
      <div className={styles['hint']}>
        <p>{t('result.translation.none', { language: sourceName })}</p>
        {targets.unavailable.length > 0 && (
          <p>{t('result.translation.unavailable', { engines: targets.unavailable.join(', ') })}</p>
        )}
      </div>
    );
  }
  const offered = (language: string | null | undefined) =>
    targets.targets.find((target) => target.language === language);
  const chosen = offered(picked) ?? offered(current) ?? targets.targets[0];
  return (
    <form
      className={styles['translateForm']}
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        if (again && edited) setConfirming(true);
        else onStart(chosen.language);
      }}
    >
      <label htmlFor={pickerId}>{t('result.translation.target')}</label>
      <select
        id={pickerId}
        value={chosen?.language}
        aria-describedby={noteId}
        onChange={(event) => setPicked(event.target.value)}
      >
        {targets.targets.map((target) => (
          <option key={target.language} value={target.language}>
            {t('result.translation.option', {
              // An option starts with the name: a capital, though French writes "espagnol".
              language: capitalized(languageName(target.language), locale),
              engine: target.engine.name,
            })}
          </option>
        ))}
      </select>
      <ActionButton type="submit" variant="primary" loading={busy}>
        {t(again ? 'result.translation.again' : 'result.translation.start')}
      </ActionButton>
      <p id={noteId} className={styles['hint']}>
        {t('result.translation.offered', { language: sourceName })} {price}
        {again && <> {t('result.translation.replaces')}</>}
      </p>
      <MessageBox
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('result.translation.replaceTitle')}
        message={t('result.translation.replaceMessage', {
          language: chosen ? languageName(chosen.language) : '',
        })}
        confirmLabel={t('result.translation.again')}
        onConfirm={() => {
          if (chosen) onStart(chosen.language);
        }}
      />
    </form>
  );
}

/**
 * What translating the transcript takes from the reader (translation/create-translation
 * paymentFor): a visitor's free use, nothing on an unlimited plan, else its credits for the
 * recording's length against the balance.
 */
function useTranslationPrice(durationMs: number): string {
  const t = useResultT();
  const user = useSession((state) => state.user);
  const point = useSession((state) => state.point);
  if (!user) return t('result.translation.costVisitor');
  if (paysNothing(payerOf(user))) {
    return t('result.translation.costIncluded');
  }
  const cost = t('result.translation.costOf', { cost: translationCreditCost(durationMs) });
  return point === undefined ? cost : `${cost} ${t('result.translation.balance', { point })}`;
}
