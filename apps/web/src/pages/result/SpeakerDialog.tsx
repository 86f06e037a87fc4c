import { ActionButton, Modal } from '@captio/ui-kit';
import { useState } from 'react';
import { useResultT } from './catalog.js';
import type { ShownSpeaker } from './speaker-labels.js';
import styles from './result-page.module.css';

const NONE = '\u0000none';
const NEW = '\u0000new';

/** Whose words a cue is: one of the speakers, Unknown Speaker, or a new speaker. */
export function SpeakerDialog({
  cueNumber,
  current,
  speakers,
  onAssign,
  onClose,
}: {
  cueNumber: number;
  current: string | undefined;
  speakers: readonly ShownSpeaker[];
  onAssign: (key: string | undefined | 'new') => void;
  onClose: () => void;
}) {
  const t = useResultT();
  const [choice, setChoice] = useState(current ?? NONE);
  const named = speakers.filter((speaker) => speaker.key !== undefined);
  const option = (value: string, label: string) => (
    <label key={value} className={styles['choice']}>
      <input
        type="radio"
        name="cue-speaker"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
      />{' '}
      {label}
    </label>
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('result.speakerDialog.title', { number: cueNumber })}
      footer={
        <>
          <ActionButton onClick={onClose}>{t('result.speakerDialog.cancel')}</ActionButton>
          <ActionButton
            variant="primary"
            onClick={() => {
              onAssign(choice === NONE ? undefined : choice === NEW ? 'new' : choice);
              onClose();
            }}
          >
            {t('result.speakerDialog.apply')}
          </ActionButton>
        </>
      }
    >
      <fieldset className={styles['choices']}>
        <legend>{t('result.speakerDialog.legend')}</legend>
        {named.map((speaker) =>
          option(speaker.key ?? NONE, speaker.label ?? t('result.speakers.unknown')),
        )}
        {option(NONE, t('result.speakers.unknown'))}
        {option(NEW, t('result.speakerDialog.new'))}
      </fieldset>
    </Modal>
  );
}
