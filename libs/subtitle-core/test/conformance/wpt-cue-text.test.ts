// Every case of the W3C web-platform-tests for WebVTT cue text parsing
// (test/fixtures/wpt-cue-text, with their licence), run as their harness runs them: the text is
// put in a WebVTT file, read by the file parser, and the cue's text parsed into a tree, which is
// written in the html5lib tree format the tests expect, element by element as the WebVTT DOM
// construction rules make them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseCueText } from '../../src/index.js';
import type { CueTextNode } from '../../src/index.js';
import { htmlElementFor, timestampText } from '../../src/lib/cue-text/cue-text-html.js';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'wpt-cue-text', 'tests');
const CASE = /\{name:'([^']*)', input:'([^']*)', expected:'([^']*)'\}/g;

interface WptCase {
  readonly file: string;
  readonly name: string;
  readonly input: string;
  readonly expected: string;
}

function readCases(): WptCase[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .flatMap((file) =>
      [...readFileSync(join(DIR, file), 'utf8').matchAll(CASE)].map(
        ([, name = '', input = '', expected = '']) => ({
          file,
          name,
          input: decodeURIComponent(input),
          expected: decodeURIComponent(expected),
        }),
      ),
    );
}

/** The html5lib tree format of common.js's test_serializer: one line per node, attributes sorted. */
function serialize(nodes: readonly CueTextNode[], indent: number, lines: string[]): void {
  const pad = ' '.repeat(indent);
  for (const node of nodes) {
    if (node.type === 'text') {
      lines.push(`| ${pad}"${node.text}"`);
    } else if (node.type === 'timestamp') {
      lines.push(`| ${pad}<?timestamp ${timestampText(node.ms)}>`);
    } else {
      const { tag, attributes } = htmlElementFor(node);
      lines.push(`| ${pad}<${tag}>`);
      for (const [name, value] of [...attributes].sort(([a], [b]) => (a < b ? -1 : 1)))
        lines.push(`| ${pad}  ${name}="${value}"`);
      serialize(node.children, indent + 2, lines);
    }
  }
}

function cueTextOf(input: string): string {
  const { cues } = parse(`WEBVTT\n\n00:00.000 --> 00:01.000\n${input}`, { format: 'vtt' });
  expect(cues).toHaveLength(1);
  return cues[0]?.text ?? '';
}

const cases = readCases();

describe('web-platform-tests: webvtt/parsing/cue-text-parsing', () => {
  it('reads every case of every file', () => {
    const perFile = Object.fromEntries(
      [...new Set(cases.map((c) => c.file))].map((file) => [
        file,
        cases.filter((c) => c.file === file).length,
      ]),
    );
    expect(perFile).toEqual({
      'entities-trusted-types.html': 1,
      'entities.html': 25,
      'tags.html': 28,
      'text.html': 5,
      'timestamps.html': 10,
      'tree-building.html': 10,
    });
  });

  it.each(cases.map((c) => [`${c.file} ${c.name} ${JSON.stringify(c.input)}`, c] as const))(
    '%s',
    (_title, { input, expected }) => {
      const lines = ['#document-fragment'];
      serialize(parseCueText(cueTextOf(input)), 0, lines);
      expect(lines.join('\n')).toBe(expected);
    },
  );
});
