import { z } from 'zod';

/** One invalid field of a request: where it is (dotted path) and what is wrong, for a person. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failed call answers this body, whatever the status code: a message a person can read
 * (in the request's Accept-Language), a stable code for programs, and field errors on a 400.
 */
export const failureSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** A successful answer: the payload under `data`, and sometimes a message worth showing. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** Dates travel as ISO 8601 strings with a time zone. */
export const isoDateSchema = z.iso.datetime({ offset: true });
