import { type Endpoint, endpoints } from '@captio/api-client';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCustomer } from '../../test/support/api-customer.js';
import { type TestApp, createTestApp, json } from '../../test/support/test-app.js';
import { type SecurityRequirement, openApiSecurity } from './auth.js';

interface Operation {
  security?: SecurityRequirement[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: OpenApiDocument;
let apiKey: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  document = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
  apiKey = (await apiCustomer(t, 'openapi')).key;
});
afterAll(async () => {
  await t?.close();
});

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const all = Object.entries(endpoints) as [string, Endpoint][];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
/** What an answer says of the key it was sent: a HEAD's code is in its status alone. */
function refusal(response: LightMyRequestResponse): string {
  const code = response.body ? json(response)['code'] : undefined;
  if (response.statusCode === 401 && (code ?? 'invalid_api_key') === 'invalid_api_key') {
    return 'invalid_api_key';
  }
  if (response.statusCode === 403 && (code ?? 'api_key_not_allowed') === 'api_key_not_allowed') {
    return 'api_key_not_allowed';
  }
  return 'credentials not read';
}
const listsApiKey = (operation: Operation) =>
  (operation.security ?? []).some((requirement) => 'apiKey' in requirement);

describe('the security each operation documents is what the server lets in', () => {
  it.each(all)('%s documents the security of its auth rule', (_name, endpoint) => {
    const documented = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(documented?.security).toEqual(openApiSecurity(endpoint.auth));
  });

  it('answers a bad API key 401 exactly where the document lists apiKey, else 403 or not at all', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const { path, method, operation } of operations()) {
      // Any id: the caller is known before the path or the body is read.
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { authorization: 'Bearer cap_not-a-key' },
      });
      answers.push(`${method} ${path}: ${refusal(response)}`);
      expected.push(
        `${method} ${path}: ${
          listsApiKey(operation)
            ? 'invalid_api_key'
            : operation.security
              ? 'api_key_not_allowed'
              : 'credentials not read'
        }`,
      );
    }
    expect(answers).toEqual(expected);
    // The operations QA found documented without the key they take.
    expect(answers).toEqual(
      expect.arrayContaining([
        'post /api/tasks/create/: invalid_api_key',
        'post /api/translations/: invalid_api_key',
        'get /api/tasks/{task_id}/events: invalid_api_key',
        'get /api/version/show_version/: invalid_api_key',
      ]),
    );
  });

  it.each<[string, number, Endpoint]>([
    ['taskList', 200, endpoints.taskList],
    ['showVersion', 200, endpoints.showVersion],
    ['countPoint', 200, endpoints.countPoint],
    ['apiKeyList', 403, endpoints.apiKeyList],
  ])(
    '%s with a real API key answers %i, as its documented security says',
    async (_name, status, endpoint) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: apiKey,
      });
      expect(response.statusCode, response.body).toBe(status);
      const documented =
        document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(listsApiKey(documented ?? {})).toBe(status === 200);
    },
  );
});
