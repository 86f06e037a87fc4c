import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageModule, PageProps } from '../../app/page-module.js';
import { landingHead } from '../../features/landing/head.js';
import { convertedFileName } from '../../features/subtitle-files/file-naming.js';
import {
  formatOptionsFor,
  type FormatOptionName,
  type OptionChoices,
} from '../../features/subtitle-files/format-options.js';
import {
  DEFAULT_OUTPUT,
  outputFor,
  type OutputChoice,
} from '../../features/subtitle-files/output-options.js';
import { readPickedFile } from '../../features/subtitle-files/read-file-bytes.js';
import type { SubtitleInput } from '../../features/subtitle-files/read-subtitle.js';
import type { FileOutcome, WrittenFile } from '../../features/subtitle-files/subtitle-job.js';
import { useSubtitleJobs } from '../../features/subtitle-files/use-subtitle-jobs.js';
import { catalog, useSubtitleToolsT } from './catalog.js';
import { relatedConversions, type Conversion } from './convert-links.js';
import { conversionOf } from './convert-route.js';
import { FORMAT_LABELS, formatLabel } from './format-names.js';
import { FormatWarnings } from './parts/FormatWarnings.js';
import { CuePreview } from './parts/CuePreview.js';
import { DownloadButton } from './parts/DownloadButton.js';
import { FileDropZone } from './parts/FileDropZone.js';
import { FileReport } from './parts/FileReport.js';
import { FormatExplainer } from './parts/FormatExplainer.js';
import { FormatOptionsFields } from './parts/FormatOptionsFields.js';
import { JobStatus } from './parts/JobStatus.js';
import { OutputOptionsFields } from './parts/OutputOptionsFields.js';
import { RelatedConverters } from './parts/RelatedConverters.js';
import styles from './subtitle-tools.module.css';

/** The last file read: what it gave, and the file written from it when it gave subtitles. */
interface Converted {
  file: FileOutcome;
  written?: WrittenFile;
}

function ConvertTool({ from, to }: Conversion) {
  const t = useSubtitleToolsT();
  const intl = useIntl();
  const run = useSubtitleJobs();
  const statusId = useId();
  const reportId = useId();
  const [input, setInput] = useState<SubtitleInput>();
  const [choices, setChoices] = useState<OptionChoices>({});
  // What the next job is written with, even when the options change while a file is read.
  const latestChoices = useRef(choices);
  // Only the download is written with it: changing it converts nothing again.
  const [output, setOutput] = useState<OutputChoice>(DEFAULT_OUTPUT);
  const [busy, setBusy] = useState<string>();
  const [converted, setConverted] = useState<Converted>();
  const picks = useRef(0);

  const convert = useCallback(
    async (file: SubtitleInput) => {
      setBusy(file.name);
      try {
        const outcome = await run({
          kind: 'convert',
          file,
          to,
          options: formatOptionsFor(to, latestChoices.current),
        });
        if (!outcome) return;
        const [read] = outcome.files;
        if (read)
          setConverted({ file: read, ...(outcome.written ? { written: outcome.written } : {}) });
        setBusy(undefined);
      } catch {
        setConverted({ file: { ok: false, name: file.name, refusal: { kind: 'unreadable' } } });
        setBusy(undefined);
      }
    },
    [run, to],
  );

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    const pick = ++picks.current;
    setBusy(file.name);
    setConverted(undefined);
    const picked = await readPickedFile(file);
    if (pick !== picks.current) return;
    if (!picked.ok) {
      setInput(undefined);
      setBusy(undefined);
      setConverted({ file: picked });
      return;
    }
    setInput(picked.input);
    await convert(picked.input);
  };

  const onOption = (name: FormatOptionName, value: boolean) => {
    const next = { ...choices, [name]: value };
    latestChoices.current = next;
    setChoices(next);
    if (input) void convert(input);
  };

  const file = converted?.file;
  const ready = file?.ok ? file.summary : undefined;
  const written = converted?.written;
  const status = busy
    ? converted
      ? t('subtitleTools.convert.status.working', { name: busy, format: formatLabel(to) })
      : t('subtitleTools.status.reading', { name: busy })
    : ready
      ? t('subtitleTools.convert.status.ready', { name: ready.name, count: ready.cueCount })
      : '';

  return (
    <div className={styles['tool']}>
      <div className={styles['slot']}>
        <FileDropZone
          label={t('subtitleTools.drop.choose')}
          hint={t('subtitleTools.drop.hint', {
            formats: intl.formatList(FORMAT_LABELS, { type: 'disjunction' }),
          })}
          onFiles={(files) => void onFiles(files)}
          describedBy={file ? `${statusId} ${reportId}` : statusId}
          invalid={file !== undefined && !file.ok}
        />
        <JobStatus id={statusId} busy={busy !== undefined} text={status} />
        {file && (
          <FileReport id={reportId} outcome={file}>
            {ready && ready.format !== from && (
              <p className={styles['notice']}>
                {t('subtitleTools.convert.otherFormat', {
                  format: formatLabel(ready.format),
                  expected: formatLabel(from),
                })}
              </p>
            )}
          </FileReport>
        )}
      </div>
      <FormatOptionsFields format={to} choices={choices} onChange={onOption} />
      <OutputOptionsFields format={to} choice={output} onChange={setOutput} />
      {ready && written && (
        <>
          <DownloadButton
            file={written}
            fileName={convertedFileName(ready.name, to)}
            busy={busy !== undefined}
            output={outputFor(to, output)}
          />
          <FormatWarnings written={written} />
          <CuePreview
            key={ready.name + String(written.preview.texts.length)}
            cues={written.preview}
          />
        </>
      )}
    </div>
  );
}

function ConvertPage({ route }: PageProps) {
  const t = useSubtitleToolsT();
  const { from, to } = conversionOf(route);
  const values = { from: formatLabel(from), to: formatLabel(to) };
  return (
    <div className={styles['page']}>
      <header className={styles['intro']}>
        <h1>{t('subtitleTools.convert.heading', values)}</h1>
        <p className={styles['lead']}>
          {t('subtitleTools.convert.intro', {
            fromName: t('subtitleTools.formatName', { format: from }),
            toName: t('subtitleTools.formatName', { format: to }),
          })}
        </p>
      </header>
      {/* A new pair is a new tool: nothing read for another pair carries over. */}
      <ConvertTool key={`${from}-${to}`} from={from} to={to} />
      <FormatExplainer from={from} to={to} />
      <RelatedConverters
        heading={t('subtitleTools.related.heading')}
        conversions={relatedConversions({ from, to })}
        withMerge
      />
    </div>
  );
}

export const page: PageModule = {
  Page: ConvertPage,
  catalog,
  head: (route, t) => {
    const { from, to } = conversionOf(route);
    const values = { from: formatLabel(from), to: formatLabel(to) };
    return landingHead(
      t('subtitleTools.convert.title', values),
      t('subtitleTools.convert.description', values),
    );
  },
};
