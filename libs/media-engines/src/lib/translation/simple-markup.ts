import { type CueTextNode, escapeCueText, parseCueText } from '@captio/subtitle-core';

/**
 * The markup a translated subtitle keeps: italic, bold and underline, the three inline styles
 * every subtitle format writes (SRT and VTT tags, ASS overrides). Colours, voices, classes,
 * ruby and timestamps are the file's own business and are not carried through a translation.
 */
type SimpleTag = 'i' | 'b' | 'u';

/** Cue text read as a flat run: texts (decoded) between the tags kept. */
type Token = { text: string } | { open: SimpleTag } | { close: SimpleTag };

const SIMPLE_TAGS: ReadonlySet<string> = new Set<SimpleTag>(['i', 'b', 'u']);

/** Players of SubRip read '<I>' as '<i>'; WebVTT's rules, which parseCueText follows, do not. */
function lowerCaseSimpleTags(text: string): string {
  return text.replace(/<(\/?)([IBU])>/g, (_tag, slash: string, name: string) => {
    return `<${slash}${name.toLowerCase()}>`;
  });
}

/**
 * The tokens of cue text (or of HTML whose only elements are i, b and u), read by subtitle-core's
 * parseCueText: tags left open are closed, end tags that close nothing are dropped. A span whose
 * text is only whitespace is unwrapped. Walked with a stack, not recursion: a cue of thousands of
 * unclosed '<i>' must not overflow the call stack.
 */
function simpleTokens(text: string): Token[] {
  const tokens: (Token | undefined)[] = [];
  let seen = 0;
  const opened: { kept: boolean; at: number; seen: number }[] = [];
  // The root's frame has no tag; a span's has its own, or null when it is not kept.
  type Frame = { nodes: readonly CueTextNode[]; index: number; tag?: SimpleTag | null };
  const stack: Frame[] = [{ nodes: parseCueText(lowerCaseSimpleTags(text)), index: 0 }];
  for (let frame = stack[0]; frame !== undefined; frame = stack[stack.length - 1]) {
    const node = frame.nodes[frame.index++];
    if (node === undefined) {
      stack.pop();
      if (frame.tag === undefined) continue;
      const open = opened.pop();
      if (!open?.kept || !frame.tag) continue;
      if (open.seen === seen) tokens[open.at] = undefined;
      else tokens.push({ close: frame.tag });
    } else if (node.type === 'text') {
      tokens.push({ text: node.text });
      seen += node.text.trim().length;
    } else if (node.type !== 'timestamp') {
      const tag = SIMPLE_TAGS.has(node.type) ? (node.type as SimpleTag) : null;
      opened.push({ kept: tag !== null, at: tokens.length, seen });
      if (tag) tokens.push({ open: tag });
      stack.push({ nodes: node.children, index: 0, tag });
    }
  }
  return tokens.filter((token) => token !== undefined);
}

function serialize(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) {
    if ('text' in token) out += escapeCueText(token.text);
    else if ('open' in token) out += `<${token.open}>`;
    else out += `</${token.close}>`;
  }
  return out;
}

/**
 * Cue text with only <i>, <b> and <u> kept, each closed in order, without classes; everything
 * else read as the text a viewer sees ('&amp;', '&lt;', '&gt;' escaped, other references
 * decoded). What a translation engine that keeps markup takes and gives back.
 */
export function simpleMarkup(cueText: string): string {
  return serialize(simpleTokens(cueText));
}

/**
 * simpleMarkup of an engine's answer with its spacing tidied as plain answers are (runs of spaces
 * made one, spaces around line breaks and at both ends dropped), across the tags: the text it
 * shows is then the one the same answer without tags would give.
 */
export function tidyMarkup(text: string): string {
  const tokens = simpleTokens(text);
  const plain = tokens.map((token) => ('text' in token ? token.text : '')).join('');
  const kept = tidiedCharacters(plain);
  let at = 0;
  return serialize(
    tokens.map((token) => {
      if (!('text' in token)) return token;
      const from = at;
      at += token.text.length;
      return { text: kept.slice(from, at).join('') };
    }),
  );
}

/**
 * What each character of `plain` becomes ('' when dropped) under the plain answers' tidying:
 * `[ \t]{2,}` → ' ', ` *\n *` → '\n', then trimmed.
 */
function tidiedCharacters(plain: string): string[] {
  const out = [...plain].flatMap((char) => (char.length === 2 ? [char, ''] : [char]));
  for (let index = 0; index < out.length; index++) {
    if (!isBlank(out[index])) continue;
    let end = index;
    while (isBlank(out[end + 1])) end++;
    if (end > index) {
      out[index] = ' ';
      out.fill('', index + 1, end + 1);
    }
    index = end;
  }
  const spaceAt = (index: number) => out[index] === ' ';
  for (let index = 0; index < out.length; index++) {
    if (!spaceAt(index)) continue;
    const before = lastKept(out, index - 1, -1);
    const after = lastKept(out, index + 1, 1);
    if (before === '\n' || after === '\n') out[index] = '';
  }
  for (let index = 0; index < out.length && /^\s?$/.test(out[index] ?? ''); index++) {
    out[index] = '';
  }
  for (let index = out.length - 1; index >= 0 && /^\s?$/.test(out[index] ?? ''); index--) {
    out[index] = '';
  }
  return out;
}

function isBlank(char: string | undefined): boolean {
  return char === ' ' || char === '\t';
}

/** The next character still kept from `from` going by `step`, past spaces (undefined: none). */
function lastKept(out: readonly string[], from: number, step: 1 | -1): string | undefined {
  for (let index = from; index >= 0 && index < out.length; index += step) {
    const char = out[index];
    if (char !== '' && char !== ' ') return char;
  }
  return undefined;
}
