import type { LocaleCode } from '@captio/api-client';

export interface PlainPage {
  locale: LocaleCode;
  /** The heading, already escaped. */
  title: string;
  /** The tab's title, already escaped; the heading when absent. */
  documentTitle?: string;
  /** One stylesheet, inline (a page's CSP may allow exactly it by its hash). */
  style?: string;
  /** The HTML under the heading, already escaped. */
  body: string;
}

/**
 * A page the api answers by itself, with no web app and no script (the local checkout, the
 * page of a failed renderer): kept out of search engines.
 */
export function plainPage({
  locale,
  title,
  documentTitle = title,
  style,
  body,
}: PlainPage): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${documentTitle}</title>
${style === undefined ? '' : `<style>${style}</style>\n`}</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
}
