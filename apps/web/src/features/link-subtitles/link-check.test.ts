import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { callFailure } from './link-check.js';

function rejected(status: number, data: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('a failed call about a link', () => {
  const refusal = {
    message: 'Dieser Link kann nicht abgerufen werden.',
    code: 'link_refused',
  };

  it('says the api’s message in a JSON answer', () => {
    expect(callFailure(rejected(422, refusal))).toEqual({
      kind: 'refused',
      ...refusal,
    });
  });

  it('reads the message of an answer that was asked for as a file', () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ message: 'VIP only', code: 'vip_only' }),
    );
    expect(callFailure(rejected(403, bytes.buffer))).toEqual({
      kind: 'refused',
      message: 'VIP only',
      code: 'vip_only',
    });
  });

  it.each([
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK')],
    ['a proxy’s page', rejected(502, '<html>Bad gateway</html>')],
    [
      'a proxy’s page asked for as a file',
      rejected(502, new TextEncoder().encode('<html>').buffer),
    ],
  ])('is unreachable for %s', (_name, error) => {
    expect(callFailure(error)).toEqual({ kind: 'unreachable' });
  });
});
