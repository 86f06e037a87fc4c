import { ARTICLE_FIELDS, type ArticleField, type TranscriptResult } from '@captio/api-client';
import type { StoredArticle } from '../../db/schema.js';
import { writerName } from './writing-engines.js';

type ArticleAnswer = Pick<TranscriptResult, ArticleField | 'article_engine'>;

/** The result's article fields: each text, null where none was written, and who wrote them. */
export function articleFields(article: StoredArticle | null): ArticleAnswer {
  const texts = Object.fromEntries(
    ARTICLE_FIELDS.map((field) => [field, article?.texts[field] ?? null]),
  ) as Record<ArticleField, string | null>;
  return {
    ...texts,
    article_engine: article
      ? { id: article.engine, name: writerName(article.engine), quality: article.quality }
      : null,
  };
}
