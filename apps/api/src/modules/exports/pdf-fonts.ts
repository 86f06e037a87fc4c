import { readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ExportError } from './export-error.js';

/** The regional faces of Noto Sans CJK: the same characters, each drawn the way its readers expect. */
export type CjkFace = 'sc' | 'tc' | 'hk' | 'jp' | 'kr';

/** A font file, and for a collection (.ttc) the PostScript name of the face to use. */
export interface PdfFontFile {
  readonly path: string;
  readonly face?: string;
}

/**
 * The fonts a PDF is written with. Noto Sans CJK covers Latin, Greek, Cyrillic, Chinese, kana
 * and Hangul; DejaVu Sans, when installed, covers what it lacks (Armenian, Georgian, Hebrew,
 * Arabic, many symbols).
 */
export interface PdfFonts {
  readonly regular: PdfFontFile;
  readonly bold: PdfFontFile;
  readonly fallback?: { readonly regular: PdfFontFile; readonly bold: PdfFontFile };
}

/** Where Linux distributions and macOS install fonts for everyone, then for the user. */
export function standardFontDirectories(): string[] {
  const home = homedir();
  return [
    '/usr/share/fonts',
    '/usr/local/share/fonts',
    join(home, '.local/share/fonts'),
    join(home, '.fonts'),
    '/Library/Fonts',
    '/System/Library/Fonts',
    join(home, 'Library/Fonts'),
  ];
}

/** Font trees are shallow (fonts/opentype/noto/x.ttc); the limit stops a symlink loop. */
const MAX_DEPTH = 5;

/** Every font file under the directories by its name; the first directory listed wins. */
function indexFontFiles(directories: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (directory: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return; // Missing or unreadable directories are normal: each system has a few of them.
    }
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (
        entry.isDirectory() ||
        (entry.isSymbolicLink() && !/\.(ttc|otf|ttf)$/i.test(entry.name))
      ) {
        if (depth < MAX_DEPTH) walk(path, depth + 1);
      } else if (!files.has(entry.name)) {
        files.set(entry.name, path);
      }
    }
  };
  for (const directory of directories) walk(directory, 0);
  return files;
}

/** Which Noto CJK face suits the transcript's language; Simplified Chinese for any other. */
export function cjkFaceFor(language: string): CjkFace {
  const tag = language.trim().toLowerCase().replace(/_/g, '-');
  if (/^(ja|jpn)\b/.test(tag)) return 'jp';
  if (/^(ko|kor)\b/.test(tag)) return 'kr';
  if (/^yue\b|^zh-(hk|mo)\b|^zh-yue\b|^zh-hant-(hk|mo)\b/.test(tag)) return 'hk';
  if (/^zh-(tw|hant)\b|traditional/.test(tag)) return 'tc';
  return 'sc';
}

function cjkFile(files: Map<string, string>, face: CjkFace, weight: 'Regular' | 'Bold') {
  // Debian, Ubuntu, Fedora and Arch ship one collection per weight; others the faces one by one.
  const collection = files.get(`NotoSansCJK-${weight}.ttc`);
  if (collection) return { path: collection, face: `NotoSansCJK${face}-${weight}` };
  const single = files.get(`NotoSansCJK${face}-${weight}.otf`);
  return single ? { path: single } : undefined;
}

/**
 * The fonts for a PDF in this language, found in the given directories (by default the
 * standard ones; a deployment can put its own first, e.g. from a CAPTIO_FONT_DIR setting).
 * Throws an ExportError 'fonts-missing' naming what it looked for when Noto Sans CJK is absent:
 * without it CJK text would come out as empty boxes.
 */
export function findPdfFonts(
  language: string,
  directories: readonly string[] = standardFontDirectories(),
): PdfFonts {
  const files = indexFontFiles(directories);
  const face = cjkFaceFor(language);
  const regular = cjkFile(files, face, 'Regular');
  if (!regular) {
    throw new ExportError(
      'fonts-missing',
      `PDF export needs Noto Sans CJK (NotoSansCJK-Regular.ttc, Debian package fonts-noto-cjk); ` +
        `it is in none of these directories: ${directories.join(', ')}`,
    );
  }
  const bold = cjkFile(files, face, 'Bold') ?? regular;
  const dejaVu = files.get('DejaVuSans.ttf');
  const dejaVuBold = files.get('DejaVuSans-Bold.ttf');
  return {
    regular,
    bold,
    fallback: dejaVu
      ? { regular: { path: dejaVu }, bold: { path: dejaVuBold ?? dejaVu } }
      : undefined,
  };
}
