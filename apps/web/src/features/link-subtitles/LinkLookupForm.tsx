import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useNavigate } from '../../router/navigation-context.js';
import fieldStyles from '../landing/tool-form.module.css';
import { SITE_LINK_EXAMPLES } from '../landing/sites.js';
import { useLinkSubtitlesT } from './catalog.js';
import { callFailure, linkProblem, type CallFailure, type LinkProblem } from './link-check.js';
import styles from './link-subtitles.module.css';
import { toolPageFor, useLookUp } from './use-link-subtitles.js';

const PROBLEM_KEYS = {
  empty: 'linkSubs.problem.empty',
  tooLong: 'linkSubs.problem.tooLong',
  notLink: 'linkSubs.problem.notLink',
} as const satisfies Record<LinkProblem, string>;

export interface LinkLookupFormProps {
  /** The form's name for assistive technology (the tool's name). */
  label: string;
  locale: Locale;
  /** The link the page is about (/Result?url=...), shown in the field. */
  initialUrl?: string | undefined;
}

/**
 * The tool's form: a video's link, looked up when sent. A link with subtitle tracks goes to
 * /Result, one without to /Empty, both with the link in the address so they can be shared or
 * reloaded. What is wrong with the link is said beside the field, which takes the focus.
 */
export function LinkLookupForm({ label, locale, initialUrl = '' }: LinkLookupFormProps) {
  const t = useLinkSubtitlesT();
  const lookUp = useLookUp(locale);
  const navigate = useNavigate();
  const ids = { field: useId(), hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LinkProblem | CallFailure | undefined>();

  const refuse = (found: LinkProblem | CallFailure) => {
    setProblem(found);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = linkProblem(url);
    if (found) {
      refuse(found);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const info = await lookUp(url);
      navigate(toolPageFor(info.subtitles.length > 0 ? 'Result' : 'Empty', url.trim(), locale));
    } catch (error) {
      refuse(callFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const problemText =
    problem === undefined
      ? undefined
      : typeof problem === 'string'
        ? t(PROBLEM_KEYS[problem])
        : problem.kind === 'refused'
          ? problem.message
          : t('linkSubs.failure.unreachable');

  return (
    <form
      className={fieldStyles['form']}
      aria-label={label}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className={fieldStyles['fields']}>
        <div className={`${fieldStyles['field']} ${fieldStyles['wide']}`}>
          <label htmlFor={ids.field} className={fieldStyles['label']}>
            {t('linkSubs.link.label')}
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
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={problemText ? `${ids.error} ${ids.hint}` : ids.hint}
            className={fieldStyles['input']}
          />
          <p id={ids.hint} className={fieldStyles['fieldHint']}>
            {t('linkSubs.link.hint', { example: SITE_LINK_EXAMPLES.youtube })}
          </p>
          <div role="alert">
            {problemText && (
              <p id={ids.error} className={fieldStyles['error']}>
                {problemText}
              </p>
            )}
          </div>
        </div>
      </div>
      <div className={fieldStyles['actions']}>
        <ActionButton
          type="submit"
          variant="primary"
          loading={busy}
          className={fieldStyles['submit']}
        >
          {t('linkSubs.submit')}
        </ActionButton>
        <p role="status" className={styles['status']}>
          {busy ? t('linkSubs.looking') : ''}
        </p>
      </div>
    </form>
  );
}
