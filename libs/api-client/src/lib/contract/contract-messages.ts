/**
 * The contract's own validation messages, in English as zod reports them. A server answers
 * them in the caller's language: it finds a message by its text here (the api's table has every
 * key in 11 locales), which is why the schemas name these constants rather than write words.
 */
export const CONTRACT_MESSAGES = {
  notLanguageCode: 'Not a language code',
  notFileHash: 'Not a file hash',
  subtitleTrackNeedsUrl: 'A subtitle track is opened from a url, in basic mode',
  oneMediaSource: 'Give exactly one of file_hash and url',
} as const;

export type ContractMessageKey = keyof typeof CONTRACT_MESSAGES;
