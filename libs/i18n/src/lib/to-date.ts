// Apart from the formats: reading a date needs no dayjs, nor every locale's calendar words.

/** Anything a date can arrive as: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | number | string;

export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: '${String(input)}'`);
  return date;
}
