import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
import { fakeEvents } from '../../testing/fake-events.js';
import { TEST_DOWNLOAD_ID, testDownload, waitingDownload } from '../../testing/downloads.js';
import { pageCallOptions } from '../forms/call-options.js';
import { apiDownloadDeps } from './use-download-flow.js';

const STATUS = `GET /api/downloads/${TEST_DOWNLOAD_ID}/`;
const ok = (data: unknown) => ({ data: { code: 'ok', message: 'ok', data } });

describe('the download tool’s api calls', () => {
  it('creates the download of the link in the format asked', async () => {
    const { api, calls } = fakeApi({
      'POST /api/downloads/': ok({ download: waitingDownload(0) }),
    });
    const deps = apiDownloadDeps(api, {
      callOptions: () => pageCallOptions('ja-JP'),
      openEvents: undefined,
    });
    expect(await deps.create('https://youtu.be/abc123', 'flac')).toMatchObject({
      status: 'WAITING',
    });
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/downloads/', { url: 'https://youtu.be/abc123', format: 'flac' }],
    ]);
  });

  it('follows the download’s events until it is finished', async () => {
    const events = fakeEvents();
    const { api, calls } = fakeApi({});
    const deps = apiDownloadDeps(api, { callOptions: () => ({}), openEvents: events.open });
    const seen: number[] = [];
    const following = deps.follow(
      waitingDownload(0),
      (download) => seen.push(download.progress),
      new AbortController().signal,
    );
    events.emit('progress', JSON.stringify(waitingDownload(30)));
    events.emit('progress', JSON.stringify(testDownload({ drive_file: true })));
    await expect(following).resolves.toMatchObject({ status: 'SUCCESS', drive_file: true });
    expect(events.opened).toEqual([`/api/downloads/${TEST_DOWNLOAD_ID}/events`]);
    expect(seen).toEqual([30, 100]);
    expect(calls).toEqual([]);
  });

  it('asks for the download’s status when the events fail', async () => {
    const events = fakeEvents();
    const answers = [
      waitingDownload(60),
      testDownload({ status: 'FAILED', failure: { code: 'no_audio', message: 'No sound.' } }),
    ];
    const { api } = fakeApi({
      [STATUS]: () => ok({ download: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    const deps = apiDownloadDeps(api, {
      callOptions: () => ({}),
      openEvents: events.open,
      pollIntervalMs: 0,
    });
    const seen: string[] = [];
    const following = deps.follow(
      waitingDownload(0),
      (download) => seen.push(`${download.status} ${download.progress}`),
      new AbortController().signal,
    );
    events.emit('error');
    await expect(following).resolves.toMatchObject({ failure: { message: 'No sound.' } });
    expect(seen).toEqual(['WAITING 60', 'FAILED 100']);
    expect(events.closed()).toBe(true);
  });

  it('asks again, in the page’s language, why a download whose events said it failed did', async () => {
    const events = fakeEvents();
    const failed = (message: string) =>
      testDownload({ status: 'FAILED', failure: { code: 'no_audio', message } });
    const { api, calls } = fakeApi({
      [STATUS]: ok({ download: failed('Die Datei enthält keinen Ton zum Transkribieren.') }),
    });
    const deps = apiDownloadDeps(api, {
      callOptions: () => pageCallOptions('de-DE'),
      openEvents: events.open,
    });
    const following = deps.follow(
      waitingDownload(0),
      () => undefined,
      new AbortController().signal,
    );
    events.emit('progress', JSON.stringify(failed('The file has no sound to transcribe.')));
    await expect(following).resolves.toMatchObject({
      failure: { message: 'Die Datei enthält keinen Ton zum Transkribieren.' },
    });
    expect(calls.map((call) => call.path)).toEqual([`/api/downloads/${TEST_DOWNLOAD_ID}/`]);
  });
});
