import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolve, type Locale, withLocale } from '@captio/routing-rules';
import { App } from '../app/App.js';
import { pageHead } from '../app/document-head.js';
import { loadPage } from '../app/load-page.js';
import { testDataSources } from '../testing/data-sources.js';
import { createAppStores } from '../state/stores.js';

interface Rendered {
  name: string;
  h1s: string[];
  title: string;
  description: string;
  noindex: boolean;
  html: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** A path as the server renders it: routing-rules' page, its module and texts, the whole app. */
async function render(path: string, locale: Locale): Promise<Rendered> {
  const localized = withLocale(path, locale);
  const resolution = resolve(localized, { dev: true });
  if (resolution.kind !== 'page') throw new Error(`${localized} is not a page`);
  const shown = await loadPage(
    {
      name: resolution.name,
      params: resolution.params,
      locale: resolution.locale,
      path: localized,
      search: '',
    },
    testDataSources(),
  );
  const html = renderToString(
    <App stores={createAppStores({ page: shown })} navigate={() => undefined} />,
  );
  const head = pageHead(shown);
  return {
    name: resolution.name,
    h1s: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => text(match[1] ?? '')),
    title: head.title,
    description: head.description,
    noindex: head.noindex ?? false,
    html,
  };
}

// A whole page renders in tens of milliseconds, but a busy machine must not fail the suite.
const RENDER_TIMEOUT_MS = 60_000;

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

