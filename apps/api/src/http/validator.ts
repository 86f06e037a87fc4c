import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { unstorableTextPaths } from './storable-text.js';

/** The keyword of a validation issue about text Postgres cannot hold; the error handler words it. */
export const UNSTORABLE_TEXT = 'unstorable_text';

type Schema = Parameters<typeof zodValidatorCompiler>[0]['schema'];

/** Request parts (free-form documents) whose handler makes their text storable itself. */
const keepsAnyText = new WeakSet<Schema>();

/**
 * Lets a schema's strings through with a NUL or half a surrogate pair: for a free-form document
 * kept as sent (a client's diagnostic log), where the handler replaces them instead.
 */
export function acceptUnstorableText(schema: Schema): void {
  keepsAnyText.add(schema);
}

/**
 * zod's validation of every schema of every route, after one check of its own: no string of the
 * request (value or key, however deep) holds a NUL or half of a surrogate pair. Postgres refuses
 * the first and UTF-8 cannot encode the second, so they would fail (500) or be altered wherever
 * they reach the database; refused here, they answer a 400 that names the field.
 */
export const validatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (keepsAnyText.has(route.schema)) return validate;
  return (data) => {
    const paths = unstorableTextPaths(data);
    if (paths.length === 0) return validate(data);
    return {
      error: paths.map((path) => ({
        keyword: UNSTORABLE_TEXT,
        instancePath: `/${path.join('/')}`,
        schemaPath: '#',
        params: { path },
        message: 'Contains a NUL character or half of a surrogate pair.',
      })),
    };
  };
};
