// Control characters, path separators and the characters Windows refuses in file names: a
// download name must be a plain file name on every system it lands on.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]+/g;
/** A lone surrogate cannot be written as UTF-8 (encodeURIComponent throws on it). */
const LONE_SURROGATE = /\p{Cs}/gu;
const SPACES = /\s+/g;
/** The extension of the source file ('.mp4', '.srt'): the export replaces it. */
const SOURCE_EXTENSION = /\.[\p{L}\p{N}]{1,8}$/u;
/** Longer names are cut at a character boundary: most file systems allow 255 bytes. */
const MAX_BASE_CHARACTERS = 120;
const FALLBACK_BASE = 'transcript';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstCharacters(text: string, count: number): string {
  let out = '';
  let taken = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (taken++ === count) break;
    out += segment;
  }
  return out;
}

/**
 * The name a download is saved under: the uploaded file's name without its extension, made
 * safe for a file system, with the export's extension ('interview.mp4' -> 'interview.srt').
 * A tag goes before the extension ('interview.es.srt'), so that a translation saved beside its
 * original (or beside the bilingual file) neither takes its name nor becomes 'interview (1).srt'.
 */
export function downloadFileName(sourceName: string, extension: string, tag = ''): string {
  const base = sourceName
    .normalize('NFC')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(SOURCE_EXTENSION, '')
    .replace(UNSAFE, ' ')
    .replace(SPACES, ' ')
    // Leading dots would hide the file on Unix; Windows drops trailing ones.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = firstCharacters(base, MAX_BASE_CHARACTERS).trim();
  const safeTag = tag.replace(UNSAFE, '').replace(SPACES, '');
  return `${cut === '' ? FALLBACK_BASE : cut}.${safeTag === '' ? '' : `${safeTag}.`}${extension}`;
}

/** The name in printable ASCII, for old clients that ignore filename*. */
function asciiFallback(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension = dot > 0 ? fileName.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '') : '';
  const plain = base
    .replace(/[^\x20-\x7e]+|[%;"\\]+/g, '_')
    .replace(/_+/g, '_')
    .trim();
  const name = /^[_\s.]*$/.test(plain) ? FALLBACK_BASE : plain;
  return extension === '' ? name : `${name}.${extension}`;
}

/** RFC 5987 percent-encoding: every byte of the UTF-8 that is not an attr-char is encoded. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The Content-Disposition header of a download (RFC 6266): an ASCII `filename` for old clients
 * and the real name, in any script, as `filename*=UTF-8''...` (RFC 5987), which browsers prefer.
 */
export function contentDisposition(fileName: string): string {
  const wellFormed = fileName.replace(LONE_SURROGATE, '\uFFFD');
  return `attachment; filename="${asciiFallback(wellFormed)}"; filename*=UTF-8''${encodeRfc5987(wellFormed)}`;
}
