import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FORMATS, type SubtitleFormat } from '@captio/subtitle-core';
import type { PageModule } from '../../app/page-module.js';
import { landingHead } from '../../features/landing/head.js';
import { mergedFileName } from '../../features/subtitle-files/file-naming.js';
import {
  formatOptionsFor,
  type FormatOptionName,
  type OptionChoices,
} from '../../features/subtitle-files/format-options.js';
import {
  DEFAULT_MERGE_SETTINGS,
  inMergeOrder,
  mergeOptionsFrom,
  type MergeSettings,
} from '../../features/subtitle-files/merge-settings.js';
import { readPickedFile } from '../../features/subtitle-files/read-file-bytes.js';
import type { SubtitleInput } from '../../features/subtitle-files/read-subtitle.js';
import type { FileOutcome, WrittenFile } from '../../features/subtitle-files/subtitle-job.js';
import {
  useSubtitleJobs,
  type RunSubtitleJob,
} from '../../features/subtitle-files/use-subtitle-jobs.js';
import { catalog, useSubtitleToolsT } from './catalog.js';
import { POPULAR_CONVERSIONS } from './convert-links.js';
import { FORMAT_LABELS } from './format-names.js';
import { CuePreview } from './parts/CuePreview.js';
import { FormatWarnings } from './parts/FormatWarnings.js';
import { DownloadButton } from './parts/DownloadButton.js';
import { FileDropZone } from './parts/FileDropZone.js';
import { FileReport } from './parts/FileReport.js';
import { FormatOptionsFields } from './parts/FormatOptionsFields.js';
import { JobStatus } from './parts/JobStatus.js';
import { MergeSettingsFields } from './parts/MergeSettingsFields.js';
import { RelatedConverters } from './parts/RelatedConverters.js';
import styles from './subtitle-tools.module.css';

/** One of the two files: the file read (once chosen) and what reading it gave. */
interface Slot {
  input?: SubtitleInput;
  outcome?: FileOutcome;
  busy?: string;
}

type Slots = readonly [Slot, Slot];

interface Merged {
  written?: WrittenFile;
  failed?: boolean;
  /** Cues of the file that plays second that the shift left out (see JobOutcome.dropped). */
  dropped?: number;
}

const SLOT_NAMES = ['first', 'second'] as const;

/**
 * Reads a chosen file into its slot: refused at once when too large or unreadable, else read
 * (in a worker when large) for its summary and problems.
 */
async function readIntoSlot(
  file: File,
  run: RunSubtitleJob,
  channel: string,
): Promise<Slot | undefined> {
  const picked = await readPickedFile(file);
  if (!picked.ok) return { outcome: picked };
  try {
    const outcome = await run({ kind: 'read', file: picked.input }, channel);
    const [read] = outcome?.files ?? [];
    return read ? { input: picked.input, outcome: read } : undefined;
  } catch {
    return { outcome: { ok: false, name: file.name, refusal: { kind: 'unreadable' } } };
  }
}

