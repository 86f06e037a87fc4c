/** A whole number as files write one: digits with an optional sign. */
export const WHOLE_NUMBER = /^[+-]?\d+$/;
