import { ActionButton, SpeakerChip, speakerColorIndex } from '@captio/ui-kit';
import { useState, type FormEvent } from 'react';
import { MAX_SPEAKER_NAME_LENGTH } from '../../features/editor/index.js';
import { useResultT } from './catalog.js';
import type { ShownSpeaker } from './speaker-labels.js';
import styles from './result-page.module.css';

/** The kit's chip colour for the lines without a speaker: its last, greyest palette. */
export const UNKNOWN_SPEAKER_COLOR = 9;

export function colorOf(speaker: ShownSpeaker, labels: readonly string[]): number {
  return speaker.label === undefined
    ? UNKNOWN_SPEAKER_COLOR
    : speakerColorIndex(speaker.label, labels);
}

function SpeakerRow({
  speaker,
  labels,
  onRename,
}: {
  speaker: ShownSpeaker;
  labels: readonly string[];
  onRename: (key: string | undefined, name: string) => boolean;
}) {
  const t = useResultT();
  const [name, setName] = useState(speaker.name ?? '');
  const inputId = `speaker-name-${speaker.key ?? 'none'}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRename(speaker.key, name);
  };
  return (
    <li className={styles['speaker']}>
      <SpeakerChip
        {...(speaker.label !== undefined && { speaker: speaker.label })}
        colorIndex={colorOf(speaker, labels)}
      />
      <span className={styles['hint']}>{t('result.speakers.cues', { count: speaker.cues })}</span>
      <form className={styles['rename']} onSubmit={submit}>
        <label htmlFor={inputId}>
          {t('result.speakers.nameLabel', {
            speaker: speaker.label ?? t('result.speakers.unknown'),
          })}
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={MAX_SPEAKER_NAME_LENGTH}
          placeholder={speaker.label ?? t('result.speakers.unknown')}
          onChange={(event) => setName(event.target.value)}
        />
        <ActionButton type="submit" disabled={name.trim() === (speaker.name ?? '')}>
          {t('result.speakers.rename')}
        </ActionButton>
      </form>
    </li>
  );
}

/**
 * The transcript's speakers with their colours: a name given here names every cue of theirs at
 * once. An empty name takes it away (Unknown Speaker again).
 */
export function SpeakersPanel({
  speakers,
  onRename,
}: {
  speakers: readonly ShownSpeaker[];
  onRename: (key: string | undefined, name: string) => boolean;
}) {
  const t = useResultT();
  const labels = speakers.flatMap((speaker) =>
    speaker.label === undefined ? [] : [speaker.label],
  );
  return (
    <section className={styles['panel']} aria-labelledby="result-speakers-heading">
      <h2 id="result-speakers-heading">{t('result.speakers.heading')}</h2>
      {speakers.length === 0 ? (
        <p className={styles['hint']}>{t('result.speakers.none')}</p>
      ) : (
        <ul className={styles['speakers']}>
          {speakers.map((speaker) => (
            <SpeakerRow
              // A rename makes a row anew, so its field shows the name as saved.
              key={`${speaker.key ?? ''}:${speaker.name ?? ''}`}
              speaker={speaker}
              labels={labels}
              onRename={onRename}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
