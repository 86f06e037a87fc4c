import type { Locale } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { CLOUD_FILES, STORAGE } from '../../testing/fixtures.js';
import { renderMarkup } from '../../testing/render.js';
import { deleteButtonVisibility, isVideoFile, resultPath } from './cloud-file.js';
import { CloudFileList, type CloudFileListProps } from './CloudFileList.js';

const noDelete = () => Promise.resolve();
const list = (props: Partial<CloudFileListProps> = {}, locale?: Locale) =>
  renderMarkup(
    <CloudFileList files={CLOUD_FILES} {...STORAGE} onDelete={noDelete} {...props} />,
    locale,
  );
/** The markup of the item whose link text is `name`. */
const itemOf = (markup: string, name: string) =>
  markup.match(new RegExp(`<li(?:(?!</li>).)*${name}(?:(?!</li>).)*</li>`))?.[0] ?? '';

describe('isVideoFile', () => {
  test.each([
    ['video/mp4', true],
    ['video/webm', true],
    ['Video/QuickTime', true],
    ['  video/x-matroska', true],
    ['audio/mpeg', false],
    ['audio/mp4', false],
    ['application/octet-stream', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s is a video: %s', (contentType, expected) => {
    expect(isVideoFile(contentType)).toBe(expected);
  });
});

describe('deleteButtonVisibility', () => {
  test.each([
    [{ mobile: true, current: true }, 'always'],
    [{ mobile: true, current: false }, 'always'],
    [{ mobile: false, current: true }, 'always'],
    [{ mobile: false, current: false }, 'hoverOrFocus'],
  ] as const)('%o: %s', (input, expected) => {
    expect(deleteButtonVisibility(input)).toBe(expected);
  });
});

describe('CloudFileList', () => {
  test.each<[Locale, string, string, string]>([
    ['en-US', '/result/', '11.77 MB', 'Video file'],
    ['zh-CN', '/zh-CN/result/', '11.77 MB', '视频文件'],
    ['fr-FR', '/fr-FR/result/', '11,77\u202fMo', 'Fichier vidéo'],
    ['de-DE', '/de-DE/result/', '11,77 MB', 'Videodatei'],
    ['ru-RU', '/ru-RU/result/', '11,77 МБ', 'Видеофайл'],
  ])(
    'in %s an item links to %s{hash}, shows %s and names its icon',
    (locale, prefix, size, kind) => {
      const [file] = CLOUD_FILES;
      const item = itemOf(list({}, locale), 'Quarterly all-hands meeting.mp4');
      expect(item).toContain(`href="${prefix}${file?.file_hash}"`);
      expect(item).toContain(`>${size}<`);
      expect(item).toContain(`role="img" aria-label="${kind}"`);
      expect(item).toMatch(/<time dateTime="[^"]+">2025-05-07 09:03<\/time>/);
    },
  );

  test.each([
    ['Quarterly all-hands meeting.mp4', 'Video file', '11.77 MB', '2025-05-07 09:03'],
    ['播客第十二期：城市与声音.m4a', 'Audio file', '46.00 MB', '2025-04-30 18:45'],
    ['interview-raw-take-2', 'Audio file', '1.00 MB', '2024-12-31 23:59'],
  ])('%s: %s, %s, created %s', (name, kind, size, time) => {
    const item = itemOf(list(), name);
    expect(item).toContain(`aria-label="${kind}"`);
    expect(item).toContain(`>${size}<`);
    expect(item).toContain(`>${time}</time>`);
  });

  test('labels the list with its file count and each delete button with the file name', () => {
    const markup = list();
    expect(markup).toContain('<ul class="');
    expect(markup).toMatch(/<ul [^>]*aria-label="3 files"/);
    expect(markup).toContain('aria-label="Delete Quarterly all-hands meeting.mp4"');
    expect(list({ files: CLOUD_FILES.slice(0, 1) })).toMatch(/aria-label="1 file"/);
  });

  test('summarises storage used and capacity in GB with 2 decimals', () => {
    expect(list()).toContain('Storage used: 1.50 GB');
    expect(list()).toContain('Drive capacity: 10.00 GB');
    expect(list({}, 'ja-JP')).toMatch(/1\.50 GB/);
    expect(list({ totalSize: undefined, driveSize: null })).toContain('Storage used: 0.00 GB');
  });

  test('highlights only the current file, as the page open now, with a visible note', () => {
    const markup = list({ currentFileHash: CLOUD_FILES[1]?.file_hash });
    const current = itemOf(markup, '播客');
    expect(current).toContain('data-current="true"');
    expect(current).toContain('aria-current="page"');
    expect(current).toContain('>Open now<');
    expect(markup.match(/aria-current=/g)).toHaveLength(1);
    expect(markup.match(/data-current=/g)).toHaveLength(1);
  });

  test.each([
    [false, null, ['hoverOrFocus', 'hoverOrFocus', 'hoverOrFocus']],
    [false, CLOUD_FILES[0]?.file_hash, ['always', 'hoverOrFocus', 'hoverOrFocus']],
    [true, null, ['always', 'always', 'always']],
  ])('mobile %s, current %s: delete buttons %o', (mobile, currentFileHash, expected) => {
    const markup = list({ mobile, currentFileHash });
    const shown = [...markup.matchAll(/data-delete-visibility="(\w+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(expected);
  });

  test.each<[Locale, string, string]>([
    ['en-US', 'No files yet', 'Files you upload are kept here'],
    ['es-ES', 'Aún no hay archivos', 'Los archivos que subas se guardan aquí'],
    ['ko-KR', '아직 파일이 없습니다', '업로드한 파일은 여기에 보관되어'],
  ])('without files says so with a description (%s)', (locale, title, desc) => {
    const markup = list({ files: [] }, locale);
    expect(markup).toContain(title);
    expect(markup).toContain(desc);
    expect(markup).not.toContain('<ul');
  });

  test('while loading announces it and shows no list, even with stale files', () => {
    const markup = list({ loading: true });
    expect(markup).toMatch(/role="status"[^>]*>.*Loading your files…/);
    expect(markup).not.toContain('<ul');
    expect(markup).not.toContain('No files yet');
  });

  test('a file with an unreadable time still lists, without a time', () => {
    const [file] = CLOUD_FILES;
    if (!file) throw new Error('fixture');
    const markup = list({ files: [{ ...file, created_time: 'not a date' }] });
    expect(markup).toContain('Quarterly all-hands meeting.mp4');
    expect(markup).not.toContain('<time');
  });

  test('escapes file names and hashes that look like markup or paths', () => {
    const markup = list({
      files: [
        {
          uuid: 'x',
          file_hash: '../a b?c',
          file_name: '<img src=x onerror=alert(1)>.mp3',
          file_size: 0,
          content_type: 'audio/mpeg',
          created_time: '2025-01-01T00:00:00Z',
        },
      ],
    });
    expect(markup).toContain('href="/result/..%2Fa%20b%3Fc"');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;.mp3');
    expect(markup).not.toContain('<img');
    expect(resultPath('../a b?c')).toBe('/result/..%2Fa%20b%3Fc');
  });

  test.each(['', '..', '.', 'transcription-9f86'])(
    'a hash that makes no result page (%j) shows the name without a link',
    (hash) => {
      const [file] = CLOUD_FILES;
      if (!file) throw new Error('fixture');
      expect(resultPath(hash)).toBeUndefined();
      const item = itemOf(list({ files: [{ ...file, file_hash: hash }] }), file.file_name);
      expect(item).toContain(`>${file.file_name}</span>`);
      expect(item).not.toContain('href=');
    },
  );
});
