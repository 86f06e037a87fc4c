import type { Endpoint, EndpointResponse } from '@captio/api-client';
import { z } from 'zod';

/**
 * An answer already checked against its endpoint's response schema and turned into JSON, exactly
 * as the route's serializer would have done it; serveEndpoint sends its bytes as they are (the
 * same buffer to every caller: it is never written to).
 */
export class PreparedAnswer<E extends Endpoint = Endpoint> {
  /** Only the endpoint the answer was checked against may send it (a type-level brand). */
  declare private readonly endpoint: E;

  /** The JSON as UTF-8, so that no request pays for encoding it again. */
  private constructor(readonly body: Buffer) {}

  get json(): string {
    return this.body.toString('utf8');
  }

  /** Checks `answer` as the serializer does (zod encode; throws on a mismatch) and keeps its JSON. */
  static of<E extends Endpoint>(endpoint: E, answer: EndpointResponse<E>): PreparedAnswer<E> {
    return new PreparedAnswer<E>(Buffer.from(JSON.stringify(z.encode(endpoint.response, answer))));
  }

  /**
   * An answer whose whole `data` is JSON the server wrote itself, of the endpoint's shape, and
   * keeps as text (a file's waveform: megabytes of numbers): put in as it is, without parsing,
   * checking and serializing it on every request.
   */
  static withStoredData<E extends Endpoint>(endpoint: E, storedJson: string): PreparedAnswer<E> {
    if (!/^\s*\{/.test(storedJson)) throw new Error('The stored data is not a JSON object');
    return new PreparedAnswer<E>(Buffer.from(`{"data":${storedJson}}`));
  }

  /**
   * An answer whose `data[field]` is a JSON array kept in the database as text that was checked
   * against the same schema when it was written (a transcript's lines: megabytes for a long
   * recording). The rest of the answer is checked as `of` does, with an empty array in that
   * place; the stored text is put in as it is, without parsing, checking and serializing it again.
   */
  static withStoredArray<E extends Endpoint>(
    endpoint: E,
    answer: EndpointResponse<E>,
    field: string,
    storedJson: string,
  ): PreparedAnswer<E> {
    if (!/^\s*\[/.test(storedJson)) throw new Error(`The stored ${field} is not a JSON array`);
    const { data, ...rest } = z.encode(endpoint.response, answer) as {
      data: Record<string, unknown>;
    };
    const { [field]: _checkedEmpty, ...others } = data;
    const head = JSON.stringify(others);
    const dataJson = `${head.slice(0, -1)}${head === '{}' ? '' : ','}${JSON.stringify(field)}:${storedJson}}`;
    const restJson = JSON.stringify(rest);
    const json = `{"data":${dataJson}${restJson === '{}' ? '' : `,${restJson.slice(1, -1)}`}}`;
    return new PreparedAnswer<E>(Buffer.from(json));
  }
}

interface Memoized {
  dependencies: readonly unknown[];
  validUntil: number;
  answer: PreparedAnswer;
}

/**
 * Answers that stay the same while the rows they come from stay the same: the cache hands out the
 * same row objects until something changes them, so an answer is kept per row object and reused
 * while every other row it depends on is the same object and the clock has not passed the moment
 * the answer would read differently (a plan's expiry, the next UTC day). A row that leaves the
 * cache takes its answers with it.
 */
export class AnswerMemo<E extends Endpoint> {
  private readonly answers = new WeakMap<object, Memoized>();

  constructor(private readonly endpoint: E) {}

  answer(
    key: object,
    dependencies: readonly unknown[],
    nowMs: number,
    build: () => { answer: EndpointResponse<E>; validUntil: number },
  ): PreparedAnswer<E> {
    const kept = this.answers.get(key);
    if (kept && nowMs < kept.validUntil && sameItems(kept.dependencies, dependencies)) {
      return kept.answer as PreparedAnswer<E>;
    }
    const { answer, validUntil } = build();
    const prepared = PreparedAnswer.of(this.endpoint, answer);
    this.answers.set(key, { dependencies, validUntil, answer: prepared });
    return prepared;
  }
}

function sameItems(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((item, index) => item === right[index]);
}
