import type { MediaFile, Task, UploadConnection, UploadEvents } from '@captio/api-client';

// Fixtures and fakes of the start flow's tests: a stored file, a task, and an upload transport
// the test drives by hand (progress, the answer, a dropped connection).

export const FILE_HASH = 'a'.repeat(64);
export const TASK_ID = '0b6f3c1e-2d4a-4b8e-9c7d-1a2b3c4d5e6f';

export function mediaFile(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    file_hash: FILE_HASH,
    uuid: '5f0c2d1e-8a7b-4c3d-9e2f-1a0b9c8d7e6f',
    file_name: 'interview.mp3',
    file_size: 1_234_567,
    content_type: 'audio/mpeg',
    duration: 62.5,
    has_video: false,
    videoWidth: null,
    videoHeight: null,
    rotated_video: 0,
    created_time: '2026-11-26T02:00:00.000Z',
    expires_time: null,
    ...overrides,
  };
}

export function task(overrides: Partial<Task> = {}): Task {
  return {
    task_id: TASK_ID,
    file_hash: FILE_HASH,
    file_name: 'interview.mp3',
    source_url: null,
    language: 'en-US',
    detected_language: null,
    mode: 1,
    model: 1,
    status: 'WAITING',
    stage: 'queued',
    progress: 0,
    engine: null,
    failure: null,
    cost: 0,
    free_use: true,
    created_time: '2026-11-26T02:00:00.000Z',
    finished_time: null,
    translation: null,
    ...overrides,
  };
}

/** One upload request as the fake transport saw it; the test answers it. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  events: UploadEvents;
  aborted: boolean;
}

/** A transport that records each request and leaves its outcome to the test. */
export function fakeTransport() {
  const uploads: FakeUpload[] = [];
  const transport = (): UploadConnection => {
    const upload: Partial<FakeUpload> & { headers: Record<string, string>; aborted: boolean } = {
      headers: {},
      aborted: false,
    };
    return {
      open(method, url) {
        upload.method = method;
        upload.url = url;
      },
      setHeader(name, value) {
        upload.headers[name] = value;
      },
      send(body, events) {
        upload.body = body;
        upload.events = events;
        uploads.push(upload as FakeUpload);
      },
      abort() {
        upload.aborted = true;
      },
    };
  };
  return { transport, uploads };
}

/** The 201 of the upload endpoint for a stored file. */
export function uploadAnswer(file: MediaFile = mediaFile()): string {
  return JSON.stringify({ data: { file } });
}

/** Lets the promises queued so far settle (the upload and task calls chain a few). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
