import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SubtitleParseError } from '../core/parse-error.js';
import type { Cue } from '../core/types.js';
import { readCues, type SubtitleChunkSource } from './cue-stream-adapters.js';

const GOOD = '1\n00:00:01,000 --> 00:00:02,000\nHello\n\n';
const BAD = '2\n00:00:03,000 -> 00:00:04,000\nBroken\n\n';

/** What a source sends: an endless file, one whose second chunk is broken, one that fails. */
type Plan = 'endless' | 'broken' | 'failing';

function chunkAt(plan: Plan, index: number): string {
  return plan === 'broken' && index === 1 ? BAD : GOOD;
}

interface Opened {
  readonly source: SubtitleChunkSource;
  /** The source was closed as its kind is closed (destroyed, cancelled and unlocked, returned). */
  closed(): boolean;
}

function webStream(plan: Plan): { stream: ReadableStream<string>; cancelled(): boolean } {
  let cancelled = false;
  let index = 0;
  const stream = new ReadableStream<string>({
    pull(controller) {
      if (plan === 'failing' && index === 1) controller.error(new Error('network down'));
      else controller.enqueue(chunkAt(plan, index++));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

const SOURCES: Record<string, (plan: Plan) => Opened> = {
  'a Node Readable': (plan) => {
    let index = 0;
    const source = new Readable({
      read() {
        if (plan === 'failing' && index === 1) this.destroy(new Error('network down'));
        else this.push(chunkAt(plan, index++));
      },
    });
    return { source, closed: () => source.destroyed };
  },
  'a Web ReadableStream': (plan) => {
    const { stream, cancelled } = webStream(plan);
    return { source: stream, closed: () => !stream.locked && (plan === 'failing' || cancelled()) };
  },
  'a ReadableStream read through getReader only (Safari)': (plan) => {
    const { stream, cancelled } = webStream(plan);
    const source = { getReader: () => stream.getReader() };
    return { source, closed: () => !stream.locked && (plan === 'failing' || cancelled()) };
  },
  'a plain iterable': (plan) => {
    const { chunks, closed } = iterableChunks(plan);
    return { source: chunks, closed };
  },
  'an async iterable': (plan) => {
    const { chunks, closed } = iterableChunks(plan);
    // Its return() is forwarded to the generator below, whose finally says it was closed.
    const source = (async function* (): AsyncGenerator<string> {
      yield* chunks;
    })();
    return { source, closed };
  },
};

function iterableChunks(plan: Plan): { chunks: Generator<string>; closed(): boolean } {
  let closed = false;
  function* chunks(): Generator<string> {
    try {
      for (let index = 0; ; index++) {
        if (plan === 'failing' && index === 1) throw new Error('network down');
        yield chunkAt(plan, index);
      }
    } finally {
      closed = true;
    }
  }
  return { chunks: chunks(), closed: () => closed };
}

const KINDS = Object.keys(SOURCES);

function open(kind: string, plan: Plan): Opened {
  const make = SOURCES[kind];
  if (!make) throw new Error(`no source kind ${kind}`);
  return make(plan);
}

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('readCues closes its source', () => {
  it.each(KINDS)('%s, when the loop leaves early', async (kind) => {
    const { source, closed } = open(kind, 'endless');
    const texts: string[] = [];
    for await (const cue of readCues(source, 'srt')) {
      texts.push(cue.text);
      if (texts.length === 2) break;
    }
    await settle();
    expect(texts).toEqual(['Hello', 'Hello']);
    expect(closed()).toBe(true);
  });

  it.each(KINDS)('%s, when strict mode throws a problem', async (kind) => {
    const { source, closed } = open(kind, 'broken');
    const read: Cue[] = [];
    const reading = (async () => {
      for await (const cue of readCues(source, 'srt', { strict: true })) read.push(cue);
    })();
    await expect(reading).rejects.toThrow(SubtitleParseError);
    await settle();
    expect(closed()).toBe(true);
  });

  it.each(KINDS)('%s, when the source fails: its error is the one thrown', async (kind) => {
    const { source, closed } = open(kind, 'failing');
    const reading = (async () => {
      for await (const _cue of readCues(source, 'srt')) {
        // Reading until the source fails.
      }
    })();
    await expect(reading).rejects.toThrow('network down');
    await settle();
    expect(closed()).toBe(true);
  });
});

describe('readCues reads its source only when asked for cues', () => {
  it('a ReadableStream stays unlocked until the loop starts', async () => {
    const { stream } = webStream('endless');
    const cues = readCues(stream, 'srt');
    expect(stream.locked).toBe(false);
    await cues.next();
    expect(stream.locked).toBe(true);
    await cues.return?.();
    expect(stream.locked).toBe(false);
  });
});

describe('readCues takes a whole text or file as one chunk', () => {
  it.each([
    ['a string', GOOD],
    ['bytes', new TextEncoder().encode(GOOD)],
  ])('%s', async (_what, source) => {
    const texts: string[] = [];
    for await (const cue of readCues(source, 'srt')) texts.push(cue.text);
    expect(texts).toEqual(['Hello']);
  });

  it.each([null, 42, {}])('a TypeError for a source that is none of them: %s', (source) => {
    expect(() => readCues(source as unknown as SubtitleChunkSource, 'srt')).toThrow(
      /^readCues\(\): source must be a ReadableStream/,
    );
  });
});
