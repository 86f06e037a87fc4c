import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

export interface MessageShape {
  /** Every argument as `name:kind` (kind: string, number, date, time, select, plural...). */
  args: string[];
  /** Option keys of every select argument, by name. */
  selects: Record<string, string[]>;
  /** Option keys of every plural argument, by name. */
  plurals: Record<string, string[]>;
  /** The words a reader sees, arguments left out, options joined with spaces. */
  text: string;
  /** Each run of literal text on its own, in order (what sits between two arguments). */
  literals: string[];
}

/** Parses an ICU message (throws on a broken one) and describes what a translation must keep. */
export function messageShape(message: string): MessageShape {
  const ast = parse(message, { requiresOtherClause: true });
  const args = new Set<string>();
  const selects: Record<string, string[]> = {};
  const plurals: Record<string, string[]> = {};
  const text: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element)) text.push(element.value);
      else if (isArgumentElement(element)) args.add(`${element.value}:string`);
      else if (isNumberElement(element)) args.add(`${element.value}:number`);
      else if (isDateElement(element)) args.add(`${element.value}:date`);
      else if (isTimeElement(element)) args.add(`${element.value}:time`);
      else if (isSelectElement(element)) {
        args.add(`${element.value}:select`);
        selects[element.value] = Object.keys(element.options).sort();
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (isPluralElement(element)) {
        args.add(
          `${element.value}:${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`,
        );
        plurals[element.value] = Object.keys(element.options).sort();
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (isTagElement(element)) {
        args.add(`${element.value}:tag`);
        walk(element.children);
      } else if (isPoundElement(element)) {
        // '#' is the plural count; its argument is already recorded.
      }
    }
  };
  walk(ast);
  return { args: [...args].sort(), selects, plurals, text: text.join(' '), literals: text };
}
