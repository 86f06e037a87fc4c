import { inflateSync } from 'node:zlib';

/** A PDF's text as a reader extracts it, and what a reader needs to draw it. */
export interface PdfText {
  /** Every string shown on the pages, in order, mapped to Unicode through the fonts' ToUnicode maps. */
  text: string;
  /** Glyph codes shown that are .notdef (code 0): characters the font has no glyph for, drawn as boxes. */
  notdefCount: number;
  /** Each font the pages use: its base name and whether its program is in the file. */
  fonts: Array<{ name: string; embedded: boolean }>;
  pageCount: number;
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/**
 * Reads the objects of an uncompressed-xref PDF as pdfkit writes it: 'n 0 obj <<...>> stream
 * ... endstream endobj', each stream with a direct /Length.
 */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(source))) {
    const id = Number(match[1]);
    const start = header.lastIndex;
    const streamAt = source.indexOf('stream', start);
    const endAt = source.indexOf('endobj', start);
    if (streamAt >= 0 && streamAt < endAt) {
      const dict = source.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      let dataStart = streamAt + 'stream'.length;
      if (source[dataStart] === '\r') dataStart++;
      if (source[dataStart] === '\n') dataStart++;
      let data = pdf.subarray(dataStart, dataStart + length);
      if (/\/Filter\s*\/FlateDecode/.test(dict)) data = inflateSync(data);
      objects.set(id, { dict, stream: Buffer.from(data) });
      header.lastIndex = source.indexOf('endobj', dataStart + length) + 'endobj'.length;
    } else {
      objects.set(id, { dict: source.slice(start, endAt) });
      header.lastIndex = endAt + 'endobj'.length;
    }
  }
  return objects;
}

function reference(dict: string, key: string): number | undefined {
  const found = new RegExp(`/${key}\\s*\\[?\\s*(\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : undefined;
}

function utf16(hex: string): string {
  const bytes = Buffer.from(hex, 'hex');
  let out = '';
  for (let at = 0; at + 1 < bytes.length; at += 2)
    out += String.fromCharCode(bytes.readUInt16BE(at));
  return out;
}

/** A ToUnicode CMap's code -> text pairs (bfchar entries and bfrange entries of both shapes). */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g,
    )) {
      map.set(parseInt(code ?? '0', 16), utf16(text ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    );
    for (const [, low, high, target] of ranges) {
      const first = parseInt(low ?? '0', 16);
      const last = parseInt(high ?? '0', 16);
      if (target?.startsWith('[')) {
        const texts = [...target.matchAll(/<([0-9a-fA-F]*)>/g)].map((item) => utf16(item[1] ?? ''));
        texts.forEach((text, offset) => map.set(first + offset, text));
      } else {
        const base = utf16((target ?? '').slice(1, -1));
        const lastUnit = base.charCodeAt(base.length - 1);
        for (let code = first; code <= last; code++) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(lastUnit + code - first));
        }
      }
    }
  }
  return map;
}

/**
 * Extracts a PDF's text the way a viewer does for search and copy: content streams decompressed,
 * each Tj/TJ string's two-byte glyph codes (Identity-H, as pdfkit writes embedded fonts) mapped
 * through the ToUnicode map of the font selected by Tf. Text only ever comes out of fonts whose
 * ToUnicode maps say what their glyphs are, so text drawn as outlines would extract as nothing.
 */
export function extractPdfText(pdf: Buffer): PdfText {
  const objects = readObjects(pdf);
  let text = '';
  let notdefCount = 0;
  let pageCount = 0;
  const fonts = new Map<number, { name: string; embedded: boolean; cmap: Map<number, string> }>();
  const fontFor = (id: number) => {
    const known = fonts.get(id);
    if (known) return known;
    const dict = objects.get(id)?.dict ?? '';
    const name = /\/BaseFont\s*\/([^\s/>]+)/.exec(dict)?.[1] ?? '?';
    const toUnicode = reference(dict, 'ToUnicode');
    const descendant = reference(dict, 'DescendantFonts');
    const descriptor = reference(objects.get(descendant ?? -1)?.dict ?? '', 'FontDescriptor');
    const embedded = /\/FontFile[23]?\s+\d+ 0 R/.test(objects.get(descriptor ?? -1)?.dict ?? '');
    const cmapStream = objects.get(toUnicode ?? -1)?.stream;
    const font = { name, embedded, cmap: readCMap(cmapStream?.toString('latin1') ?? '') };
    fonts.set(id, font);
    return font;
  };

  for (const page of objects.values()) {
    if (!/\/Type\s*\/Page\b(?!s)/.test(page.dict)) continue;
    pageCount++;
    const resourcesId = reference(page.dict, 'Resources');
    const resources =
      resourcesId === undefined ? page.dict : (objects.get(resourcesId)?.dict ?? '');
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fontIds = new Map(
      [...fontDict.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)].map(([, key, id]) => [key, Number(id)]),
    );
    const contents = objects
      .get(reference(page.dict, 'Contents') ?? -1)
      ?.stream?.toString('latin1');
    let current: ReturnType<typeof fontFor> | undefined;
    for (const token of (contents ?? '').matchAll(
      /\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F\s]*)>|\bET\b/g,
    )) {
      if (token[1] !== undefined) {
        const id = fontIds.get(token[1]);
        current = id === undefined ? undefined : fontFor(id);
      } else if (token[2] !== undefined) {
        const hex = token[2].replace(/\s+/g, '');
        for (let at = 0; at + 4 <= hex.length; at += 4) {
          const code = parseInt(hex.slice(at, at + 4), 16);
          if (code === 0) notdefCount++;
          text += current?.cmap.get(code) ?? '\ufffd';
        }
      } else {
        text += '\n';
      }
    }
  }
  return {
    text,
    notdefCount,
    fonts: [...fonts.values()].map(({ name, embedded }) => ({ name, embedded })),
    pageCount,
  };
}
