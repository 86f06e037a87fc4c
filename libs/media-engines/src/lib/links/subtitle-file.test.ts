import { describe, expect, it } from 'vitest';
import { subtitleAsVtt } from './subtitle-file.js';

describe('subtitleAsVtt', () => {
  it('keeps a WebVTT file as the site wrote it', () => {
    const vtt = 'WEBVTT\nKind: captions\nLanguage: en\n\n00:00:00.500 --> 00:00:01.500\nHello\n';
    expect(subtitleAsVtt(`\uFEFF${vtt}`, 'vtt')).toBe(vtt);
  });

  it.each([
    ['srt', '1\n00:00:00,500 --> 00:00:01,500\nHello\n'],
    [
      'ass',
      '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:00.50,0:00:01.50,Default,,0,0,0,,Hello\n',
    ],
    ['lrc', '[00:00.50]Hello\n[00:01.50]\n'],
  ])('converts %s to WebVTT', (ext, text) => {
    const vtt = subtitleAsVtt(text, ext);
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('00:00:00.500 --> 00:00:01.500\nHello');
  });

  it.each(['srv3', 'json3', 'ttml'])('refuses %s, which nothing here reads', (ext) => {
    expect(() => subtitleAsVtt('<timedtext format="3"><body/></timedtext>', ext)).toThrow(
      expect.objectContaining({ code: 'link-unsupported' }),
    );
  });

  it.each([
    ['a vtt that is not WebVTT', 'vtt', '<html>Sign in</html>'],
    ['an srt without a cue', 'srt', 'nothing here'],
  ])('refuses %s', (_, ext, text) => {
    expect(() => subtitleAsVtt(text, ext)).toThrow(
      expect.objectContaining({ code: 'link-failed' }),
    );
  });
});
