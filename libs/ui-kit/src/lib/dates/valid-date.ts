import { toDate, type DateInput } from '@captio/i18n';

/**
 * The date, or undefined when the server sent something unreadable: a bad created_time
 * hides the time of one item instead of breaking the whole list.
 */
export function validDate(input: DateInput | null | undefined): Date | undefined {
  if (input == null) return undefined;
  try {
    return toDate(input);
  } catch {
    return undefined;
  }
}
