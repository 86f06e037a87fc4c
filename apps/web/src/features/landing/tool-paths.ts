/**
 * Paths of the tool pages, spelled as the routing-rules pattern routes read them (values in
 * lower case, as in SNS_SITES, OUTPUT_FORMATS and the SPOKEN_LANGUAGES names). Links take
 * them unlocalized: the kit's Link adds the reader's locale prefix.
 */
export const toolPaths = {
  snsToFormat: (sns: string, format: string) => `/${sns}-to-${format}`,
  mediaTranslator: (media: string) => `/${media}-translator`,
  textConverter: (media: string) => `/${media}-text-converter`,
  subtitleGenerator: (format: string) => `/${format}-generator`,
  subtitleGeneratorLanguage: (language: string) => `/subtitle-generator-${language}`,
  transcribeLanguage: (language: string) => `/transcribe-${language}`,
  transcribeFile: (extension: string) => `/transcribe-${extension}-to-text`,
  translateMedia: (from: string, to: string) => `/translate-${from}-media-to-${to}`,
  convertSubtitle: (from: string, to: string) => `/convert-${from}-to-${to}`,
} as const;
