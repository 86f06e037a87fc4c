/**
 * Bad requests derived from an OpenAPI document: for each operation, requests that break its
 * body, query, path and headers one way at a time, starting from a request the schemas accept.
 * Every case is fixed (no randomness), so a failure names the same request on every run.
 */

/** The part of JSON Schema the api's zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}

export const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

export interface Operation {
  method: 'GET' | 'POST';
  /** As documented: /api/pay/local/{transaction_id}/ */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
}

/** Every operation of the document, GET and POST (the api has no other methods). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = operation.parameters ?? [];
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return [
        {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          ...(contentType ? { body: { contentType, schema: media?.schema ?? {} } } : {}),
        },
      ];
    }),
  );
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? (schema.properties || schema.additionalProperties ? 'object' : undefined);
}

const BY_FORMAT: Record<string, string> = {
  email: 'fuzz@example.com',
  uuid: '0b6d2f5e-8f7c-4c55-9a39-5d2b1f0a9c11',
  uri: 'https://example.com/picture.png',
  'date-time': '2026-01-01T00:00:00Z',
};

function sampleString(schema: JsonSchema): string {
  const plain = 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  const candidates = [BY_FORMAT[schema.format ?? ''], `/${plain}`, plain].filter(
    (candidate): candidate is string => candidate !== undefined,
  );
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  return candidates.find((candidate) => !pattern || pattern.test(candidate)) ?? plain;
}

/** A value the schema accepts (as far as JSON Schema tells: zod refinements are not in it). */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sampleValue(option);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleValue(schema.properties?.[key] ?? {})]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

/** 100 KB: far past every field's maximum, well within the body limits. */
export const HUGE_TEXT = 'x'.repeat(100 * 1024);
/** Texts Postgres cannot hold: a NUL, and each half of a surrogate pair alone. */
export const UNSTORABLE_TEXTS = ['a\u0000b', 'a\uD800b', '\uDC00'];
const DEPTH = 10_000;

/** 10 000 levels of arrays or objects around a value, as JSON text (JSON.stringify would recurse). */
export function deeplyNested(kind: 'arrays' | 'objects', inner = '1'): string {
  return kind === 'arrays'
    ? `${'['.repeat(DEPTH)}${inner}${']'.repeat(DEPTH)}`
    : `${'{"a":'.repeat(DEPTH)}${inner}${'}'.repeat(DEPTH)}`;
}

/** Values of other JSON types than the schema's, and the edges of its own type. */
function wrongValues(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'string':
      return [42, true, null, [], { a: 1 }, '', HUGE_TEXT];
    case 'integer':
    case 'number':
      return ['1', 1.5, -1, 1e308, true, null, {}];
    case 'boolean':
      return ['true', 1, null, {}];
    case 'object':
      return ['text', 1, null, []];
    default:
      return ['text', 42, true, null, [], {}];
  }
}

/** A request body as sent: JSON text, a form, or anything else, with its content type. */
export interface RawBody {
  contentType?: string;
  payload?: string;
}

export type Case = [name: string, body: RawBody | undefined];

const json = (value: unknown): RawBody => ({
  contentType: JSON_TYPE,
  payload: JSON.stringify(value),
});
const rawJson = (payload: string): RawBody => ({ contentType: JSON_TYPE, payload });

/** The fields a body may have, of every anyOf option. */
function fieldsOf(schema: JsonSchema): [string, JsonSchema, boolean][] {
  const options = schema.anyOf ?? schema.oneOf ?? [schema];
  return options.flatMap((option) =>
    Object.entries(option.properties ?? {}).map(
      ([name, field]) =>
        [name, field, option.required?.includes(name) ?? false] as [string, JsonSchema, boolean],
    ),
  );
}

