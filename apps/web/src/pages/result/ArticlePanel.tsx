import type { TranscriptResult } from '@captio/api-client';
import { ActionButton } from '@captio/ui-kit';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ARTICLE_LABELS, articleTexts } from './article-texts.js';
import { useResultT } from './catalog.js';
import styles from './result-page.module.css';

/**
 * The texts an article task wrote from the transcript (summary, show notes, minutes, blog and
 * social posts), each under its own heading with a copy button, and how they were made:
 * extractive texts are the transcript's own sentences, which the reader is told.
 */
export function ArticlePanel({ result }: { result: TranscriptResult }) {
  const t = useResultT();
  const intl = useIntl();
  const article = articleTexts(result);
  if (!article) return null;
  const extractive = article.engine.quality === 'extractive';
  return (
    <section
      className={`${styles['panel']} ${styles['article']}`}
      aria-labelledby="result-article-heading"
    >
      <h2 id="result-article-heading">{t('result.article.heading')}</h2>
      <p className={styles['articleNote']} data-quality={article.engine.quality}>
        {t('result.article.by', { engine: article.engine.name })}{' '}
        {t(extractive ? 'result.article.extractive' : 'result.article.generative')}
      </p>
      {article.written.map(({ field, text }) => (
        <ArticleText key={field} label={t(ARTICLE_LABELS[field])} text={text} />
      ))}
      {article.missing.length > 0 && (
        <p className={styles['hint']}>
          {t('result.article.notWritten', {
            texts: intl.formatList(
              article.missing.map((field) => t(ARTICLE_LABELS[field])),
              { type: 'conjunction' },
            ),
          })}
        </p>
      )}
    </section>
  );
}

function ArticleText({ label, text }: { label: string; text: string }) {
  const t = useResultT();
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): the text is selected to copy by hand.
      const selection = window.getSelection();
      if (body.current && selection) {
        selection.selectAllChildren(body.current);
      }
      setCopy('failed');
    }
  };

  return (
    <section className={styles['articleText']} aria-labelledby={headingId}>
      <div className={styles['articleTextHead']}>
        <h3 id={headingId}>{label}</h3>
        <ActionButton onClick={copyText} aria-describedby={headingId}>
          {t('result.article.copy')}
        </ActionButton>
      </div>
      <div ref={body} className={styles['articleBody']}>
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p role="status" className={styles['copyStatus']}>
        {copy === 'copied' && t('result.article.copied')}
        {copy === 'failed' && t('result.article.copyFailed')}
      </p>
    </section>
  );
}