// What a reader of each locale sees in the tab and as the page's heading, for a few parameters
// of each page kind: the page's own words, in the reader's language, naming the site, format
// or language of the address.
describe('a landing page shows a heading and title of its own, in the reader’s language', () => {
  it.each([
    [
      'en-US',
      '/',
      'Audio and video to text, subtitles and translations',
      'Captio: transcribe audio and video to text, subtitles and translations',
    ],
    [
      'en-US',
      '/tiktok-to-mp4',
      'Download TikTok videos as MP4',
      'TikTok to MP4 downloader · Captio',
    ],
    [
      'de-DE',
      '/youtube-to-mp3',
      'YouTube-Audio als MP3 herunterladen',
      'YouTube-Downloader für MP3 · Captio',
    ],
    [
      'ja-JP',
      '/instagram-to-wav',
      'Instagram の音声を WAV でダウンロード',
      'Instagram → WAV ダウンローダー · Captio',
    ],
    [
      'en-US',
      '/transcribe-french',
      'Transcribe French audio and video to text',
      'Transcribe French audio and video to text · Captio',
    ],
    [
      'fr-FR',
      '/transcribe-german',
      'Transcrire de l’audio et de la vidéo en allemand',
      'Transcrire de l’audio et de la vidéo en allemand · Captio',
    ],
    [
      'ru-RU',
      '/transcribe-japanese',
      'Расшифровка аудио и видео в текст: японский',
      'Расшифровка аудио и видео в текст: японский · Captio',
    ],
    [
      'zh-CN',
      '/transcribe-cantonese',
      '粤语音频和视频转写成文字',
      '粤语音频和视频转写成文字 · Captio',
    ],
    [
      'es-ES',
      '/translate-english-media-to-japanese',
      'Traducir vídeo y audio de inglés a japonés',
      'Traducir vídeo y audio de inglés a japonés · Captio',
    ],
    [
      'ko-KR',
      '/translate-korean-media-to-english',
      '한국어 → 영어 동영상·오디오 번역',
      '한국어 → 영어 동영상·오디오 번역 · Captio',
    ],
    [
      'it-IT',
      '/srt-generator',
      'Generatore di sottotitoli SRT',
      'Generatore di sottotitoli SRT: crea sottotitoli SRT da video e audio · Captio',
    ],
    [
      'pt-PT',
      '/subtitle-generator-spanish',
      'Gerador de legendas em espanhol',
      'Gerador de legendas em espanhol: crie legendas em espanhol a partir de vídeos · Captio',
    ],
    ['zh-TW', '/video-translator', '影片翻譯', '影片翻譯：將影片翻譯成其他語言 · Captio'],
    [
      'de-DE',
      '/audio-text-converter',
      'Audio-zu-Text-Konverter',
      'Audio-zu-Text-Konverter: Audiodateien in Text umwandeln · Captio',
    ],
    ['en-US', '/transcribe-audio', 'Transcribe audio to text', 'Transcribe audio to text · Captio'],
    [
      'fr-FR',
      '/transcribe-video',
      'Transcrire une vidéo en texte',
      'Transcrire une vidéo en texte · Captio',
    ],
    [
      'en-US',
      '/transcribe-mp3-to-text',
      'MP3 to text',
      'MP3 to text: transcribe MP3 files online · Captio',
    ],
    [
      'en-US',
      '/services/ai-companion',
      'Get more out of every recording',
      'AI companion: summaries, articles and meeting minutes from your recordings · Captio',
    ],
    [
      'ja-JP',
      '/services/transcription',
      'すべての録音を、使える文字起こしに',
      'AI 文字起こしサービス：音声・動画をテキストに · Captio',
    ],
    [
      'en-US',
      '/tools/youtube-subtitle-downloader',
      'YouTube subtitle downloader',
      'YouTube subtitle downloader: download captions as SRT, VTT or TXT · Captio',
    ],
    [
      'de-DE',
      '/tools/youtube-subtitle-downloader/Empty',
      'Keine Untertitel im Video? Erstellen Sie welche',
      'Keine Untertitel im Video? Erstellen Sie welche · Captio',
    ],
  ] as const)(
    '%s %s',
    async (locale, path, h1, title) => {
      const page = await render(path, locale);
      expect(page.h1s).toEqual([h1]);
      expect(page.title).toBe(title);
      expect(consoleErrors).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );
});

/** One or more addresses of every page kind of the marketing and tool pages. */
const PAGES: readonly string[] = [
  '/',
  '/services/transcription',
  '/services/captions-generator',
  '/services/translate',
  '/services/ai-companion',
  '/tiktok-to-mp4',
  '/youtube-to-mp3',
  '/video-translator',
  '/subtitle-translator',
  '/audio-text-converter',
  '/video-text-converter',
  '/srt-generator',
  '/vtt-generator',
  '/subtitle-generator-japanese',
  '/subtitle-generator-haitian-creole',
  '/transcribe-french',
  '/transcribe-cantonese',
  '/transcribe-audio',
  '/transcribe-video',
  '/transcribe-mp3-to-text',
  '/transcribe-mkv-to-text',
  '/translate-english-media-to-japanese',
  '/translate-spanish-media-to-russian',
  '/tools/youtube-subtitle-downloader',
  '/tools/youtube-subtitle-downloader/Empty',
  '/tools/youtube-subtitle-downloader/Banner',
  '/tools/youtube-subtitle-downloader/Result',
];

const LOCALES_CHECKED: readonly Locale[] = ['en-US', 'de-DE', 'ja-JP', 'ru-RU'];
const SUB_PAGES = /\/(Empty|Banner|Result)$/;
const RAW_KEY = /\b(?:landing|home|services|tools|downloads)\.[a-zA-Z]+\.[a-zA-Z0-9.]+/;

describe.each(LOCALES_CHECKED)('the landing pages in %s', (locale) => {
  const rendered = new Map<string, Rendered>();
  const renderedIn = new Map<string, Rendered>();

  it.each(PAGES)(
    '%s has one h1, a title and a description, every text translated',
    async (path) => {
      const page = await render(path, locale);
      rendered.set(path, page);
      expect(page.h1s).toHaveLength(1);
      expect(page.h1s[0]).not.toBe('');
      expect(page.title).toMatch(/Captio/);
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.html).not.toMatch(RAW_KEY);
      expect(page.noindex).toBe(SUB_PAGES.test(path));
      expect(consoleErrors).toEqual([]);
      if (locale !== 'en-US') {
        const english = renderedIn.get(path) ?? (await render(path, 'en-US'));
        renderedIn.set(path, english);
        expect(page.title).not.toBe(english.title);
        expect(page.h1s[0]).not.toBe(english.h1s[0]);
        expect(page.description).not.toBe(english.description);
      }
    },
  );

  it('gives each address of a page kind its own title, heading and description', () => {
    const byKind = new Map<string, Rendered[]>();
    for (const page of rendered.values()) {
      byKind.set(page.name, [...(byKind.get(page.name) ?? []), page]);
    }
    for (const [kind, pages] of byKind) {
      for (const field of ['title', 'description'] as const) {
        const values = pages.map((page) => page[field]);
        expect(new Set(values).size, `${kind} ${field}`).toBe(values.length);
      }
      const headings = pages.map((page) => page.h1s[0]);
      expect(new Set(headings).size, `${kind} h1`).toBe(headings.length);
    }
  });

  it('links only to addresses that are pages', () => {
    const hrefs = new Set<string>();
    for (const page of rendered.values()) {
      for (const match of page.html.matchAll(/href="(\/[^"]*)"/g)) hrefs.add(match[1] ?? '');
    }
    expect(hrefs.size).toBeGreaterThan(50);
    const broken = [...hrefs].filter((href) => resolve(text(href)).kind !== 'page');
    expect(broken).toEqual([]);
  });
});

/** The tool form of a page: its accessible name and its markup. */
function toolForm(html: string): { label: string; html: string } | undefined {
  const match = /<form[^>]*aria-label="([^"]*)"[^>]*>(.*?)<\/form>/s.exec(html);
  return match ? { label: text(match[1] ?? ''), html: match[2] ?? '' } : undefined;
}

const SUBMIT_DISABLED = /<button(?=[^>]*\sdisabled="")(?=[^>]*type="submit")/;

