import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useNavigate } from '../../router/navigation-context.js';
import { shownText, useEarlyInput } from '../forms/index.js';
import fieldStyles from '../landing/tool-form.module.css';
import { SITE_LINK_EXAMPLES } from '../landing/sites.js';
import { useLinkLookup } from '../link-lookup/use-link-lookup.js';
import { useLinkSubtitlesT } from './catalog.js';
import styles from './link-subtitles.module.css';
import { toolPageFor, useKeptLookups } from './use-link-subtitles.js';

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
  const link = useLinkLookup({ locale, inspect: useKeptLookups(), initialText: initialUrl });
  const navigate = useNavigate();
  const ids = { field: useId(), hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, shownText, link.text, link.edit);
  const problemText = link.problem ?? link.failure;
  // Each refusal (the same one again too: a new lookup) sends the reader back to the field.
  useEffect(() => {
    if (problemText) input.current?.focus();
  }, [problemText, link.lookup]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (link.checking) return;
    const found = await link.check();
    if (!found) return;
    const page = found.link.subtitles.length > 0 ? 'Result' : 'Empty';
    navigate(toolPageFor(page, found.url, locale));
  };

  return (
    <form
      className={fieldStyles['form']}
      aria-label={label}
      aria-busy={link.checking || undefined}
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
            value={link.text}
            onChange={(event) => link.edit(event.currentTarget.value)}
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
          loading={link.checking}
          className={fieldStyles['submit']}
        >
          {t('linkSubs.submit')}
        </ActionButton>
        <p role="status" className={styles['status']}>
          {link.checking ? link.status : ''}
        </p>
      </div>
    </form>
  );
}
