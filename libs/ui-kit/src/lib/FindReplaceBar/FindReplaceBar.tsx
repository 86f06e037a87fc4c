import { useT } from '@captio/i18n/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { IconButton } from '../ActionButton/IconButton.js';
import { Icon } from '../Icon/Icon.js';
import { classNames } from '../class-names.js';
import styles from './FindReplaceBar.module.css';

export interface FindReplaceBarProps {
  query: string;
  replacement: string;
  caseSensitive: boolean;
  /** How many matches the query has (findMatches(...).length). */
  matchCount: number;
  /** Which match is selected, from 0, or -1 before the first step. */
  activeMatch: number;
  onQueryChange: (query: string) => void;
  onReplacementChange: (replacement: string) => void;
  onCaseSensitiveChange: (caseSensitive: boolean) => void;
  /** Enter in the find field, or the button: go to the next match (stepMatch). */
  onNext: () => void;
  /** Shift+Enter in the find field, or the button. */
  onPrevious: () => void;
  /** Replace the active match (the page then steps to the next). */
  onReplace: () => void;
  /** Replace every match, as one undoable edit (replaceAll). */
  onReplaceAll: () => void;
  /** Escape, or the × button. Without it no × shows. */
  onClose?: () => void;
  /** Focus the find field when the bar appears (default true). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * Find and replace over the transcript's cues. Controlled: the page runs findMatches on its
 * cues, keeps the active match and applies replacements; the bar shows the fields, the count
 * (announced politely as it changes) and the buttons.
 */
export function FindReplaceBar({
  query,
  replacement,
  caseSensitive,
  matchCount,
  activeMatch,
  onQueryChange,
  onReplacementChange,
  onCaseSensitiveChange,
  onNext,
  onPrevious,
  onReplace,
  onReplaceAll,
  onClose,
  autoFocus = true,
  className,
}: FindReplaceBarProps) {
  const t = useT();
  const findId = useId();
  const replaceId = useId();
  const find = useRef<HTMLInputElement>(null);
  const none = matchCount === 0;

  useEffect(() => {
    if (autoFocus) find.current?.select();
  }, [autoFocus]);

  /** Escape in either field closes the bar. */
  const closeOnEscape = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.key !== 'Escape' || !onClose) return false;
    event.preventDefault();
    onClose();
    return true;
  };
  const onFindKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (closeOnEscape(event) || event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) onPrevious();
    else onNext();
  };
  const onReplaceKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (closeOnEscape(event) || event.key !== 'Enter' || none) return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) onReplaceAll();
    else onReplace();
  };

  const status =
    query === ''
      ? ''
      : activeMatch >= 0 && activeMatch < matchCount
        ? t('editor.find.position', { current: activeMatch + 1, count: matchCount })
        : t('editor.find.count', { count: matchCount });

  return (
    <div
      role="search"
      aria-label={t('editor.find.label')}
      className={classNames(styles['bar'], className)}
    >
      <div className={styles['line']}>
        <label htmlFor={findId} className={styles['label']}>
          {t('editor.find.query')}
        </label>
        <input
          ref={find}
          id={findId}
          type="text"
          className={styles['field']}
          value={query}
          autoComplete="off"
          aria-keyshortcuts="Enter Shift+Enter"
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onFindKeyDown}
        />
        <output className={styles['count']} aria-live="polite" htmlFor={findId}>
          {status}
        </output>
        <IconButton label={t('editor.find.previous')} disabled={none} onClick={onPrevious}>
          <Icon name="chevronUp" />
        </IconButton>
        <IconButton label={t('editor.find.next')} disabled={none} onClick={onNext}>
          <Icon name="chevronDown" />
        </IconButton>
        <label className={styles['toggle']}>
          <input
            type="checkbox"
            checked={caseSensitive}
            onChange={(event) => onCaseSensitiveChange(event.target.checked)}
          />
          {t('editor.find.caseSensitive')}
        </label>
        {onClose && (
          <IconButton label={t('editor.find.close')} className={styles['close']} onClick={onClose}>
            <Icon name="close" />
          </IconButton>
        )}
      </div>
      <div className={styles['line']}>
        <label htmlFor={replaceId} className={styles['label']}>
          {t('editor.find.replacement')}
        </label>
        <input
          id={replaceId}
          type="text"
          className={styles['field']}
          value={replacement}
          autoComplete="off"
          aria-keyshortcuts="Enter Control+Enter Meta+Enter"
          onChange={(event) => onReplacementChange(event.target.value)}
          onKeyDown={onReplaceKeyDown}
        />
        <ActionButton variant="secondary" disabled={none} onClick={onReplace}>
          {t('editor.find.replace')}
        </ActionButton>
        <ActionButton variant="secondary" disabled={none} onClick={onReplaceAll}>
          {t('editor.find.replaceAll')}
        </ActionButton>
      </div>
    </div>
  );
}
