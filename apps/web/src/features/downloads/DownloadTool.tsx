import type { DownloadFormat } from '@captio/api-client';
import type { Locale, SnsSite } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import fieldStyles from '../landing/tool-form.module.css';
import { shownText, useEarlyInput } from '../forms/index.js';
import flowStyles from '../transcribe/transcribe.module.css';
import { useLinkLookupT } from '../link-lookup/catalog.js';
import { lookupTexts } from '../link-lookup/lookup-texts.js';
import { useDownloadsT, type DownloadsTranslate } from './catalog.js';
import type { DownloadFlow, DownloadPhase, DownloadProblem } from './download-flow.js';
import { DownloadReady } from './DownloadReady.js';
import { DownloadStatus } from './DownloadStatus.js';
import { LinkPreview } from './LinkPreview.js';
import { useDownloadFlow } from './use-download-flow.js';

export interface DownloadToolProps {
  /** The form's name for assistive technology (the tool's name). */
  label: string;
  /** The link field's label and hint (the page names its site). */
  linkLabel: string;
  linkHint: string;
  /** The site the page is about. */
  site: SnsSite;
  /** What the page converts to (/youtube-to-mp3: mp3). */
  format: DownloadFormat;
  locale: Locale;
}

export interface DownloadToolFormProps extends Omit<DownloadToolProps, 'locale'> {
  /** The tool's state and its actions, as its stores hold them now. */
  flow: DownloadFlow;
}

function problemText(t: DownloadsTranslate, problem: DownloadProblem): string {
  switch (problem.kind) {
    case 'unreachable':
      return t('downloads.problem.unreachable');
    case 'refused':
      return problem.message;
    case 'failed':
      return problem.message ?? t('downloads.failed.fallback');
  }
}

/** The link can be edited (and looked up) only before a conversion starts. */
const EDITABLE: readonly DownloadPhase[] = ['enter', 'inspected'];
/** The api is at work: the form says so to assistive technology. */
const BUSY: readonly DownloadPhase[] = ['inspecting', 'starting', 'converting'];

/**
 * The download tool of a page, wired to the api (useDownloadFlow). A link in the address is
 * looked up as soon as the page can: a shared address, or the form sent by the browser itself
 * (a GET with `url`) before the page became interactive.
 */
export function DownloadTool({ locale, ...props }: DownloadToolProps) {
  return <DownloadToolForm {...props} flow={useDownloadFlow(props.format, locale)} />;
}

/**
 * A working download tool: paste a link, see what it is (title, thumbnail, site, length),
 * convert it to the page's format with its progress, then save the file. Focus goes where the
 * next step is: the convert button once the link is found, the file once it is ready, the
 * field again after a refusal or to convert another.
 */
export function DownloadToolForm({
  label,
  linkLabel,
  linkHint,
  site,
  format,
  flow,
}: DownloadToolFormProps) {
  const t = useDownloadsT();
  const linkTexts = lookupTexts(useLinkLookupT(), flow.lookup);
  const ids = { field: useId(), hint: useId(), problem: useId() };
  const { phase, problem, lookup, download } = flow;
  const link = lookup.status === 'found' ? lookup.link : undefined;
  const input = useRef<HTMLInputElement>(null);
  const convertButton = useRef<HTMLButtonElement>(null);
  const fileLink = useRef<HTMLAnchorElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);

  useEarlyInput(input, shownText, flow.text, flow.setText);

  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    if (was === phase) return;
    if (phase === 'inspected' && was === 'inspecting') convertButton.current?.focus();
    else if (phase === 'done') fileLink.current?.focus();
    else if (phase === 'failed') retryButton.current?.focus();
    else if (phase === 'enter') input.current?.focus();
  }, [phase]);
  const editable = EDITABLE.includes(phase);
  const formatLabel = format.toUpperCase();
  const message = problem ? problemText(t, problem) : (linkTexts.problem ?? linkTexts.failure);
  // A problem with the link itself (empty, refused by the api) sends the reader back to it, at
  // each lookup (the same refusal again too).
  useEffect(() => {
    if (message && phase === 'enter') input.current?.focus();
  }, [message, phase, lookup]);

  const aboutLink = Boolean(message) && phase === 'enter';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.inspect();
  };

  return (
    <form
      className={fieldStyles['form']}
      aria-label={label}
      aria-busy={BUSY.includes(phase) || undefined}
      noValidate
      onSubmit={submit}
    >
      <div className={fieldStyles['fields']}>
        <div className={`${fieldStyles['field']} ${fieldStyles['wide']}`}>
          <label htmlFor={ids.field} className={fieldStyles['label']}>
            {linkLabel}
          </label>
          <input
            ref={input}
            id={ids.field}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={flow.text}
            readOnly={!editable}
            aria-invalid={aboutLink || undefined}
            aria-describedby={aboutLink ? `${ids.problem} ${ids.hint}` : ids.hint}
            onChange={(event) => flow.setText(event.currentTarget.value)}
            className={fieldStyles['input']}
          />
          <p id={ids.hint} className={fieldStyles['fieldHint']}>
            {linkHint}
          </p>
        </div>
      </div>
      {(phase === 'enter' || phase === 'inspecting') && (
        <div className={fieldStyles['actions']}>
          <ActionButton
            type="submit"
            variant="primary"
            loading={phase === 'inspecting'}
            className={fieldStyles['submit']}
          >
            {t('downloads.find')}
          </ActionButton>
        </div>
      )}
      {link && <LinkPreview link={link} pageSite={site} format={format} />}
      {(phase === 'inspected' || phase === 'starting' || phase === 'converting') && (
        <div className={fieldStyles['actions']}>
          <ActionButton
            ref={convertButton}
            variant="primary"
            loading={phase !== 'inspected'}
            onClick={flow.convert}
            aria-describedby={message ? ids.problem : undefined}
            className={fieldStyles['submit']}
          >
            {t('downloads.convert', { format: formatLabel })}
          </ActionButton>
        </div>
      )}
      <DownloadStatus
        phase={phase}
        linkStatus={linkTexts.status}
        percent={download?.progress ?? 0}
        format={format}
      />
      {phase === 'done' && download && <DownloadReady download={download} linkRef={fileLink} />}
      <div role="alert" className={flowStyles['failure']}>
        {phase === 'failed' && (
          <p className={flowStyles['failureText']}>{t('downloads.failed.title')}</p>
        )}
        {message && (
          <p id={ids.problem} className={flowStyles['failureText']}>
            {message}
          </p>
        )}
      </div>
      {phase === 'failed' && (
        <div className={fieldStyles['actions']}>
          <ActionButton ref={retryButton} onClick={() => flow.retry()}>
            {t('downloads.retry')}
          </ActionButton>
        </div>
      )}
      {phase === 'done' && (
        <div className={fieldStyles['actions']}>
          <ActionButton onClick={() => flow.reset(false)}>{t('downloads.again')}</ActionButton>
        </div>
      )}
    </form>
  );
}
