import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../test/test-server.js';
import { createApiClient } from '../client.js';
import { endpoints } from '../contract/index.js';
import { downloadSchema, linkSubtitleRequestSchema } from '../contract/links.js';
import { taskSchema } from '../contract/transcription.js';
import { attachmentName, fetchLinkSubtitle } from './link-subtitle.js';

const HASH = 'a'.repeat(64);

function required<T>(schema: T | undefined): T {
  if (schema === undefined) throw new Error('the endpoint has no body schema');
  return schema;
}

describe('a task from a link', () => {
  const body = required(endpoints.createTask.body);

  it.each([
    ['a file', { file_hash: HASH, language: 'en' }, true],
    ['a link', { url: 'https://youtu.be/abc', language: 'en' }, true],
    ['neither', { language: 'en' }, false],
    ['both', { file_hash: HASH, url: 'https://youtu.be/abc', language: 'en' }, false],
    ['an empty link', { url: '  ', language: 'en' }, false],
    [
      'a link’s subtitle track',
      { url: 'https://youtu.be/abc', language: 'en', subtitle_track: { language: 'en' } },
      true,
    ],
    [
      'a subtitle track of a file',
      { file_hash: HASH, language: 'en', subtitle_track: { language: 'en' } },
      false,
    ],
    [
      'a subtitle track with speakers',
      { url: 'https://youtu.be/abc', language: 'en', mode: 2, subtitle_track: { language: 'en' } },
      false,
    ],
  ])('takes %s: %s', (_name, input, accepted) => {
    expect(body.safeParse(input).success).toBe(accepted);
  });

  it('says which field is missing', () => {
    const result = body.safeParse({ language: 'en' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['file_hash']);
  });

  it('answers a task without a file yet while its link is fetched', () => {
    const task = {
      task_id: '0b6d2f5e-8f7c-4c55-9a39-5d2b1f0a9c11',
      file_hash: null,
      file_name: 'A talk',
      source_url: 'https://youtu.be/abc',
      language: 'en',
      detected_language: null,
      mode: 1,
      model: 1,
      status: 'WAITING',
      stage: 'downloading',
      progress: 12,
      engine: null,
      failure: null,
      cost: 3,
      free_use: false,
      created_time: '2026-01-01T00:00:00Z',
      finished_time: null,
      translation: null,
    };
    expect(taskSchema.parse(task)).toEqual(task);
  });
});

describe('the links schemas', () => {
  it('gives a subtitle request its defaults: the written track, as srt', () => {
    expect(linkSubtitleRequestSchema.parse({ url: 'https://x.com/v', language: 'en' })).toEqual({
      url: 'https://x.com/v',
      language: 'en',
      automatic: false,
      format: 'srt',
    });
  });

  it('refuses a download format it does not make', () => {
    expect(
      required(endpoints.createDownload.body).safeParse({ url: 'https://x.com/v', format: 'mkv' })
        .success,
    ).toBe(false);
  });

  it('reads a finished download', () => {
    const download = {
      download_id: '0b6d2f5e-8f7c-4c55-9a39-5d2b1f0a9c11',
      url: 'https://x.com/v',
      format: 'mp3',
      status: 'SUCCESS',
      progress: 100,
      title: 'A talk',
      size: 1234,
      file_hash: HASH,
      drive_file: false,
      failure: null,
      created_time: '2026-01-01T00:00:00Z',
      finished_time: '2026-01-01T00:01:00Z',
    };
    expect(downloadSchema.parse(download)).toEqual(download);
  });
});

describe('attachmentName', () => {
  it.each([
    [
      `attachment; filename="Talk.en.srt"; filename*=UTF-8''%E8%AC%9B%E6%BC%94.en.srt`,
      '講演.en.srt',
    ],
    ['attachment; filename="Talk.en.srt"', 'Talk.en.srt'],
    [`attachment; filename="a.srt"; filename*=UTF-8''%E8%zz`, 'a.srt'],
    [undefined, undefined],
  ])('reads %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});

describe('fetchLinkSubtitle against a real server', () => {
  let server: TestServer;
  let received: { url: string; body: string; language: string | undefined } | undefined;

  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received = {
          url: request.url ?? '',
          body,
          language: request.headers['accept-language'],
        };
        response.writeHead(200, {
          'content-type': 'application/x-subrip; charset=utf-8',
          'content-disposition': `attachment; filename="A talk.en.srt"; filename*=UTF-8''A%20talk.en.srt`,
        });
        response.end('1\n00:00:00,500 --> 00:00:01,500\nHello\n');
      });
    });
  });
  afterAll(() => server.close());

  it('posts the checked request with its defaults and gives back the file and its name', async () => {
    const api = createApiClient({ baseURL: server.url, locale: () => 'fr-FR' });
    const file = await fetchLinkSubtitle(api, { url: 'https://youtu.be/abc', language: 'en' });
    expect(received).toEqual({
      url: '/api/links/subtitles/',
      body: JSON.stringify({
        url: 'https://youtu.be/abc',
        language: 'en',
        automatic: false,
        format: 'srt',
      }),
      language: 'fr-FR',
    });
    expect(file.fileName).toBe('A talk.en.srt');
    expect(file.contentType).toContain('application/x-subrip');
    expect(new TextDecoder().decode(file.data)).toContain('Hello');
  });
});
