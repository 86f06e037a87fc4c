import type { Transcript, WritingEngine } from '@captio/media-engines';
import type { StoredArticle } from '../../db/schema.js';
import { ARTICLE_FIELD_OF } from './writing-engines.js';

/** An article task's texts from its transcript, by result field, as they are stored. */
export async function writeArticle(
  writer: WritingEngine,
  transcript: Transcript,
  limits: { signal: AbortSignal; timeoutMs: number },
): Promise<StoredArticle> {
  const writing = await writer.write(
    { language: transcript.language, segments: transcript.segments },
    limits,
  );
  const texts: StoredArticle['texts'] = {};
  for (const [kind, text] of Object.entries(writing.texts)) {
    texts[ARTICLE_FIELD_OF[kind as keyof typeof ARTICLE_FIELD_OF]] = text;
  }
  return { engine: writing.engineId, quality: writing.level, texts };
}
