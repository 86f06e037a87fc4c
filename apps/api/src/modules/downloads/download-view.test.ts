import { describe, expect, it } from 'vitest';
import { type DownloadRow, toDownload } from './download-view.js';

const at = new Date('2026-11-26T10:00:00.000Z');

function row(overrides: Partial<DownloadRow>): DownloadRow {
  return {
    id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    userId: null,
    visitorId: 'v_AAAAAAAAAAAAAAAAAAAAAA',
    url: 'https://example.com/clip.mp4',
    format: 'mp3',
    title: 'A clip',
    status: 'WAITING',
    progress: 0,
    failureCode: null,
    fileHash: null,
    size: null,
    attempts: 1,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    ...overrides,
  };
}

describe('toDownload: why a download failed', () => {
  it.each([
    ['en-US', 'mp3', 'no_audio', 'This video has no sound, so no MP3 file can be made of it.'],
    [
      'de-DE',
      'ogg',
      'no_audio',
      'Dieses Video hat keinen Ton, daher lässt sich keine OGG-Datei daraus erstellen.',
    ],
    [
      'en-US',
      'mp4',
      'convert_failed',
      'The media could not be converted to this format. Please try another format.',
    ],
  ] as const)('in %s, %s, %s', (locale, format, code, message) => {
    const answer = toDownload(
      row({ status: 'FAILED', format, failureCode: code, finishedAt: at }),
      locale,
    );
    expect(answer.failure).toEqual({ code, message });
  });

  it('says nothing of a failure while it runs or once it succeeded', () => {
    expect(toDownload(row({ failureCode: 'no_audio' }), 'en-US').failure).toBeNull();
    expect(toDownload(row({ status: 'SUCCESS', finishedAt: at }), 'en-US').failure).toBeNull();
  });
});
