import { readFileSync } from 'node:fs';
import type { ArticleField } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ModePicker } from './ModePicker.js';

function render(locale: Locale, articleFields: readonly ArticleField[] | undefined) {
  const messages = JSON.parse(
    readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages}>
      <ModePicker
        modes={['basic', 'article']}
        articleFields={articleFields}
        value="basic"
        onChange={() => undefined}
      />
    </IntlProvider>,
  );
}

describe('the article mode, before it is paid for', () => {
  it.each<[Locale, readonly ArticleField[] | undefined, string]>([
    [
      'en-US',
      ['file_summarize', 'Show_Notes'],
      'The transcript, plus a summary and show notes written from it',
    ],
    [
      'en-US',
      ['file_summarize', 'Blog_Post', 'Meetings_Minutes'],
      'The transcript, plus a summary, a blog post, and meeting minutes written from it',
    ],
    [
      'de-DE',
      ['file_summarize', 'Show_Notes'],
      'Das Transkript, dazu daraus geschrieben: eine Zusammenfassung und Shownotes',
    ],
    ['en-US', undefined, 'The transcript, plus a summary and other texts made from it'],
  ])('in %s with %j says %s', (locale, fields, note) => {
    expect(render(locale, fields)).toContain(note);
  });
});
