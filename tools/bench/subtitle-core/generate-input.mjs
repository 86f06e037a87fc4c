// Deterministic SRT, WebVTT and TTML inputs for the benchmark: the same seed gives the same bytes,
// so figures from different runs and machines compare like with like.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** mulberry32: tiny, fast, and good enough to vary test content; not for anything secret. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

// Word pools by script, so that lines mix plain ASCII with the characters real subtitle files
// carry: Latin accents, CJK (no spaces between words), and emoji (astral, surrogate pairs).
const ENGLISH = (
  'the you and what are not this that have with your know just there here right come want ' +
  'going think about well okay yeah sorry really never something nothing everyone somebody ' +
  'tonight tomorrow listen look wait please thank maybe because little people would could ' +
  'should again other house money father mother brother sister friend night morning car door'
).split(' ');
const ACCENTED = (
  'café déjà vu naïve crème brûlée señor niño mañana über Straße Grüße garçon élève ' +
  'façade résumé où très été Zürich São João ação coração Ñandú fiancée protégé'
).split(' ');
// One language per CJK line, as in real files; Korean separates words with spaces.
const CJK = [
  { words: ['你好', '谢谢你', '我们走吧', '没关系', '等一下', '他在哪里', '快点'], space: '' },
  {
    words: ['ありがとう', 'すみません', '大丈夫です', '行きましょう', '本当に', '待って'],
    space: '',
  },
  { words: ['안녕하세요', '괜찮아요', '잠깐만요', '정말', '고마워요', '가자'], space: ' ' },
];
const EMOJI = ['😀', '😂', '🎵', '❤️', '👍', '🔥', '😢', '🙏', '🎉', '🤔'];
const PUNCTUATION = ['.', '.', '.', '?', '!', '...', ','];

function makeLine(random, minChars, maxChars) {
  // CJK subtitle lines are much shorter in characters than Latin ones for the same speech.
  const cjk = random.next() < 0.08 ? random.pick(CJK) : undefined;
  if (cjk) {
    const target = random.int(6, 20);
    let line = random.pick(cjk.words);
    while (line.length < target) line += cjk.space + random.pick(cjk.words);
    return `${line}${cjk.space ? '.' : '。'}`;
  }
  const target = random.int(minChars, maxChars);
  let line = '';
  while (line.length < target) {
    const roll = random.next();
    let word;
    if (roll < 0.12) word = random.pick(ACCENTED);
    else if (roll < 0.14) word = random.pick(EMOJI);
    else word = random.pick(ENGLISH);
    line = line === '' ? word.charAt(0).toUpperCase() + word.slice(1) : `${line} ${word}`;
  }
  if (line.length > maxChars) {
    // Cut at a word boundary when there is one, as a subtitler would.
    const space = line.lastIndexOf(' ', maxChars);
    line = space > minChars ? line.slice(0, space) : line.slice(0, maxChars);
    // Never leave half a surrogate pair behind.
    const last = line.charCodeAt(line.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) line = line.slice(0, -1);
  }
  return line + random.pick(PUNCTUATION);
}

function makeText(random) {
  const lines = random.next() < 0.4 ? 2 : 1;
  const parts = [];
  for (let i = 0; i < lines; i++) {
    let line = makeLine(random, 20, 80);
    const markup = random.next();
    if (markup < 0.08) line = `<i>${line}</i>`;
    else if (markup < 0.1) line = line.replace(' ', ' <i>') + '</i>';
    parts.push(line);
  }
  return parts.join('\n');
}

/**
 * Cues with realistic timing: 0.8-4.5 s on screen, mostly short gaps, so that 100,000 cues span
 * about 80 hours and every timestamp stays within SRT's two-digit hours.
 */
export function generateCues(count, seed = 20240601) {
  const random = createRandom(seed);
  const cues = new Array(count);
  let time = random.int(1000, 20000);
  for (let i = 0; i < count; i++) {
    const start = time;
    const end = start + random.int(800, 4500);
    cues[i] = { start, end, text: makeText(random) };
    time = end + (random.next() < 0.85 ? random.int(40, 300) : random.int(300, 3000));
  }
  return cues;
}