function MergeTool() {
  const t = useSubtitleToolsT();
  const intl = useIntl();
  const run = useSubtitleJobs();
  const statusId = useId();
  const reportIds = [useId(), useId()] as const;
  const [slots, setSlots] = useState<Slots>([{}, {}]);
  const [settings, setSettings] = useState<MergeSettings>(DEFAULT_MERGE_SETTINGS);
  const [chosenFormat, setChosenFormat] = useState<SubtitleFormat>();
  const [choices, setChoices] = useState<OptionChoices>({});
  const [merged, setMerged] = useState<Merged>();
  const [merging, setMerging] = useState(false);
  const picks = useRef<[number, number]>([0, 0]);

  const setSlot = (index: 0 | 1, slot: Slot) =>
    setSlots((current) => (index === 0 ? [slot, current[1]] : [current[0], slot]));

  const pick = async (index: 0 | 1, file: File) => {
    const count = picks.current[index] + 1;
    picks.current[index] = count;
    setSlot(index, { busy: file.name });
    const slot = await readIntoSlot(file, run, SLOT_NAMES[index]);
    if (slot && count === picks.current[index]) setSlot(index, slot);
  };

  const onFiles = (index: 0 | 1, files: File[]) => {
    const [file, other] = files;
    if (file) void pick(index, file);
    // Two files dropped or picked at once fill both places.
    if (other) void pick(index === 0 ? 1 : 0, other);
  };

  const ordered = inMergeOrder(slots, settings.lead);
  const [lead, follower] = ordered;
  const leadSummary = lead.outcome?.ok ? lead.outcome.summary : undefined;
  const format = chosenFormat ?? leadSummary?.format ?? 'srt';
  const mergeOptions = mergeOptionsFrom(settings);
  const bothRead = lead.outcome?.ok === true && follower.outcome?.ok === true;

  useEffect(() => {
    if (!bothRead || !lead.input || !follower.input || !mergeOptions.ok) {
      setMerged(undefined);
      return;
    }
    let current = true;
    setMerging(true);
    run(
      {
        kind: 'merge',
        files: [lead.input, follower.input],
        merge: mergeOptions.options,
        to: format,
        options: formatOptionsFor(format, choices),
      },
      'merge',
    ).then(
      (outcome) => {
        if (!outcome || !current) return;
        setMerged(
          outcome.written
            ? { written: outcome.written, ...(outcome.dropped ? { dropped: outcome.dropped } : {}) }
            : { failed: true },
        );
        setMerging(false);
      },
      () => {
        if (!current) return;
        setMerged({ failed: true });
        setMerging(false);
      },
    );
    return () => {
      current = false;
    };
    // mergeOptions is rebuilt every render from settings, which is the dependency.
  }, [bothRead, lead.input, follower.input, settings, format, choices, run]);

  const names = [0, 1].map((index) => {
    const outcome = slots[index]?.outcome;
    return outcome?.ok
      ? outcome.summary.name
      : t(`subtitleTools.merge.${SLOT_NAMES[index ? 1 : 0]}`);
  }) as [string, string];
  const slotBusy = slots.find((slot) => slot.busy)?.busy;
  const status = slotBusy
    ? t('subtitleTools.status.reading', { name: slotBusy })
    : bothRead && merging
      ? t('subtitleTools.merge.status.working', {
          first: names[settings.lead],
          second: names[settings.lead === 0 ? 1 : 0],
        })
      : merged?.written
        ? [
            t('subtitleTools.merge.status.ready', { count: merged.written.preview.texts.length }),
            ...(merged.dropped
              ? [
                  t('subtitleTools.merge.status.dropped', {
                    count: merged.dropped,
                    name: follower.outcome?.ok ? follower.outcome.summary.name : '',
                  }),
                ]
              : []),
          ].join(' ')
        : bothRead
          ? ''
          : t('subtitleTools.merge.waiting');

  const onOption = (name: FormatOptionName, value: boolean) =>
    setChoices((current) => ({ ...current, [name]: value }));

  return (
    <div className={styles['tool']}>
      <div className={styles['slots']}>
        {slots.map((slot, index) => {
          const at = index as 0 | 1;
          const refused = slot.outcome?.ok === false;
          return (
            <section
              key={SLOT_NAMES[at]}
              className={styles['slot']}
              aria-labelledby={`${reportIds[at]}-h`}
            >
              <h2 id={`${reportIds[at]}-h`}>{t(`subtitleTools.merge.${SLOT_NAMES[at]}`)}</h2>
              <FileDropZone
                multiple
                label={t(
                  at === 0 ? 'subtitleTools.merge.chooseFirst' : 'subtitleTools.merge.chooseSecond',
                )}
                hint={t('subtitleTools.drop.hint', {
                  formats: intl.formatList(FORMAT_LABELS, { type: 'disjunction' }),
                })}
                onFiles={(files) => onFiles(at, files)}
                describedBy={slot.outcome ? reportIds[at] : undefined}
                invalid={refused}
              />
              {slot.outcome && <FileReport id={reportIds[at]} outcome={slot.outcome} />}
            </section>
          );
        })}
      </div>
      <div className={styles['settings']}>
        <MergeSettingsFields settings={settings} names={names} onChange={setSettings} />
        <div className={styles['slot']}>
          <div className={styles['field']}>
            <label htmlFor={`${statusId}-format`}>{t('subtitleTools.merge.output.label')}</label>
            <select
              id={`${statusId}-format`}
              value={format}
              onChange={(event) => setChosenFormat(event.target.value as SubtitleFormat)}
            >
              {FORMATS.map((option) => (
                <option key={option} value={option}>
                  {t('subtitleTools.formatName', { format: option })}
                </option>
              ))}
            </select>
          </div>
          <FormatOptionsFields format={format} choices={choices} onChange={onOption} />
        </div>
      </div>
      <JobStatus id={statusId} busy={Boolean(slotBusy) || (bothRead && merging)} text={status} />
      {merged?.failed && (
        <p role="alert" className={styles['alert']}>
          {t('subtitleTools.refusal.unreadable', { name: `${names[0]}, ${names[1]}` })}
        </p>
      )}
      {bothRead && merged?.written && leadSummary && (
        <>
          <DownloadButton
            file={merged.written}
            fileName={mergedFileName(leadSummary.name, format)}
            busy={merging}
          />
          <FormatWarnings written={merged.written} />
          <CuePreview cues={merged.written.preview} />
        </>
      )}
    </div>
  );
}

function MergePage() {
  const t = useSubtitleToolsT();
  const aboutId = useId();
  return (
    <div className={styles['page']}>
      <header className={styles['intro']}>
        <h1>{t('subtitleTools.merge.heading')}</h1>
        <p className={styles['lead']}>{t('subtitleTools.merge.intro')}</p>
      </header>
      <MergeTool />
      <section aria-labelledby={aboutId} className={styles['section']}>
        <h2 id={aboutId}>{t('subtitleTools.merge.about.heading')}</h2>
        <p>{t('subtitleTools.merge.about.bilingual')}</p>
        <p>{t('subtitleTools.merge.about.append')}</p>
        <p>{t('subtitleTools.merge.about.formats')}</p>
      </section>
      <RelatedConverters
        heading={t('subtitleTools.merge.related.heading')}
        conversions={POPULAR_CONVERSIONS}
      />
    </div>
  );
}

export const page: PageModule = {
  Page: MergePage,
  catalog,
  head: (_route, t) =>
    landingHead(t('subtitleTools.merge.title'), t('subtitleTools.merge.description')),
};
