import { failureSchema, type Failure } from '@captio/api-client';

/**
 * The api's failure body of a rejected call ({ message, code, errors? }), or undefined when the
 * call never got an answer of that shape (no connection, a proxy's error page).
 */
export function readFailure(error: unknown): Failure | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { data?: unknown } };
  const parsed = failureSchema.safeParse(response?.data);
  return parsed.success ? parsed.data : undefined;
}

/** The status code of a rejected call, when it got an answer. */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}

export interface FailureProblems<Field extends string> {
  /** Messages beside their fields. */
  fields: Partial<Record<Field, string>>;
  /** What belongs to the form as a whole; undefined when the fields say it all. */
  form: string | undefined;
}

export interface FailurePlacement<Field extends string> {
  /** The form's fields, by the api's names for them (email, new_password...). */
  fields: readonly Field[];
  /** Failures whose message is about one field (email_taken is about the e-mail address). */
  codeFields?: Readonly<Partial<Record<string, Field>>>;
  /** Said when there is no failure body to read (the connection dropped). */
  unreachable: string;
}

/**
 * Where a failed call's messages go: each field error beside its field, the message of a code
 * that concerns one field beside that field, and the rest (field errors of fields the form does
 * not show, or the message itself) for the form as a whole.
 */
export function failureProblems<Field extends string>(
  failure: Failure | undefined,
  { fields, codeFields = {}, unreachable }: FailurePlacement<Field>,
): FailureProblems<Field> {
  if (!failure) return { fields: {}, form: unreachable };
  const known = new Set<string>(fields);
  const placed: Partial<Record<Field, string>> = {};
  const elsewhere: string[] = [];
  for (const { field, message } of failure.errors ?? []) {
    if (known.has(field)) placed[field as Field] ??= message;
    else elsewhere.push(message);
  }
  const codeField = codeFields[failure.code];
  if (codeField !== undefined && known.has(codeField)) placed[codeField] ??= failure.message;
  const anyPlaced = Object.keys(placed).length > 0;
  const form = elsewhere.length > 0 ? elsewhere.join(' ') : anyPlaced ? undefined : failure.message;
  return { fields: placed, form };
}
