import { CHARACTER_REFERENCE, decodeCharacterReference } from '../core/character-references.js';
import { TAG_PATTERN } from '../core/markup.js';

/** An inline tag of cue text, by its place in the raw text. */
export interface Tag {
  /** Raw offsets: the tag is raw.slice(start, end). */
  start: number;
  end: number;
  /** 'open' tags (<i>, <c.x>, <v Bob>) wait for a 'close' of the same name; timestamps and <br/> are 'void'. */
  kind: 'open' | 'close' | 'void';
  name: string;
}

/**
 * Cue text split into what a viewer reads and where each read character sits in the raw text,
 * so that a range of visible text can be written back with its markup and character references.
 */
export interface VisibleText {
  raw: string;
  /** Exactly removeTags(raw). */
  text: string;
  /**
   * rawStart[k]..rawEnd[k] is the raw form of text[k] (read them with rawStartOf and rawEndOf);
   * undefined when text === raw.
   */
  rawStart?: Int32Array;
  rawEnd?: Int32Array;
  tags: Tag[];
}

// The patterns of removeTags, applied in the same order (tags, then references), so that
// `text` is what removeTags gives.
const TAG = TAG_PATTERN;
const REFERENCE = CHARACTER_REFERENCE;
const TAG_NAME = /^<\/?([^\s.>/]*)/;

function classify(tag: string): Pick<Tag, 'kind' | 'name'> {
  const name = (TAG_NAME.exec(tag)?.[1] ?? '').toLowerCase();
  if (name === '' || (name.charCodeAt(0) >= 48 && name.charCodeAt(0) <= 57) || tag.endsWith('/>')) {
    return { kind: 'void', name };
  }
  return { kind: tag.startsWith('</') ? 'close' : 'open', name };
}

export function readVisibleText(raw: string): VisibleText {
  if (!raw.includes('<') && !raw.includes('&')) return { raw, text: raw, tags: [] };

  // Pass 1, as removeTags: remove tags, remembering where each remaining character was.
  const tags: Tag[] = [];
  const withoutTagsToRaw = new Int32Array(raw.length);
  let withoutTags = '';
  let kept = 0;
  let from = 0;
  for (const match of raw.matchAll(TAG)) {
    for (let i = from; i < match.index; i++) withoutTagsToRaw[kept++] = i;
    withoutTags += raw.slice(from, match.index);
    from = match.index + match[0].length;
    tags.push({ start: match.index, end: from, ...classify(match[0]) });
  }
  for (let i = from; i < raw.length; i++) withoutTagsToRaw[kept++] = i;
  withoutTags += raw.slice(from);

  // Pass 2: decode character references. A reference may give two code units (&#x1F600;).
  const rawStart = new Int32Array(withoutTags.length * 2);
  const rawEnd = new Int32Array(withoutTags.length * 2);
  let text = '';
  let length = 0;
  const copy = (fromIndex: number, toIndex: number): void => {
    for (let i = fromIndex; i < toIndex; i++) {
      const at = withoutTagsToRaw[i] ?? raw.length;
      rawStart[length] = at;
      rawEnd[length++] = at + 1;
    }
    text += withoutTags.slice(fromIndex, toIndex);
  };
  from = 0;
  if (withoutTags.includes('&')) {
    for (const match of withoutTags.matchAll(REFERENCE)) {
      copy(from, match.index);
      from = match.index + match[0].length;
      const decoded = decodeCharacterReference(match[0]);
      const start = withoutTagsToRaw[match.index] ?? raw.length;
      const end = (withoutTagsToRaw[from - 1] ?? raw.length - 1) + 1;
      for (let i = 0; i < decoded.length; i++) {
        // The whole reference belongs to the first code unit it gives.
        rawStart[length] = i === 0 ? start : end;
        rawEnd[length++] = end;
      }
      text += decoded;
    }
  }
  copy(from, withoutTags.length);

  return { raw, text, rawStart, rawEnd, tags };
}

/** Raw offset where visible character `index` begins (raw.length past the end). */
export function rawStartOf(visible: VisibleText, index: number): number {
  if (!visible.rawStart) return index;
  return index < visible.text.length ? (visible.rawStart[index] ?? 0) : visible.raw.length;
}

/** Raw offset just after visible character `index`. */
export function rawEndOf(visible: VisibleText, index: number): number {
  if (!visible.rawEnd) return index + 1;
  return index < visible.text.length ? (visible.rawEnd[index] ?? 0) : visible.raw.length;
}
