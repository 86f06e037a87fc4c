import type { FormatOptions, SubtitleFormat } from '@captio/subtitle-core';

/** The writing options subtitle-core offers, each for the formats it changes. */
export type FormatOptionName = 'speakers' | 'plainText' | 'timestamps';

const OPTIONS_BY_FORMAT: Record<SubtitleFormat, readonly FormatOptionName[]> = {
  // SubRip has no speaker field: names are written into the text, so they are off by default.
  srt: ['speakers', 'plainText'],
  vtt: ['speakers', 'plainText'],
  ass: ['plainText'],
  ssa: ['plainText'],
  // LRC is one timed line of plain text per cue: nothing to choose.
  lrc: [],
  txt: ['timestamps', 'speakers'],
  md: ['timestamps', 'speakers', 'plainText'],
  csv: ['speakers'],
  // Speakers as ttm:agent, markup as styled spans.
  ttml: ['speakers', 'plainText'],
};

export function formatOptionNames(format: SubtitleFormat): readonly FormatOptionName[] {
  return OPTIONS_BY_FORMAT[format];
}

/** Each option's value when the user has not changed it: what subtitle-core does by default. */
export function defaultOption(name: FormatOptionName, format: SubtitleFormat): boolean {
  switch (name) {
    case 'speakers':
      return format !== 'srt';
    case 'plainText':
      return false;
    case 'timestamps':
      return true;
  }
}

/** The user's choices so far, by option; the others keep their defaults. */
export type OptionChoices = Partial<Record<FormatOptionName, boolean>>;

/** The FormatOptions for a format: only the options it has, each chosen or by default. */
export function formatOptionsFor(format: SubtitleFormat, choices: OptionChoices): FormatOptions {
  const options: FormatOptions = {};
  for (const name of formatOptionNames(format)) {
    options[name] = choices[name] ?? defaultOption(name, format);
  }
  return options;
}
