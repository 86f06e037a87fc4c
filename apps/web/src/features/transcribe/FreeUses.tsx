import { FREE_QUOTA, freeUsesLabel } from '@captio/i18n';
import { useT } from '@captio/i18n/react';
import { LEVEL } from '@captio/api-client';
import { useSession } from '../../state/stores.js';
import { useTranscribeT } from './catalog.js';
import styles from './transcribe.module.css';

/**
 * What a transcription will take from the reader: free users see the free
 * transcriptions left out of 3, the unlimited level says so, other plans see their credits.
 * A visitor's count is the server's (tracked by cookie and device), so they are told the rule.
 */
export function FreeUses() {
  const t = useTranscribeT();
  const shell = useT();
  const user = useSession((state) => state.user);
  const point = useSession((state) => state.point);
  let text: string | undefined;
  if (!user) text = t('transcribe.free.visitor', { total: FREE_QUOTA });
  else if (user.level === LEVEL.free || user.level === LEVEL.unlimited) {
    text = shell(
      freeUsesLabel({
        level: user.level,
        remaining: user.free_data.remaining,
        unlimited: user.free_data.unlimited,
      }),
    );
  } else if (point !== undefined) text = t('transcribe.credits.balance', { point });
  return text ? <p className={styles['quota']}>{text}</p> : null;
}