const pad = (value, width) => String(value).padStart(width, '0');

function timestamp(ms, separator) {
  const hours = Math.floor(ms / 3600000);
  const minutes = Math.floor(ms / 60000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${separator}${pad(ms % 1000, 3)}`;
}

export function toSrt(cues) {
  const blocks = new Array(cues.length);
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i];
    blocks[i] =
      `${i + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${cue.text}\n`;
  }
  return blocks.join('\n');
}

/** WebVTT as players and YouTube exports write it: no cue identifiers, a few with settings. */
export function toVtt(cues, seed = 7) {
  const random = createRandom(seed);
  const blocks = new Array(cues.length + 1);
  blocks[0] = 'WEBVTT\n';
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i];
    const settings = random.next() < 0.05 ? ' align:start position:10%' : '';
    blocks[i + 1] =
      `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}${settings}\n${cue.text}\n`;
  }
  return blocks.join('\n');
}

const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A cue's text as TTML content: lines split by <br/>, italics as spans, the rest escaped. A
 * stray </i> (makeText's italics from the first space of a line that has none) is left out, as
 * XML cannot keep it.
 */
function ttmlContent(text, italicStyle) {
  return text
    .split('\n')
    .map((line) => {
      let open = false;
      return line
        .split(/(<\/?i>)/)
        .map((part) => {
          if (part === '<i>') open = true;
          else if (part !== '</i>') return part.replace(/[&<>]/g, (c) => XML_ESCAPES[c]);
          else if (!open) return '';
          else open = false;
          return open ? italicStyle : '</span>';
        })
        .join('');
    })
    .join('<br/>');
}

/**
 * IMSC1 text profile as broadcasters and streaming services deliver it: styles and a region in
 * the head, one <p> a cue with an xml:id, clock times, italics as spans (by style reference or
 * inline tts:fontStyle, as both are common) and line breaks as <br/>.
 */
export function toTtml(cues, seed = 11) {
  const random = createRandom(seed);
  const lines = new Array(cues.length + 2);
  lines[0] = `<?xml version="1.0" encoding="UTF-8"?>
<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttp="http://www.w3.org/ns/ttml#parameter" xmlns:tts="http://www.w3.org/ns/ttml#styling" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" ttp:profile="http://www.w3.org/ns/ttml/profile/imsc1/text" ttp:timeBase="media" xml:lang="en">
  <head>
    <styling>
      <style xml:id="s1" tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:color="white" tts:textOutline="black 5%"/>
      <style xml:id="italic" tts:fontStyle="italic"/>
    </styling>
    <layout>
      <region xml:id="bottom" tts:origin="10% 10%" tts:extent="80% 80%" tts:displayAlign="after" tts:textAlign="center"/>
    </layout>
  </head>
  <body region="bottom" style="s1">
    <div>`;
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i];
    const italic = random.next() < 0.5 ? '<span style="italic">' : '<span tts:fontStyle="italic">';
    lines[i + 1] =
      `      <p xml:id="c${i + 1}" begin="${timestamp(cue.start, '.')}" end="${timestamp(cue.end, '.')}">${ttmlContent(cue.text, italic)}</p>`;
  }
  lines[cues.length + 1] = '    </div>\n  </body>\n</tt>\n';
  return lines.join('\n');
}

/** Writes <dir>/cues-<count>.srt, .vtt and .ttml and returns their paths. */
export function writeInputs(dir, count) {
  mkdirSync(dir, { recursive: true });
  const cues = generateCues(count);
  const srt = join(dir, `cues-${count}.srt`);
  const vtt = join(dir, `cues-${count}.vtt`);
  const ttml = join(dir, `cues-${count}.ttml`);
  writeFileSync(srt, toSrt(cues));
  writeFileSync(vtt, toVtt(cues));
  writeFileSync(ttml, toTtml(cues));
  return { srt, vtt, ttml };
}
