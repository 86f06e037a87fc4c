import type { FormValues } from './use-form.js';

/** What a page's fields can be looked up in: a form's `elements`, or the document by id. */
export type FieldLookup<Field extends string = string> = (name: Field) => unknown;

function shownValue(element: unknown): string | undefined {
  if (typeof element !== 'object' || element === null || !('value' in element)) return undefined;
  // Several fields of one name (a RadioNodeList, no element) say nothing of a text field's.
  if (!('tagName' in element)) return undefined;
  const value = (element as { value: unknown }).value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The values the fields show. They are the form's state, except where a person typed (or the
 * browser filled in) before the page's code ran: the field keeps that text on hydration while
 * the state still holds the first value, and the next render would wipe the text out.
 * Returns the same object when nothing differs, so that adopting it renders nothing again.
 */
export function shownValues<Field extends string>(
  values: FormValues<Field>,
  lookUp: FieldLookup<Field>,
): FormValues<Field> {
  let shown: Record<Field, string> | undefined;
  for (const name of Object.keys(values) as Field[]) {
    const value = shownValue(lookUp(name));
    if (value === undefined || value === values[name]) continue;
    shown ??= { ...values };
    shown[name] = value;
  }
  return shown ?? values;
}
