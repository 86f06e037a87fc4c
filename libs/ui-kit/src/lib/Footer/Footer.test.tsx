import { describe, expect, test } from 'vitest';
import type { Locale } from '@captio/i18n';
import { Footer, type FooterProps } from '../../index.js';
import { hrefsIn, tagWith, textOf } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';

const render = (props: Partial<FooterProps> = {}, locale: Locale = 'en-US') =>
  renderMarkup(<Footer onOpenUpdateLog={() => undefined} year={2025} {...props} />, locale);

// The footer's links, typed out here on purpose rather than read from footer-links.ts, so that
// the test cannot agree with a mistake there.
const LOCALIZED = [
  '/transcribe-audio',
  '/transcribe-video',
  '/audio-text-converter',
  '/video-text-converter',
  '/video-translator',
  '/audio-translator',
  '/subtitle-translator',
  '/captions-translator',
  '/tools/youtube-subtitle-downloader',
  '/convert-vtt-to-srt',
  '/merge-subtitles',
  '/vtt-generator',
  '/srt-generator',
  '/youtube-to-mp4',
  '/youtube-to-mp3',
  '/youtube-to-m4a',
  '/youtube-to-wav',
  '/youtube-to-aac',
  '/youtube-to-flac',
  '/youtube-to-opus',
  '/youtube-to-ogg',
  '/tiktok-to-mp4',
  '/x-to-mp4',
  '/facebook-to-mp4',
  '/instagram-to-mp4',
  '/pricing',
  '/edu-and-gov',
];
const UNLOCALIZED = [
  '/api-dashboard',
  '/podcast',
  '/become-a-partner',
  '/terms-of-service',
  '/privacy-policy',
];