/** JSON bodies that break the schema's body one way at a time. */
function jsonBodyCases(schema: JsonSchema): Case[] {
  const base = sampleValue(schema) as Record<string, unknown>;
  const baseObject = base !== null && typeof base === 'object' ? base : {};
  const cases: Case[] = [['a valid body', json(base)]];
  for (const [name, field, required] of fieldsOf(schema)) {
    const withField = (value: unknown): RawBody => json({ ...baseObject, [name]: value });
    for (const value of wrongValues(field)) {
      cases.push([`${name} = ${JSON.stringify(value).slice(0, 20)}`, withField(value)]);
    }
    for (const text of UNSTORABLE_TEXTS) {
      cases.push([`${name} = ${JSON.stringify(text)}`, withField(text)]);
      if (typeOf(field) === 'object') {
        cases.push([`${name} with a key ${JSON.stringify(text)}`, withField({ [text]: 'value' })]);
        cases.push([`${name} with a value ${JSON.stringify(text)}`, withField({ key: text })]);
      }
    }
    for (const kind of ['arrays', 'objects'] as const) {
      const nested = deeplyNested(kind);
      const rest = JSON.stringify(baseObject).slice(1, -1);
      cases.push([
        `${name} nested 10 000 levels of ${kind}`,
        rawJson(`{${rest}${rest ? ',' : ''}${JSON.stringify(name)}:${nested}}`),
      ]);
    }
    if (required) {
      const { [name]: _left, ...without } = baseObject;
      cases.push([`without ${name}`, json(without)]);
    }
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    for (const text of UNSTORABLE_TEXTS) {
      cases.push([`a key ${JSON.stringify(text)}`, json({ [text]: 'value' })]);
      cases.push([`a value ${JSON.stringify(text)}`, json({ key: text })]);
      cases.push([`a nested value ${JSON.stringify(text)}`, json({ key: [{ deeper: text }] })]);
    }
  }
  cases.push(
    ['an extra field', json({ ...baseObject, extra_field: 1 })],
    ['an extra field named with a NUL', json({ ...baseObject, 'extra\u0000': 1 })],
    ['an empty object', json({})],
    ['__proto__', rawJson(`{"__proto__":{"polluted":true}}`)],
    ['constructor.prototype', rawJson(`{"constructor":{"prototype":{"polluted":true}}}`)],
  );
  return cases;
}

/** Forms that break a form body one way at a time (a form field is always a string). */
function formBodyCases(schema: JsonSchema): Case[] {
  const form = (payload: string): RawBody => ({ contentType: FORM, payload });
  const cases: Case[] = [['a valid form', form('')]];
  for (const [name] of fieldsOf(schema)) {
    for (const value of ['x%00y', '%00', 'a%ED%A0%80b', '%zz', '', HUGE_TEXT.slice(0, 8000)]) {
      cases.push([`${name}=${value.slice(0, 20)}`, form(`${name}=${value}`)]);
    }
    cases.push([`${name} twice`, form(`${name}=a&${name}=b`)]);
    cases.push([`${name}[]`, form(`${name}[]=a&${name}[x]=b`)]);
    cases.push([`${name} as JSON number`, json({ [name]: 42 })]);
    cases.push([`${name} as JSON object`, json({ [name]: { a: 1 } })]);
  }
  cases.push(
    ['an extra field', form('extra_field=1')],
    ['a field named with a NUL', form('x%00=1')],
  );
  return cases;
}

/**
 * Bodies for an operation: those that break its schema, then whole bodies of every wrong kind
 * (other JSON types, malformed JSON, other content types, none, 2 MB, 10 000 levels deep). A
 * GET gets the latter too: a body it never asked for.
 */
export function bodyCases(operation: Operation): Case[] {
  const { body } = operation;
  const schemaCases = !body
    ? []
    : body.contentType === FORM
      ? formBodyCases(body.schema)
      : jsonBodyCases(body.schema);
  const valid = schemaCases[0]?.[1] ?? json({});
  return [
    ...(schemaCases.length > 0 ? schemaCases : [['no body', undefined] as Case]),
    ['a JSON list', rawJson('[1, 2]')],
    ['a JSON string', rawJson('"text"')],
    ['a JSON number', rawJson('42')],
    ['JSON null', rawJson('null')],
    ['malformed JSON', rawJson('{"a": ')],
    ['JSON with a NUL byte outside strings', rawJson('{"a": 1\u0000}')],
    ['an empty JSON body', rawJson('')],
    ['JSON in UTF-16', { contentType: `${JSON_TYPE}; charset=utf-16`, payload: '{"a":1}' }],
    ['arrays 10 000 levels deep', rawJson(deeplyNested('arrays'))],
    ['objects 10 000 levels deep', rawJson(deeplyNested('objects'))],
    ['2 MB of JSON', json({ text: 'x'.repeat(2 * 1024 * 1024) })],
    ['the valid body as text/plain', { contentType: 'text/plain', payload: valid.payload ?? '' }],
    ['the valid body as a form', { contentType: FORM, payload: 'a=1&b=2' }],
    ['the valid body with no content type', { payload: valid.payload ?? '{}' }],
    ['multipart with no boundary', { contentType: 'multipart/form-data', payload: '--x\r\n' }],
    ['a content type that is not one', { contentType: '////', payload: '{}' }],
  ];
}

/** The address of an operation with its path parameters filled (already encoded). */
export function fillAddress(operation: Operation, value: (parameter: Parameter) => string): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    return parameter ? value(parameter) : 'x';
  });
}

