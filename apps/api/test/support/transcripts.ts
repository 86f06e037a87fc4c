import type { Cue } from '@captio/subtitle-core';

/**
 * Short transcripts in four scripts, each shaped the same way: one speaker's two cues in a
 * row, another speaker's two-line cue, and a cue whose speaker is unknown. Cue text is markup
 * (subtitle-core's convention): '&amp;' is a visible '&', '<i>' italics.
 */
export interface Transcript {
  readonly language: string;
  readonly fileName: string;
  readonly cues: readonly Cue[];
  /** The Noto CJK face the PDF should use, and the East Asian font and language of the DOCX. */
  readonly pdfFace: string;
  readonly wordFont: string;
  readonly wordLanguage: string;
}

function cues(
  first: string,
  second: string,
  lines: [string, string],
  unknown: string,
  speakers: [string, string],
): Cue[] {
  return [
    { start: 0, end: 2400, text: first, speaker: speakers[0] },
    { start: 2400, end: 5100, text: second, speaker: speakers[0] },
    { start: 5300, end: 8000, text: lines.join('\n'), speaker: speakers[1] },
    { start: 8200, end: 9900, text: unknown },
  ];
}

export const transcripts: Record<'en' | 'zh' | 'ja' | 'ru', Transcript> = {
  en: {
    language: 'en',
    fileName: 'Rivers & Bridges, episode 12.mp4',
    cues: cues(
      'Welcome back to <i>Rivers &amp; Bridges</i>.',
      'Today we follow the Danube for 2,850 km &lt;source to sea&gt;.',
      ['Thanks for having me.', 'It is a "long" river!'],
      '(laughs) Let us begin.',
      ['Alice', 'Bob O’Neill'],
    ),
    pdfFace: 'NotoSansCJKsc',
    wordFont: 'Microsoft YaHei',
    wordLanguage: 'zh-CN',
  },
  zh: {
    language: 'zh-CN',
    fileName: '长江与桥 第十二期.m4a',
    cues: cues(
      '欢迎收听《长江与桥》。',
      '今天我们沿着长江走一程，全长6300公里。',
      ['谢谢邀请！', '这条河真的很长。'],
      '（笑声）我们开始吧。',
      ['主持人', '嘉宾'],
    ),
    pdfFace: 'NotoSansCJKsc',
    wordFont: 'Microsoft YaHei',
    wordLanguage: 'zh-CN',
  },
  ja: {
    language: 'ja',
    fileName: '東京の話.wav',
    cues: cues(
      '皆さん、こんにちは。',
      '今日は東京タワーとスカイツリーの話です。',
      ['よろしくお願いします！', 'カタカナもひらがなも漢字も。'],
      '（拍手）では始めましょう。',
      ['司会', 'ゲスト'],
    ),
    pdfFace: 'NotoSansCJKjp',
    wordFont: 'Yu Gothic',
    wordLanguage: 'ja-JP',
  },
  ru: {
    language: 'ru',
    fileName: 'Реки и мосты.mp3',
    cues: cues(
      'Добро пожаловать в «Реки и мосты».',
      'Сегодня мы пройдём по Волге — 3530 км.',
      ['Спасибо, что пригласили.', 'Ёж, щётка и съезд.'],
      '(смех) Начнём.',
      ['Анна', 'Борис'],
    ),
    pdfFace: 'NotoSansCJKsc',
    wordFont: 'Microsoft YaHei',
    wordLanguage: 'zh-CN',
  },
};
