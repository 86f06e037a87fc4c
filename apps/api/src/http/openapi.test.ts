import { type Endpoint, endpoints } from '@captio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../../test/support/test-app.js';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: unknown;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json() as OpenApiDocument;
});
afterAll(async () => {
  await t?.close();
});

/** Fastify's /x/:id/ is OpenAPI's /x/{id}/. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Keys a client must send (input) or may rely on (output) in a zod object. */
function objectKeys(schema: z.ZodObject, io: 'input' | 'output') {
  const keys = Object.keys(schema.shape);
  const required = keys.filter((key) => {
    const field = schema.shape[key] as z.ZodType;
    return io === 'input' ? !field.safeParse(undefined).success : field._zod.optout !== 'optional';
  });
  return { keys: keys.sort(), required: required.sort() };
}

/** Undoes .optional(): the documented shape is the wrapped schema's. */
function unwrap(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}

const all = Object.entries(endpoints) as [string, Endpoint][];

function operation(endpoint: Endpoint): Operation {
  const path = document.paths[openApiPath(endpoint.path)];
  const found = path?.[endpoint.method.toLowerCase()];
  if (!found) throw new Error(`${endpoint.method} ${endpoint.path} is not in /api/docs/json`);
  return found;
}

describe('the API documentation', () => {
  it('serves a readable HTML page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
    expect(response.body).toContain('/api/docs/static/');
  });

  it('serves the page assets it links to', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const assets = [...page.body.matchAll(/(?:href|src)="(\/api\/docs\/static\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await t.app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
  });

  it('is an OpenAPI 3 document of the Captio API', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Captio API');
  });

  it('documents no route of its own (the docs page, its assets)', () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it.each(all)('lists %s with its method, summary and tag', (_name, endpoint) => {
    const documented = operation(endpoint);
    expect(documented.summary).toBe(endpoint.summary);
    expect(documented.tags).toEqual([endpoint.tag]);
  });

  it.each(all.filter(([, endpoint]) => endpoint.body))(
    'documents the JSON body of %s from its schema',
    (_name, endpoint) => {
      const body = unwrap(endpoint.body as z.ZodType);
      const schema = operation(endpoint).requestBody?.content['application/json']?.schema;
      expect(schema).toBeDefined();
      if (body instanceof z.ZodObject) {
        const expected = objectKeys(body, 'input');
        expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(expected.keys);
        expect([...(schema?.required ?? [])].sort()).toEqual(expected.required);
      } else if (body instanceof z.ZodUnion) {
        expect((schema?.anyOf ?? schema?.oneOf)?.length).toBe(body.options.length);
      } else {
        expect(schema?.type).toBe('object');
      }
    },
  );

  /** Uploads stream a multipart body that no JSON schema validates; documented as a form. */
  const multipart = new Set<Endpoint>([endpoints.uploadFile, endpoints.uploadTranslation]);

  it.each(all.filter(([, endpoint]) => !endpoint.body && !multipart.has(endpoint)))(
    'documents no body for %s, which takes none',
    (_name, endpoint) => {
      expect(operation(endpoint).requestBody).toBeUndefined();
    },
  );

  it.each(all)('documents the query and path parameters of %s', (_name, endpoint) => {
    const parameters = operation(endpoint).parameters ?? [];
    const named = (where: string) =>
      parameters
        .filter((parameter) => parameter.in === where)
        .map((parameter) => [parameter.name, parameter.required ?? false] as const)
        .sort();
    const expected = (schema: z.ZodType | undefined) => {
      const inner = schema && unwrap(schema);
      if (!(inner instanceof z.ZodObject)) return [];
      const { keys, required } = objectKeys(inner, 'input');
      return keys.map((key) => [key, required.includes(key)] as const);
    };
    expect(named('query')).toEqual(expected(endpoint.query));
    expect(named('path')).toEqual(expected(endpoint.params));
  });

  it('documents the multipart form of uploadFile, with its file field', () => {
    const content = operation(endpoints.uploadFile).requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    expect(content['multipart/form-data']?.schema.properties?.['file']).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it.each(['/api/files/{hash}/media', '/api/files/{hash}/thumbnail'])(
    'documents the raw route %s (GET and HEAD, the hash in the path)',
    (path) => {
      const documented = document.paths[path];
      expect(Object.keys(documented ?? {}).sort()).toEqual(['get', 'head']);
      expect(documented?.['get']?.parameters?.map((p) => [p.in, p.name])).toEqual([
        ['path', 'hash'],
      ]);
      expect(documented?.['get']?.tags).toEqual(['files']);
    },
  );

  it.each(all)('documents the 200 answer of %s from its schema', (_name, endpoint) => {
    // An upload creates: its answer is a 201.
    const { responses } = operation(endpoint);
    const schema = (responses['200'] ?? responses['201'])?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    const response = endpoint.response as z.ZodObject;
    const expected = objectKeys(response, 'output');
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(expected.keys);
    expect([...(schema?.required ?? [])].sort()).toEqual(expected.required);
    const data = response.shape['data'];
    if (data instanceof z.ZodObject) {
      const documented = schema?.properties?.['data'];
      expect(Object.keys(documented?.properties ?? {}).sort()).toEqual(
        objectKeys(data, 'output').keys,
      );
    }
  });
});