/** The query string of the valid request: each required parameter with a valid value. */
function validQuery(operation: Operation): URLSearchParams {
  return new URLSearchParams(
    operation.queryParams
      .filter((parameter) => parameter.required)
      .map((parameter): [string, string] => [
        parameter.name,
        String(sampleValue(parameter.schema ?? {})),
      ]),
  );
}

const encode = (value: unknown) => encodeURIComponent(String(value));

/** Addresses (path and query) that break one parameter at a time, already encoded. */
export function addressCases(operation: Operation): [name: string, url: string][] {
  const validPath = fillAddress(operation, (parameter) =>
    encode(sampleValue(parameter.schema ?? {})),
  );
  const query = validQuery(operation).toString();
  const withQuery = (url: string, extra = query) => (extra ? `${url}?${extra}` : url);
  const broken = [
    ['%00', 'a%00b'],
    ['a lone surrogate in UTF-8 bytes', 'a%ED%A0%80b'],
    ['bad percent-encoding', '%zz'],
    ['an encoded slash', 'a%2Fb'],
    ['a dot-dot', '..'],
    ['1000 characters', 'x'.repeat(1000)],
    ['100 KB', HUGE_TEXT],
  ];
  const cases: [string, string][] = [['the valid address', withQuery(validPath)]];
  for (const parameter of operation.pathParams) {
    for (const [name, value] of broken) {
      const url = fillAddress(operation, (other) =>
        other === parameter ? String(value) : encode(sampleValue(other.schema ?? {})),
      );
      cases.push([`path ${parameter.name} = ${name}`, withQuery(url)]);
    }
  }
  const queryBroken = [
    ...broken,
    ['a word for a number', 'abc'],
    ['a fraction', '1.5'],
    ['-1', '-1'],
  ];
  for (const parameter of operation.queryParams) {
    const others = validQuery(operation);
    others.delete(parameter.name);
    const rest = others.toString();
    for (const [name, value] of queryBroken) {
      const pair = `${encode(parameter.name)}=${String(value)}`;
      cases.push([
        `query ${parameter.name} = ${name}`,
        withQuery(validPath, rest ? `${rest}&${pair}` : pair),
      ]);
    }
    cases.push([
      `query ${parameter.name} twice`,
      withQuery(
        validPath,
        `${query}&${encode(parameter.name)}=${encode(sampleValue(parameter.schema ?? {}))}`,
      ),
    ]);
    cases.push([
      `query ${parameter.name}[x]`,
      withQuery(validPath, `${encode(parameter.name)}[x]=1`),
    ]);
    if (parameter.required)
      cases.push([`without query ${parameter.name}`, withQuery(validPath, rest)]);
  }
  cases.push(
    [
      'an unknown query parameter',
      withQuery(validPath, query ? `${query}&unknown=1` : 'unknown=1'),
    ],
    [
      'a query parameter named with a NUL',
      withQuery(validPath, query ? `${query}&a%00=1` : 'a%00=1'),
    ],
    ['a query of 100 KB', withQuery(validPath, `q=${HUGE_TEXT}`)],
  );
  return cases;
}

/**
 * Headers that are wrong or huge; a real server refuses headers over 16 KB before the api. (An
 * Accept that names text/html gets the local checkout's failures as pages, as a browser should.)
 */
export const HEADER_CASES: [name: string, headers: Record<string, string>][] = [
  ['a Token of 100 KB', { authorization: `Token ${HUGE_TEXT}` }],
  ['a Token that is no session', { authorization: 'Token not-a-session' }],
  ['an API key of 100 KB', { authorization: `Bearer cap_${HUGE_TEXT}` }],
  ['an API key that is none', { authorization: `Bearer cap_${'x'.repeat(43)}` }],
  ['Basic credentials', { authorization: 'Basic Zm9vOmJhcg==' }],
  ['an empty authorization', { authorization: '' }],
  ['a token cookie of 100 KB', { cookie: `token=${HUGE_TEXT}` }],
  ['a token cookie with %00', { cookie: 'token=a%00b' }],
  ['a token cookie with bad encoding', { cookie: 'token=%E0%A4%A' }],
  ['a CSRF token of 100 KB', { 'x-csrftoken': HUGE_TEXT }],
  ['an Accept-Language of 100 KB', { 'accept-language': 'en;q=0.5,'.repeat(10_000) }],
  ['an Accept-Language that is nonsense', { 'accept-language': '*;q=x,;;,-,zz-ZZ-x' }],
  ['an Accept of 100 KB', { accept: 'application/json;q=0.9,'.repeat(4_000) }],
];
