import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey, Messages } from './catalog.js';
import type { Locale } from './locales.js';

/** A value for an ICU argument; a descriptor is translated first and inserted as text. */
export type MessageValue = string | number | boolean | Date | null | undefined | MessageDescriptor;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * A text to show, not yet translated: what pure code (plan labels, upload errors) returns, so
 * that it needs no catalog and the caller translates it in the reader's locale.
 */
export interface MessageDescriptor {
  key: MessageKey;
  values?: MessageValues;
}

export interface Translate {
  (key: MessageKey, values?: MessageValues): string;
  (descriptor: MessageDescriptor): string;
}

export function isMessageDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && 'key' in value && !(value instanceof Date);
}

/**
 * A `t(key, values)` over one locale's catalog, without React: for the server (emails,
 * error texts) and for tests. Messages are compiled once each, on first use.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  const translate = (keyOrDescriptor: MessageKey | MessageDescriptor, values?: MessageValues) => {
    const { key, values: given } =
      typeof keyOrDescriptor === 'string' ? { key: keyOrDescriptor, values } : keyOrDescriptor;
    let format = compiled.get(key);
    if (!format) {
      const message = messages[key];
      if (message === undefined) throw new RangeError(`No message '${key}' in ${locale}`);
      format = new IntlMessageFormat(message, locale);
      compiled.set(key, format);
    }
    return String(format.format(resolveValues(given, translate)));
  };
  return translate as Translate;
}

const MAX_COMPILED_MESSAGES = 2000;
const compiledMessages = new Map<string, IntlMessageFormat>();

/**
 * One ICU message outside a catalog, formatted in a locale: for texts that live in code, such
 * as the api's messages. Each message is compiled once; the cache holds the program's own
 * texts, and restarts if it is ever fed more than it could hold.
 */
export function formatMessage(
  locale: Locale,
  message: string,
  values?: Readonly<Record<string, string | number | boolean | Date | null | undefined>>,
): string {
  const id = `${locale}\u0000${message}`;
  let format = compiledMessages.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    if (compiledMessages.size >= MAX_COMPILED_MESSAGES) compiledMessages.clear();
    compiledMessages.set(id, format);
  }
  return String(format.format(values));
}

/** Nested descriptors become their translated text; everything else is passed through. */
export function resolveValues(
  values: MessageValues | undefined,
  translate: (descriptor: MessageDescriptor) => string,
): Record<string, string | number | boolean | Date | null | undefined> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number | boolean | Date | null | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = isMessageDescriptor(value) ? translate(value) : value;
  }
  return out;
}
