// Realistic data shaped like the api's answers (libs/api-client contract: drive file list and
// show-version), shared by the kit's unit tests and its stories.
import type { CloudFile } from '@captio/api-client';
import type { VersionRecord } from '../lib/UpdateLogDialog/version-record.js';

export const GB = 1024 ** 3;

/** Local wall-clock times, so YYYY-MM-DD HH:mm reads the same in every test time zone. */
const at = (y: number, m: number, d: number, h: number, min: number) =>
  new Date(y, m - 1, d, h, min).toISOString();

export const CLOUD_FILES: readonly CloudFile[] = [
  {
    uuid: '0b7c4a52-3f0e-4b8e-9d7a-2f8e1c6d5a01',
    file_hash: '9f2c1e7a4b3d5c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6',
    file_name: 'Quarterly all-hands meeting.mp4',
    file_size: 12_341_234,
    content_type: 'video/mp4',
    created_time: at(2025, 5, 7, 9, 3),
  },
  {
    uuid: '1c8d5b63-4a1f-4c9f-8e6b-3a9f2d7e6b12',
    file_hash: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
    file_name: '播客第十二期：城市与声音.m4a',
    file_size: 48_234_496,
    content_type: 'audio/mp4',
    created_time: at(2025, 4, 30, 18, 45),
  },
  {
    uuid: '2d9e6c74-5b2a-4dab-9f7c-4bae3e8f7c23',
    file_hash: 'c0ffee00deadbeef0123456789abcdef0123456789abcdef0123456789abcdef',
    file_name: 'interview-raw-take-2-with-a-very-long-file-name-that-needs-truncating.wav',
    file_size: 1_048_576,
    content_type: 'audio/wav',
    created_time: at(2024, 12, 31, 23, 59),
  },
];

export const STORAGE = { totalSize: 1.5 * GB, driveSize: 10 * GB } as const;

export const VERSIONS: readonly VersionRecord[] = [
  {
    version: '1.4.0',
    version_name: 'Faster exports',
    version_info:
      '<p>Exports to <strong>DOCX</strong> and <strong>PDF</strong> are now twice as fast.</p><ul><li>Subtitles keep their speaker labels</li><li>Chinese, Japanese and Korean text in PDF</li></ul><p>Details on <a href="https://example.com/blog/faster-exports">our blog</a>.</p>',
    created_time: '2025-05-07T09:00:00Z',
    importance: 1,
  },
  {
    version: '1.3.2',
    version_name: 'Bug fixes',
    version_info: '<p>Fixed the <code>srt</code> export of empty lines.</p>',
    created_time: '2025-04-21T09:00:00Z',
    importance: 0,
  },
  {
    version: '1.3.0',
    version_name: 'Cloud drive',
    version_info:
      '<h3>Your files, kept</h3><p>Uploads are stored in your cloud drive.<br>Open them again from the account menu.</p>',
    created_time: '2025-03-02T09:00:00Z',
    importance: 1,
  },
];
