import { describe, expect, it } from 'vitest';
import {
  UploadError,
  abortUploadError,
  headerUploadError,
  httpUploadError,
  networkUploadError,
  setupUploadError,
  timeoutUploadError,
} from './upload-error.js';

describe('upload error messages', () => {
  it.each<[string, UploadError, Partial<UploadError>]>([
    [
      'http with a status text',
      httpUploadError(503, 'Service Unavailable', 'busy'),
      {
        type: 'http',
        status: 503,
        statusText: 'Service Unavailable',
        response: 'busy',
        message: 'HTTP error 503: Service Unavailable',
      },
    ],
    [
      'http without a status text (HTTP/2)',
      httpUploadError(500, '', ''),
      { type: 'http', status: 500, statusText: null, message: 'HTTP error 500: Unknown error' },
    ],
    [
      'http with a blank status text',
      httpUploadError(418, '  ', '{}'),
      { status: 418, message: 'HTTP error 418: Unknown error', response: '{}' },
    ],
    [
      'timeout',
      timeoutUploadError(30000),
      {
        type: 'timeout',
        status: null,
        timeoutMs: 30000,
        message: 'Upload timed out after 30000ms',
      },
    ],
    ['network', networkUploadError(), { type: 'network', status: null, message: 'Network error' }],
    ['abort', abortUploadError(), { type: 'abort', message: 'Upload cancelled by user' }],
    [
      'header_error from an Error',
      headerUploadError(new TypeError('Invalid header name')),
      {
        type: 'header_error',
        reason: 'Invalid header name',
        message: 'Failed to set headers: Invalid header name',
      },
    ],
    [
      'setup_error from a thrown string',
      setupUploadError('no transport'),
      { type: 'setup_error', message: 'Upload initialization failed: no transport' },
    ],
    [
      'setup_error from an Error without a message',
      setupUploadError(new Error('')),
      { message: 'Upload initialization failed: unknown reason' },
    ],
  ])('%s', (_case, error, expected) => {
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('UploadError');
    expect(error).toMatchObject(expected);
  });
});
