import { useEffect, useId, useRef } from 'react';
import { ActionButton } from '@captio/ui-kit';
import fieldStyles from '../landing/tool-form.module.css';
import { useTranscribeT } from '../transcribe/catalog.js';
import type { StartPhase } from '../transcribe/start-store.js';
import { useLinkSourceT } from './catalog.js';
import type { LinkLookup } from '../link-lookup/link-lookup.js';
import styles from './link-source.module.css';
import { LinkSummary } from './LinkSummary.js';

export interface LinkSourceProps {
  /** What the field holds. */
  text: string;
  lookup: LinkLookup;
  /** What is wrong with the text, said beside the field (useLinkLookup's problem). */
  problem: string | undefined;
  onEdit: (text: string) => void;
  /** Looks the field's link up. */
  onCheck: () => void;
  disabled?: boolean;
}

/**
 * The link field: pasted (looked up at once) or typed and checked with its button, or on
 * submit. A text that is no link is said beside the field, which takes the focus; what the
 * site says of a good one shows under it.
 */
export function LinkSource({ text, lookup, problem, onEdit, onCheck, disabled }: LinkSourceProps) {
  const t = useLinkSourceT();
  const ids = { field: useId(), hint: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (problem) input.current?.focus();
  }, [problem, lookup]);

  return (
    <>
      <div className={`${fieldStyles['field']} ${fieldStyles['wide']}`}>
        <label htmlFor={ids.field} className={fieldStyles['label']}>
          {t('linkSource.field.label')}
        </label>
        <div className={styles['linkRow']}>
          <input
            ref={input}
            id={ids.field}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={text}
            disabled={disabled}
            aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={problem ? true : undefined}
            className={fieldStyles['input']}
            onChange={(event) => onEdit(event.currentTarget.value)}
            // The pasted text is in the field once the change that follows the paste is handled.
            onPaste={() => setTimeout(onCheck, 0)}
          />
          <ActionButton
            onClick={onCheck}
            disabled={disabled}
            loading={lookup.status === 'checking'}
          >
            {t('linkSource.lookUp')}
          </ActionButton>
        </div>
        <p id={ids.hint} className={fieldStyles['fieldHint']}>
          {t('linkSource.field.hint')}
        </p>
        {problem && (
          <p id={ids.error} className={styles['fieldError']}>
            {problem}
          </p>
        )}
      </div>
      {lookup.status === 'found' && <LinkSummary link={lookup.link} />}
    </>
  );
}

export interface LinkStatusProps {
  lookup: LinkLookup;
  /** What the lookup's live region says (useLinkLookup's status). */
  status: string;
  phase: StartPhase;
}

/**
 * A polite live region that says what happens to the link: being checked, found (its title) or
 * refused (the api's reason, in the page's language), then the task starting.
 */
export function LinkStatus({ lookup, status, phase }: LinkStatusProps) {
  const t = useLinkSourceT();
  const transcribe = useTranscribeT();
  let said = status;
  if (phase === 'creating') said = t('linkSource.starting');
  else if (phase === 'done') said = transcribe('transcribe.opening');
  const failed = phase === 'choose' && lookup.status === 'failed';
  return (
    <p role="status" className={`${styles['status']} ${failed ? styles['failed'] : ''}`}>
      {said}
    </p>
  );
}
