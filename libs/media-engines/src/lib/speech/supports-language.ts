/**
 * Whether an engine listing `languages` takes `code`: 'en-GB' is taken by an engine listing 'en'
 * (one model serves every region), 'auto' only by an engine listing 'auto'.
 */
export function supportsLanguage(languages: readonly string[], code: string): boolean {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary !== '' && languages.includes(primary);
}
