import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadFileName } from './index.js';

describe('downloadFileName', () => {
  it.each([
    ['interview.mp4', 'srt', 'interview.srt'],
    ['Rivers & Bridges, episode 12.mp4', 'docx', 'Rivers & Bridges, episode 12.docx'],
    ['会议 记录.m4a', 'pdf', '会议 记录.pdf'],
    ['Реки и мосты.mp3', 'vtt', 'Реки и мосты.vtt'],
    ['no extension', 'txt', 'no extension.txt'],
    ['archive.tar.gz', 'csv', 'archive.tar.csv'],
    ['../../etc/passwd', 'srt', 'etc passwd.srt'],
    ['C:\\Users\\me\\talk.wav', 'srt', 'C Users me talk.srt'],
    ['a "quoted" <name>?.mp4', 'md', 'a quoted name.md'],
    ['line\nbreak\u0000.mp4', 'lrc', 'line break.lrc'],
    ['.hidden.mp4', 'srt', 'hidden.srt'],
    ['', 'srt', 'transcript.srt'],
    ['....', 'srt', 'transcript.srt'],
    ['\ud800lone.mp4', 'srt', '\ufffdlone.srt'],
  ])('%j exported as %s is saved as %j', (source, extension, expected) => {
    expect(downloadFileName(source, extension)).toBe(expected);
  });

  it.each([
    ['lecture.srt', 'srt', 'es', 'lecture.es.srt'],
    ['lecture.srt', 'vtt', 'en+zh-CN', 'lecture.en+zh-CN.vtt'],
    ['lecture.srt', 'srt', '', 'lecture.srt'],
    ['', 'srt', 'es', 'transcript.es.srt'],
  ])('%j exported as %s tagged %j is saved as %j', (source, extension, tag, expected) => {
    expect(downloadFileName(source, extension, tag)).toBe(expected);
  });

  it('cuts long names at a character boundary, emoji included', () => {
    const name = downloadFileName(`${'👩‍👩‍👧'.repeat(200)}.mp4`, 'srt');
    expect(name.endsWith('👩‍👩‍👧.srt')).toBe(true);
    expect([...new Intl.Segmenter().segment(name.slice(0, -4))]).toHaveLength(120);
  });
});

describe('contentDisposition', () => {
  it.each([
    ['interview.srt', `attachment; filename="interview.srt"; filename*=UTF-8''interview.srt`],
    [
      '会议 记录.pdf',
      `attachment; filename="transcript.pdf"; filename*=UTF-8''%E4%BC%9A%E8%AE%AE%20%E8%AE%B0%E5%BD%95.pdf`,
    ],
    [
      'Café (live).docx',
      `attachment; filename="Caf_ (live).docx"; filename*=UTF-8''Caf%C3%A9%20%28live%29.docx`,
    ],
    [
      `it's 100%; "ok".txt`,
      `attachment; filename="it's 100_ _ok_.txt"; filename*=UTF-8''it%27s%20100%25%3B%20%22ok%22.txt`,
    ],
  ])('%j', (fileName, header) => {
    expect(contentDisposition(fileName)).toBe(header);
  });

  it('gives back the name from filename* as a browser decodes it', () => {
    const name = 'Ёж 東京 👩‍👩‍👧 (1).srt';
    const encoded = /filename\*=UTF-8''(.+)$/.exec(contentDisposition(name))?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/);
  });
});
