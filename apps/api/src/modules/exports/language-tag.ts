/**
 * The transcript's language as a BCP 47 tag for a document's metadata (PDF /Lang, Word w:lang),
 * or undefined for what is not one ('auto', 'multilingual', 'yue(oral)', ''): no language is
 * better than a wrong one, which would send screen readers and spell checkers astray.
 */
export function languageTag(language: string): string | undefined {
  const tag = language.trim().replace(/_/g, '-');
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}
