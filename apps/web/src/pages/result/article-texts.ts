import { ARTICLE_FIELDS, type ArticleField, type TranscriptResult } from '@captio/api-client';
import type { ResultKey } from './catalog.js';

/** Each article text's heading, in the order the panel shows them. */
export const ARTICLE_LABELS: Record<ArticleField, ResultKey> = {
  file_summarize: 'result.article.summary',
  Show_Notes: 'result.article.showNotes',
  Meetings_Minutes: 'result.article.meetingMinutes',
  Blog_Post: 'result.article.blogPost',
  Social_Media: 'result.article.socialMedia',
};

export interface ArticleTexts {
  engine: NonNullable<TranscriptResult['article_engine']>;
  written: { field: ArticleField; text: string }[];
  /** Texts the engine does not write (null in the answer). */
  missing: ArticleField[];
}

/** What an article task wrote, or undefined for a transcript without an article. */
export function articleTexts(result: TranscriptResult): ArticleTexts | undefined {
  if (!result.article_engine) return undefined;
  const order = Object.keys(ARTICLE_LABELS) as ArticleField[];
  const written: ArticleTexts['written'] = [];
  const missing: ArticleField[] = [];
  for (const field of order) {
    const text = result[field];
    if (text) written.push({ field, text });
    else missing.push(field);
  }
  // Every field is listed: a new one in the contract shows up here as missing, not silently.
  for (const field of ARTICLE_FIELDS) if (!order.includes(field)) missing.push(field);
  return { engine: result.article_engine, written, missing };
}
