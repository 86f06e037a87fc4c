import { describe, expect, it } from 'vitest';
import { exportFormats, findExportFormat, requiresVip, type ExportFormat } from './index.js';

describe('exportFormats', () => {
  it('lists the subtitle and document formats in menu order', () => {
    expect(exportFormats.map((row) => `${row.kind}:${row.type}:${row.name}`)).toEqual([
      'subtitle:srt:SRT',
      'subtitle:ass:ASS',
      'subtitle:txt:TXT',
      'subtitle:vtt:VTT',
      'subtitle:md:MD',
      'subtitle:lrc:LRC',
      'subtitle:pdf:PDF',
      'subtitle:csv:CSV',
      'document:docx:WORD',
      'document:pdf:PDF',
      'document:txt:TXT',
    ]);
  });

  it.each<[ExportFormat, boolean]>([
    ['ass', true],
    ['srt', false],
    ['vtt', false],
    ['txt', false],
    ['md', false],
    ['lrc', false],
    ['pdf', false],
    ['csv', false],
    ['docx', false],
  ])('requiresVip(%s) is %s, as the table says', (format, vip) => {
    expect(requiresVip(format)).toBe(vip);
    for (const row of exportFormats.filter((item) => item.type === format)) {
      expect(row.is_vip).toBe(vip);
    }
  });

  it.each([
    ['subtitle', 'srt', 'application/x-subrip; charset=utf-8', 'srt'],
    ['subtitle', 'vtt', 'text/vtt; charset=utf-8', 'vtt'],
    ['subtitle', 'csv', 'text/csv; charset=utf-8', 'csv'],
    ['subtitle', 'pdf', 'application/pdf', 'pdf'],
    [
      'document',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['document', 'txt', 'text/plain; charset=utf-8', 'txt'],
  ])('%s %s is sent as %s with the extension .%s', (kind, format, contentType, extension) => {
    expect(findExportFormat(kind, format)).toMatchObject({ contentType, extension });
  });

  it.each([
    ['subtitle', 'docx'],
    ['document', 'srt'],
    ['document', 'ass'],
    ['video', 'pdf'],
    ['subtitle', 'SRT'],
  ])('has no %s %s', (kind, format) => {
    expect(findExportFormat(kind, format)).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(exportFormats)).toBe(true);
    expect(exportFormats.every((row) => Object.isFrozen(row))).toBe(true);
  });
});