// The transcription tools (issue 12), the link downloads and the translators work: none says it
// is unavailable. Pages are rendered for a visitor, whose free plan has the basic mode only, so
// no mode is asked.
describe('the tool forms', () => {
  it.each([
    ['/transcribe-audio', 'Transcribe', 'en-US', 0, undefined],
    ['/transcribe-video', 'Transcribe', 'en-US', 0, undefined],
    ['/transcribe-french', 'Transcribe', 'fr-FR', 0, undefined],
    ['/transcribe-cantonese', 'Transcribe', 'yue(oral)', 0, undefined],
    ['/audio-text-converter', 'Transcribe', 'en-US', 0, undefined],
    ['/video-text-converter', 'Transcribe', 'en-US', 0, undefined],
    ['/srt-generator', 'Generate subtitles', 'en-US', 0, 'srt'],
    ['/vtt-generator', 'Generate subtitles', 'en-US', 0, 'vtt'],
    ['/subtitle-generator-japanese', 'Generate subtitles', 'ja', 0, 'srt'],
    ['/services/transcription', 'Transcribe', 'en-US', 0, undefined],
    ['/services/captions-generator', 'Generate subtitles', 'en-US', 0, 'srt'],
  ] as const)(
    '%s is a working transcription tool',
    async (path, button, language, modes, format) => {
      const page = await render(path, 'en-US');
      const form = toolForm(page.html);
      expect(form?.label).not.toBe('');
      expect(form?.html).not.toMatch(/role="note"/);
      expect(form?.html).toMatch(/<input type="file"/);
      expect(form?.html).toMatch(new RegExp(`<button type="submit"[^>]*>${button}</button>`));
      expect(form?.html).not.toMatch(SUBMIT_DISABLED);
      expect(form?.html).toContain(`<option value="${language}" selected="">`);
      expect(
        form?.html.match(/type="radio"[^>]*value="(basic|speaker|article)"/g) ?? [],
      ).toHaveLength(modes);
      // A link may be given instead of the file, which is offered first.
      expect(form?.html).toMatch(/type="radio"[^>]*checked=""[^>]*value="file"/);
      expect(form?.html).toMatch(/type="radio"[^>]*value="link"/);
      if (format) expect(form?.html).toContain(`<option value="${format}" selected="">`);
      expect(consoleErrors).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );

  it.each([
    ['/youtube-to-mp3', 'en-US', 'Link to the YouTube video', 'Find the video'],
    ['/tiktok-to-mp4', 'en-US', 'Link to the TikTok video', 'Find the video'],
    ['/instagram-to-wav', 'ja-JP', 'Instagram 動画のリンク', '動画を探す'],
  ] as const)(
    '%s is a working download tool in %s',
    async (path, locale, field, button) => {
      const form = toolForm((await render(path, locale)).html);
      expect(form?.html).not.toMatch(/role="note"/);
      expect(form?.html).toMatch(new RegExp(`<label[^>]*>${field}</label><input[^>]*type="url"`));
      expect(form?.html).toMatch(new RegExp(`<button type="submit"[^>]*>${button}</button>`));
      expect(form?.html).not.toMatch(SUBMIT_DISABLED);
      expect(consoleErrors).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );

  it.each([
    ['/video-translator', 'en-US', 'es'],
    ['/audio-translator', 'en-US', 'es'],
    ['/translate-english-media-to-japanese', 'en-US', 'ja'],
    ['/services/translate', 'en-US', 'es'],
  ] as const)(
    '%s translates a recording: the transcription form with the target language',
    async (path, language, target) => {
      const form = toolForm((await render(path, 'en-US')).html);
      expect(form?.html).not.toMatch(/role="note"/);
      expect(form?.html).toMatch(/<input type="file"[^>]*accept="audio/);
      expect(form?.html).toMatch(/<button type="submit"[^>]*>Translate<\/button>/);
      expect(form?.html).not.toMatch(SUBMIT_DISABLED);
      expect(form?.html).toContain(`<option value="${language}" selected="">`);
      expect(form?.html).toMatch(
        new RegExp(`<select[^>]*name="target_language".*?<option value="${target}" selected="">`),
      );
      // What the translation costs, beside what the transcription costs.
      expect(form?.html).toContain('Translating the transcript costs 1 credit per started minute');
      expect(consoleErrors).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );

  it.each(['/subtitle-translator', '/captions-translator'])(
    '%s translates a subtitle file',
    async (path) => {
      const form = toolForm((await render(path, 'en-US')).html);
      expect(form?.html).not.toMatch(/role="note"/);
      expect(form?.html).toMatch(/<input type="file"[^>]*accept="\.srt/);
      expect(form?.html).toMatch(/<button type="submit"[^>]*>Translate<\/button>/);
      expect(form?.html).toMatch(
        /<select[^>]*name="source_language".*?<option value="en" selected="">/,
      );
      expect(form?.html).toMatch(
        /<select[^>]*name="target_language".*?<option value="es" selected="">/,
      );
      expect(consoleErrors).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );
});
