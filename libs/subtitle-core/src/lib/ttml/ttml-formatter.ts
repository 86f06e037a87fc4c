import { decodeCharacterReferences } from '../core/character-references.js';
import { removeTags, TAG_PATTERN } from '../core/markup.js';
import { toPlainText } from '../core/plain-cue-text.js';
import type { Cue, FormatOptions } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';

/**
 * Writes TTML in the IMSC1 text profile (what streaming services and broadcasters take): one
 * bottom-centred region, each cue a <p> with clock times, lines split by <br/>, the cue text's
 * <i>, <b> and <u> as spans with tts:fontStyle, tts:fontWeight and tts:textDecoration, ruby as
 * tts:ruby spans, and speakers as ttm:agent (declared in the head, named by ttm:name), on the
 * <p> for the cue's speaker and on a <span> for each voice of a cue with several. Characters
 * XML cannot hold (C0 controls but tab and line feed, lone surrogates) become U+FFFD.
 */

const TTML = 'http://www.w3.org/ns/ttml';
const IMSC1_TEXT = 'http://www.w3.org/ns/ttml/profile/imsc1/text';
const NC_NAME = /^[A-Za-z_][\w.-]*$/;
/** Characters XML 1.0 cannot hold: C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function xmlAttribute(text: string): string {
  return xmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The speakers of the cues, each with the xml:id of its ttm:agent. */
class Agents {
  readonly ids = new Map<string, string>();

  id(name: string): string {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = `speaker${this.ids.size + 1}`;
      this.ids.set(name, id);
    }
    return id;
  }

  head(): string {
    if (this.ids.size === 0) return '';
    let out = '    <metadata>\n';
    for (const [name, id] of this.ids) {
      out += `      <ttm:agent xml:id="${id}" type="character"><ttm:name type="full">${xmlText(name)}</ttm:name></ttm:agent>\n`;
    }
    return `${out}    </metadata>\n`;
  }
}

const SPAN_FOR: Readonly<Record<string, string>> = {
  i: '<span tts:fontStyle="italic">',
  b: '<span tts:fontWeight="bold">',
  u: '<span tts:textDecoration="underline">',
};

/** The name of a tag of cue text ('i', 'v', 'ruby', '/i'...), without its classes and annotation. */
function tagName(tag: string): string {
  const inner = tag.slice(1, -1);
  const end = inner.search(/[\s.]/);
  return end < 0 ? inner : inner.slice(0, end);
}

/**
 * A cue's text as the content of a <p>: markup turned into spans, every span closed, tags TTML
 * has no counterpart for (classes, timestamps, unknown tags) left out with their text kept.
 */
function paragraphContent(text: string, agents: Agents, speakers: boolean): string {
  let out = '';
  // What each open cue-text tag wrote: '' for tags that write nothing, so their end writes nothing.
  const open: Array<{ name: string; close: string }> = [];
  let inRuby = false;
  let inBase = false;
  const closeBase = (): void => {
    if (inBase) out += '</span>';
    inBase = false;
  };
  const writeText = (raw: string): void => {
    if (raw === '') return;
    if (inRuby && !inBase && !open.some((tag) => tag.name === 'rt')) {
      out += '<span tts:ruby="base">';
      inBase = true;
    }
    out += decodeCharacterReferences(raw).split('\n').map(xmlText).join('<br/>');
  };
  // A base span holds only text: it is closed before any tag opens or closes, so spans nest.
  const close = (index: number): void => {
    closeBase();
    while (open.length > index) {
      const tag = open.pop();
      if (!tag) break;
      if (tag.name === 'ruby') inRuby = false;
      out += tag.close;
    }
  };
  let from = 0;
  for (const match of text.matchAll(TAG_PATTERN)) {
    writeText(text.slice(from, match.index));
    from = match.index + match[0].length;
    const tag = match[0];
    const name = tagName(tag);
    if (name.startsWith('/')) {
      const index = open.map((t) => t.name).lastIndexOf(name.slice(1));
      if (index >= 0) close(index);
      continue;
    }
    let start = '';
    let end = '';
    if (SPAN_FOR[name]) {
      start = SPAN_FOR[name] ?? '';
      end = '</span>';
    } else if (name === 'v' && speakers) {
      const voice = decodeCharacterReferences(
        tag
          .slice(2, -1)
          .replace(/^\.[^\s]*/, '')
          .trim(),
      );
      if (voice !== '') {
        start = `<span ttm:agent="${agents.id(voice)}">`;
        end = '</span>';
      }
    } else if (name === 'lang') {
      const language = tag.slice(1, -1).split(/\s+/)[1];
      if (language) {
        start = `<span xml:lang="${xmlAttribute(language)}">`;
        end = '</span>';
      }
    } else if (name === 'ruby' && !inRuby) {
      start = '<span tts:ruby="container">';
      end = '</span>';
      inRuby = true;
    } else if (name === 'rt' && inRuby) {
      closeBase();
      start = '<span tts:ruby="text">';
      end = '</span>';
    } else if (!['c', 'v', 'lang', 'ruby', 'rt'].includes(name)) {
      continue; // a timestamp or a tag cue text does not know: nothing to open
    }
    closeBase();
    out += start;
    open.push({ name, close: end });
  }
  writeText(text.slice(from));
  close(0);
  return out;
}

/** Spaces a TTML reader would collapse (a run, or one at either end of a line): kept with xml:space. */
function needsPreserve(text: string): boolean {
  return /[ \t]{2}|\t|^[ \t]|[ \t]$|[ \t]\n|\n[ \t]/.test(removeTags(text));
}

/** The TTML document for the cues, in the order given. */
export function formatTtml(cues: readonly Cue[], options: FormatOptions = {}): string {
  const agents = new Agents();
  const speakers = options.speakers ?? true;
  const ids = new Set<string>();
  let body = '';
  for (const cue of cues) {
    let attributes = '';
    if (cue.id !== undefined && NC_NAME.test(cue.id) && !ids.has(cue.id)) {
      ids.add(cue.id);
      attributes += ` xml:id="${cue.id}"`;
    }
    attributes += ` begin="${formatTimestamp(cue.start, 'vtt')}" end="${formatTimestamp(cue.end, 'vtt')}"`;
    if (speakers && cue.speaker) attributes += ` ttm:agent="${agents.id(cue.speaker)}"`;
    if (needsPreserve(cue.text)) attributes += ' xml:space="preserve"';
    const content = options.plainText
      ? toPlainText(cue.text).split('\n').map(xmlText).join('<br/>')
      : paragraphContent(cue.text, agents, speakers);
    body += `      <p${attributes}>${content}</p>\n`;
  }
  const language = options.header?.language ?? '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<tt xmlns="${TTML}" xmlns:ttp="${TTML}#parameter" xmlns:tts="${TTML}#styling" xmlns:ttm="${TTML}#metadata"` +
    ` ttp:profile="${IMSC1_TEXT}" ttp:timeBase="media" xml:lang="${xmlAttribute(language)}">\n` +
    '  <head>\n' +
    agents.head() +
    '    <layout>\n' +
    '      <region xml:id="bottom" tts:origin="10% 10%" tts:extent="80% 80%" tts:displayAlign="after" tts:textAlign="center"/>\n' +
    '    </layout>\n' +
    '  </head>\n' +
    '  <body region="bottom">\n' +
    '    <div>\n' +
    body +
    '    </div>\n' +
    '  </body>\n' +
    '</tt>\n'
  );
}
