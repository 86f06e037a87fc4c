import type { ExportContent } from '@captio/api-client';
import { type AssStyle, type Cue, defaultAssStyle, isCjk, merge } from '@captio/subtitle-core';
import { AppError } from '../../http/app-error.js';
import type { DocumentTranslation, ExportFormat, ExportKind } from '../exports/index.js';
import { translationMessages } from './messages.js';

/** What a download holds: the cues to write, their language, and the ASS styles of tracks. */
export interface ExportText {
  cues: Cue[];
  language: string;
  styles?: AssStyle[];
  /** A bilingual reading document: each cue's translation (see renderExport). */
  translation?: DocumentTranslation;
}

/** One side of an export: cues and their language. */
export interface ExportTrack {
  cues: readonly Cue[];
  language: string;
}

/** The style names of the two tracks of a bilingual ASS file. */
export const TRACK_STYLES = { original: 'Original', translation: 'Translation' } as const;

/**
 * The two ASS styles: the original at the bottom as a player puts subtitles, the translation at
 * the top in yellow, so that each can be told apart, restyled or hidden (in a player's style
 * override, or Aegisub) on its own.
 */
function trackStyles(): AssStyle[] {
  const original = defaultAssStyle();
  return [
    { name: TRACK_STYLES.original, fields: original.fields },
    {
      name: TRACK_STYLES.translation,
      fields: { ...original.fields, PrimaryColour: '&H0000FFFF', Alignment: '8' },
    },
  ];
}

/**
 * The cues of an export: the original, its translation, or both. Bilingual 'lines' puts each
 * translated text on a line under the original text of the cue it overlaps (subtitle-core's
 * bilingual merge: the same times pair line for line, and an original edited since still pairs by
 * time). Bilingual 'tracks' is offered where a format holds tracks, ASS (a style each);
 * elsewhere it is refused with a message that says so, rather than quietly written as lines.
 */
export function exportText(
  original: ExportTrack,
  translation: ExportTrack | null,
  choice: {
    content: ExportContent;
    layout: 'lines' | 'tracks';
    format: ExportFormat;
    kind: ExportKind;
  },
): ExportText {
  if (choice.content === 'original')
    return { cues: [...original.cues], language: original.language };
  if (!translation) {
    throw new AppError(409, 'translation_not_found', translationMessages.noTranslation);
  }
  if (choice.content === 'translation') {
    return { cues: [...translation.cues], language: translation.language };
  }
  // The PDF fonts follow the language: a CJK side needs its CJK face.
  const language = isCjk(translation.language) ? translation.language : original.language;
  if (choice.layout === 'tracks') {
    if (choice.format !== 'ass') {
      throw new AppError(422, 'bilingual_tracks_unavailable', translationMessages.tracksNotOffered);
    }
    // Each track is placed by its style: a file's own positions would put both in one place.
    const onTrack = (style: string) => (cue: Cue) => ({ ...withoutPlacement(cue), style });
    const cues = [
      ...original.cues.map(onTrack(TRACK_STYLES.original)),
      ...translation.cues.map(onTrack(TRACK_STYLES.translation)),
    ].sort((a, b) => a.start - b.start);
    return { cues, language, styles: trackStyles() };
  }
  if (choice.kind === 'document') return bilingualDocument(original, translation);
  return { cues: merge(original.cues, translation.cues, { mode: 'bilingual' }), language };
}

function withoutPlacement({ id: _id, settings: _settings, ...cue }: Cue): Cue {
  return cue;
}

/** Marks a translation's text through a merge: no cue text holds NULs. */
const TRANSLATED = '\u0000translated\u0000';

/**
 * A bilingual reading document: the original's cues, each with the texts of the translation's
 * cues it pairs with by time (the merge of the lines layout), so that each paragraph is followed
 * by its translation as a paragraph of its own; a translated cue that overlaps no original one
 * stands alone, in its place.
 */
function bilingualDocument(original: ExportTrack, translation: ExportTrack): ExportText {
  const marked = translation.cues.map((cue) => ({ ...cue, text: TRANSLATED + cue.text }));
  const texts: string[] = [];
  const cues = merge(original.cues, marked, { mode: 'bilingual', separator: '\n' }).map((cue) => {
    const [own = '', ...partners] = cue.text.split(TRANSLATED);
    texts.push(partners.map((text) => text.replace(/\n$/, '')).join('\n'));
    return { ...cue, text: own.replace(/\n$/, '') };
  });
  return {
    cues,
    language: original.language,
    translation: { texts, language: translation.language },
  };
}
