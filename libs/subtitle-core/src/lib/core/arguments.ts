import { describeValue } from './describe-value.js';

/**
 * The checks of the public functions' arguments. Callers are often plain JavaScript fed from
 * JSON or storage, where TypeScript's types promise nothing: a wrong argument is a TypeError
 * that names the function, the argument and what it takes, never a "Cannot read properties of
 * null" from deep inside a parser.
 */

function describeArgument(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Uint8Array) return 'a Uint8Array';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return describeValue(value);
}

/** `fn` is the function's name ('format'), `name` the argument's ('cues', 'options.lang'). */
export function argumentError(fn: string, name: string, takes: string, value: unknown): TypeError {
  return new TypeError(`${fn}(): ${name} must be ${takes}, not ${describeArgument(value)}`);
}

export function requireString(
  fn: string,
  name: string,
  value: unknown,
  takes = 'a string',
): asserts value is string {
  if (typeof value !== 'string') throw argumentError(fn, name, takes, value);
}

export function requireArray(
  fn: string,
  name: string,
  value: unknown,
  takes = 'an array',
): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw argumentError(fn, name, takes, value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An options argument: absent (undefined) or an object. Returns it, {} for undefined. */
export function optionsArgument<T extends object>(fn: string, value: T | undefined): T {
  if (value === undefined) return {} as T;
  if (!isObject(value) || Array.isArray(value)) {
    throw argumentError(fn, 'options', 'an object or undefined', value);
  }
  return value;
}

/**
 * A cue as the functions that read cues need it: an object with numbers for start and end and
 * a string for text (whether the numbers are times is each function's own check: format and
 * shift throw a RangeError, check reports them).
 */
export function requireCue(fn: string, name: string, value: unknown): void {
  if (!isObject(value)) throw argumentError(fn, name, 'a cue ({ start, end, text })', value);
  if (typeof value.start !== 'number') {
    throw argumentError(fn, `${name}.start`, 'a number of milliseconds', value.start);
  }
  if (typeof value.end !== 'number') {
    throw argumentError(fn, `${name}.end`, 'a number of milliseconds', value.end);
  }
  if (typeof value.text !== 'string')
    throw argumentError(fn, `${name}.text`, 'a string', value.text);
  if (value.settings !== undefined && !isObject(value.settings)) {
    throw argumentError(fn, `${name}.settings`, 'an object or undefined', value.settings);
  }
  if (value.words !== undefined && !areWords(value.words)) {
    throw argumentError(
      fn,
      `${name}.words`,
      'an array of words ({ start, end, text }) or undefined',
      value.words,
    );
  }
}

function areWords(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (word) =>
        isObject(word) &&
        typeof word.start === 'number' &&
        typeof word.end === 'number' &&
        typeof word.text === 'string',
    )
  );
}

/** Whether requireCue would let a value pass, without building the name it reports. */
function isCue(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.start === 'number' &&
    typeof value.end === 'number' &&
    typeof value.text === 'string' &&
    (value.settings === undefined || isObject(value.settings)) &&
    (value.words === undefined || areWords(value.words))
  );
}

/**
 * An array of cues, each checked by requireCue: 'cues[3].text must be a string'. This runs on
 * every format call: a cue's name is only built for the message.
 */
export function requireCues(fn: string, name: string, value: unknown): asserts value is unknown[] {
  requireArray(fn, name, value, 'an array of cues');
  for (let index = 0; index < value.length; index++) {
    if (!isCue(value[index])) requireCue(fn, `${name}[${index}]`, value[index]);
  }
}

/** What format and formatSrt take: cues, or a ParseResult (an object with its cues). */
export function cueListArgument<Result extends { readonly cues: readonly unknown[] }>(
  fn: string,
  name: string,
  value: readonly unknown[] | Result,
): void {
  const takes = 'an array of cues or the result of parse()';
  if (Array.isArray(value)) requireCues(fn, name, value);
  else if (isObject(value) && Array.isArray(value.cues))
    requireCues(fn, `${name}.cues`, value.cues);
  else throw argumentError(fn, name, takes, value);
}

/** A number argument (whether it is finite or in range is the function's own RangeError). */
export function requireNumber(fn: string, name: string, value: unknown): asserts value is number {
  if (typeof value !== 'number') throw argumentError(fn, name, 'a number', value);
}

/** The options of format and formatSrt: an object or undefined, whose onWarning is a function. */
export function formatOptionsArgument<T extends { onWarning?: unknown }>(
  fn: string,
  value: T | undefined,
): T {
  const options = optionsArgument(fn, value);
  if (options.onWarning !== undefined && typeof options.onWarning !== 'function') {
    throw argumentError(fn, 'options.onWarning', 'a function or undefined', options.onWarning);
  }
  return options;
}

/** An options argument that must be given: an object. */
export function requireOptions(fn: string, value: unknown, takes: string): void {
  if (!isObject(value) || Array.isArray(value)) throw argumentError(fn, 'options', takes, value);
}

/** A ParseResult argument (mergeFiles): an object whose cues are cues. */
export function requireParseResult(fn: string, name: string, value: unknown): void {
  if (!isObject(value) || !Array.isArray(value.cues)) {
    throw argumentError(fn, name, 'the result of parse()', value);
  }
  requireCues(fn, `${name}.cues`, value.cues);
}