describe('Footer', () => {
  const zh = hrefsIn(render({}, 'zh-CN'));

  test.each(LOCALIZED)('links to %s under the zh-CN prefix', (path) => {
    expect(zh).toContain(`/zh-CN${path}`);
    expect(zh).not.toContain(path);
  });

  test.each(UNLOCALIZED)('links to the unlocalized %s without a prefix', (path) => {
    expect(zh).toContain(path);
  });

  test('has no other in-app link, and each once', () => {
    expect(zh).toHaveLength(LOCALIZED.length + UNLOCALIZED.length);
    expect(new Set(zh).size).toBe(zh.length);
  });

  test('in en-US the paths are bare', () => {
    expect([...hrefsIn(render())].sort()).toEqual([...LOCALIZED, ...UNLOCALIZED].sort());
  });

  test.each<[Locale, string[]]>([
    ['en-US', ['Tools', 'Converters', 'Downloaders', 'Resources', 'Company', 'Legal']],
    ['de-DE', ['Werkzeuge', 'Konverter', 'Downloader', 'Ressourcen', 'Unternehmen', 'Rechtliches']],
    ['ko-KR', ['도구', '변환 도구', '다운로드 도구', '리소스', '회사', '법적 고지']],
  ])('in %s, every group is a navigation landmark named by its heading', (locale, headings) => {
    const html = render({}, locale);
    const navs = [...html.matchAll(/<nav aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    const named = navs.map((id) =>
      textOf(html.match(new RegExp(`<h2 id="${id}"[^>]*>(.*?)</h2>`))?.[1] ?? ''),
    );
    expect(named).toEqual(headings);
  });

  test.each<[Locale, string[]]>([
    [
      'en-US',
      [
        'Transcribe audio',
        'Video translator',
        'Convert VTT to SRT',
        'YouTube to FLAC',
        'Instagram to MP4',
        'Privacy policy',
      ],
    ],
    [
      'zh-CN',
      [
        '音频转写',
        '视频翻译',
        '将 VTT 转换为 SRT',
        'YouTube 转 FLAC',
        'Instagram 转 MP4',
        '隐私政策',
      ],
    ],
    [
      'es-ES',
      [
        'Transcribir audio',
        'Traductor de vídeo',
        'Convertir VTT a SRT',
        'De YouTube a FLAC',
        'De Instagram a MP4',
        'Política de privacidad',
      ],
    ],
  ])('link texts in %s', (locale, texts) => {
    const text = textOf(render({}, locale));
    for (const expected of texts) expect(text).toContain(expected);
  });

  test.each<[Locale, string, string]>([
    ['en-US', '/blog/otter-ai-alternative', 'Otter.ai alternative'],
    ['zh-CN', '/zh-CN/blog/otter-ai-alternative', 'Otter.ai 替代方案'],
    ['fr-FR', '/fr-FR/blog/otter-ai-alternative', 'Alternative à Otter.ai'],
  ])('comparison articles in %s go to %s', (locale, href, text) => {
    const html = render(
      { comparisons: [{ slug: 'otter-ai-alternative', competitor: 'Otter.ai' }] },
      locale,
    );
    expect(hrefsIn(html)).toContain(href);
    expect(textOf(html)).toContain(text);
  });

  test('a slug is one path segment; a blank one, or one that is no article, is left out', () => {
    const html = render({
      comparisons: [
        { slug: 'a/b c', competitor: 'Odd' },
        { slug: '  ', competitor: 'Blank' },
        { slug: '..', competitor: 'Parent' },
      ],
    });
    expect(hrefsIn(html)).toContain('/blog/a%2Fb%20c');
    expect(textOf(html)).not.toContain('Blank');
    expect(textOf(html)).not.toContain('Parent');
  });

  test('without comparisons or social links, their groups are not shown', () => {
    const text = textOf(render());
    expect(text).not.toContain('Compare');
    expect(text).not.toContain('Follow us');
  });

  test('social and roadmap links open in a new tab, safely, and say so', () => {
    const html = render({
      socialLinks: [
        { network: 'YouTube', href: 'https://www.youtube.com/@captio' },
        { network: 'X', href: 'https://x.com/captio' },
      ],
      roadmapUrl: 'https://roadmap.example.com/captio',
    });
    const hint = html.match(/<span id="([^"]+)" hidden="">\(opens in a new tab\)<\/span>/)?.[1];
    expect(hint).toBeDefined();
    for (const [href, name] of [
      ['https://www.youtube.com/@captio', 'Follow us on YouTube'],
      ['https://x.com/captio', 'Follow us on X'],
      ['https://roadmap.example.com/captio', undefined],
    ] as const) {
      const tag = tagWith(html, 'href', href);
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
      expect(tag).toContain(`aria-describedby="${hint}"`);
      if (name) expect(tag).toContain(`aria-label="${name}"`);
    }
    expect(textOf(html)).toContain('Product roadmap');
  });

  test.each([['javascript:alert(1)'], ['data:text/html,hi'], ['not a url'], ['/relative']])(
    'a social or roadmap address that is not http(s), %s, is left out',
    (href) => {
      const html = render({ socialLinks: [{ network: 'Bad', href }], roadmapUrl: href });
      expect(hrefsIn(html)).not.toContain(href);
      expect(textOf(html)).not.toContain('Follow us');
      expect(textOf(html)).not.toContain('Product roadmap');
    },
  );

  test.each([
    ['help@captio.example', 'mailto:help@captio.example'],
    [' help@captio.example ', 'mailto:help@captio.example'],
    ['not an address', undefined],
  ])('contact address %j links to %s', (email, href) => {
    const html = render({ contactEmail: email });
    const mailto = hrefsIn(html).filter((h) => h.startsWith('mailto:'));
    expect(mailto).toEqual(href ? [href] : []);
    expect(textOf(html).includes('Contact us')).toBe(href !== undefined);
  });

  test.each<[Locale, number, string]>([
    ['en-US', 2025, '© 2025 Captio. All rights reserved.'],
    ['ja-JP', 2031, '© 2031 Captio。無断転載を禁じます。'],
    ['de-DE', 2026, '© 2026 Captio. Alle Rechte vorbehalten.'],
  ])('ends with the copyright line (%s, %i)', (locale, year, line) => {
    expect(textOf(render({ year }, locale)).endsWith(line)).toBe(true);
  });

  test('the copyright year is the current one by default', () => {
    const html = renderMarkup(<Footer onOpenUpdateLog={() => undefined} />);
    expect(textOf(html)).toContain(`© ${new Date().getFullYear()} Captio.`);
  });

  test('has an update-log button', () => {
    expect(render({}, 'it-IT')).toMatch(/<button type="button" class="[^"]*">Novità<\/button>/);
  });
});
