import { countsByCharacter, formatTimestamp, stripTags, type Cue } from '@captio/subtitle-core';

/**
 * One block of a listing or a reading document: an optional heading (time and speaker) over
 * a text. PDF, DOCX and the plain-text document are all written from blocks.
 */
export interface ReadingBlock {
  readonly time?: string;
  readonly speaker?: string;
  readonly text: string;
  /** A bilingual document: the paragraph's translation, in its own language. */
  readonly translation?: { readonly text: string; readonly language: string };
}

/** A block's text and, under it, its translation: what formats of one language write. */
export function blockText(block: ReadingBlock): string {
  return [block.text, block.translation?.text ?? ''].filter((part) => part !== '').join('\n');
}

/** A speaker's turn goes on in a new paragraph past this length, so no paragraph runs for pages. */
const MAX_PARAGRAPH_CHARACTERS = 1200;
/** Without speaker names, a pause this long starts a new paragraph. */
const PARAGRAPH_PAUSE_MS = 3000;
/**
 * A paragraph covers at most this much of the recording: its time, shown at its head, then
 * leads to any passage within a minute (one voice talking for ten minutes is not one paragraph).
 */
const MAX_PARAGRAPH_MS = 60_000;

// Control characters (XML cannot hold them, and no font draws them) and lone surrogates (no
// encoding can): a document drops the first and shows U+FFFD for the second.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
const LONE_SURROGATE = /\p{Cs}/gu;

/** A text every document format can hold: see CONTROL. Tabs and line breaks stay. */
export function printable(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\ufffd');
}

/** The words a person reads: markup gone, blank lines and spaces around lines dropped. */
function readableText(cue: Cue, joiner: string): string {
  return printable(stripTags(cue.text).replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(joiner);
}

/** Chinese, Japanese, Cantonese and Thai put no space between sentences. */
function sentenceJoiner(language: string): string {
  return countsByCharacter(language) ? '' : ' ';
}

/** How blocks are laid out: whether they show times and speaker names, and the text's language. */
export interface BlockLayout {
  readonly timestamps: boolean;
  readonly speakers: boolean;
  readonly language: string;
}

function shownSpeaker(speaker: string | undefined, layout: BlockLayout): string | undefined {
  // A name is one line in a heading, whatever line breaks it was typed with.
  return layout.speakers && speaker !== undefined
    ? printable(speaker).replace(/\s+/g, ' ').trim()
    : undefined;
}

/** The translation of a bilingual reading document: a text per cue (markup), and its language. */
export interface DocumentTranslation {
  readonly texts: readonly string[];
  readonly language: string;
}

/** A subtitle listing: one block per cue, with its time range and speaker when asked. */
export function cueBlocks(cues: readonly Cue[], layout: BlockLayout): ReadingBlock[] {
  return cues.map((cue) => ({
    time: layout.timestamps
      ? `${formatTimestamp(cue.start, 'srt')} --> ${formatTimestamp(cue.end, 'srt')}`
      : undefined,
    speaker: shownSpeaker(cue.speaker, layout),
    text: readableText(cue, '\n'),
  }));
}

/**
 * A reading document: consecutive cues of one speaker join into one paragraph, headed by the
 * time it starts and the speaker's name when asked. Turns are told by the cues' speakers even
 * when names are not shown (cues labelled as cuesWithSpeakers does); in a transcript without
 * speakers, pauses separate paragraphs.
 */
export function paragraphBlocks(
  cues: readonly Cue[],
  layout: BlockLayout,
  /** A bilingual document: each cue's translation, written under its paragraph's original. */
  translation?: DocumentTranslation,
): ReadingBlock[] {
  const joiner = sentenceJoiner(layout.language);
  const translationJoiner = sentenceJoiner(translation?.language ?? layout.language);
  const blocks: ReadingBlock[] = [];
  let current:
    { start: number; end: number; speaker?: string; text: string; translated: string } | undefined;
  const close = () => {
    if (current && (current.text !== '' || current.translated !== '')) {
      blocks.push({
        time: layout.timestamps ? formatTimestamp(current.start, 'clock') : undefined,
        speaker: shownSpeaker(current.speaker, layout),
        text: current.text,
        ...(translation && current.translated !== ''
          ? { translation: { text: current.translated, language: translation.language } }
          : {}),
      });
    }
    current = undefined;
  };
  for (const [index, cue] of cues.entries()) {
    const text = readableText(cue, joiner);
    const translated = readableText(
      { ...cue, text: translation?.texts[index] ?? '' },
      translationJoiner,
    );
    if (text === '' && translated === '') continue;
    const continues =
      current !== undefined &&
      current.speaker === cue.speaker &&
      current.text.length < MAX_PARAGRAPH_CHARACTERS &&
      cue.start - current.start < MAX_PARAGRAPH_MS &&
      (cue.speaker !== undefined || cue.start - current.end < PARAGRAPH_PAUSE_MS);
    if (current !== undefined && continues) {
      if (text !== '') current.text += (current.text === '' ? '' : joiner) + text;
      if (translated !== '') {
        current.translated += (current.translated === '' ? '' : translationJoiner) + translated;
      }
      current.end = Math.max(current.end, cue.end);
    } else {
      close();
      current = { start: cue.start, end: cue.end, speaker: cue.speaker, text, translated };
    }
  }
  close();
  return blocks;
}
