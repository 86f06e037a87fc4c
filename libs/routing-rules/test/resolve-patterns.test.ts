import { describe, expect, it } from 'vitest';
import {
  GENERATOR_FORMATS,
  LOCALES,
  MEDIA_FILE_EXTENSIONS,
  OUTPUT_FORMATS,
  resolve,
  SNS_SITES,
  SPOKEN_LANGUAGES,
  SUBTITLE_FORMATS,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
} from '../src/index.js';
import { inLocale } from './support/routes.js';

const page = (name: string, params: Record<string, string>, locale = 'en-US') => ({
  kind: 'page',
  name,
  params,
  locale,
});
const to404 = { kind: 'redirect', to: '/404' };

describe('/{sns}-to-{format}', () => {
  const pairs = SNS_SITES.flatMap((sns) => OUTPUT_FORMATS.map((format) => ({ sns, format })));

  it('has all 5 x 8 pairs', () => {
    expect(pairs).toHaveLength(40);
  });

  it.each(pairs.filter(({ sns, format }) => format !== 'mp3' || sns === 'youtube'))(
    '/$sns-to-$format is a page',
    ({ sns, format }) => {
      expect(resolve(`/${sns}-to-${format}`)).toEqual(page('sns-to-format', { sns, format }));
    },
  );

  it.each(pairs.filter(({ sns, format }) => format === 'mp3' && sns !== 'youtube'))(
    '/$sns-to-$format goes to /404: mp3 only with youtube',
    ({ sns, format }) => {
      expect(resolve(`/${sns}-to-${format}`)).toEqual(to404);
    },
  );

  it.each([
    '/vimeo-to-mp4',
    '/youtube-to-mkv',
    '/twitter-to-mp4',
    '/youtube-to-mp4-to-mp3',
    '/how-to-use',
    '/youtube-to-mp4.',
  ])('%s goes to /404', (path) => {
    expect(resolve(path)).toEqual(to404);
  });

  it('counts 36 valid pages', () => {
    expect(
      pairs.filter(({ sns, format }) => resolve(`/${sns}-to-${format}`).kind === 'page'),
    ).toHaveLength(36);
  });
});

describe('/{media}-translator, /{media}-text-converter, /{subtitle}-generator', () => {
  it.each(TRANSLATOR_MEDIA)('/%s-translator is a page', (media) => {
    expect(resolve(`/${media}-translator`)).toEqual(page('media-translator', { media }));
  });
  it.each(['text', 'image', 'document', 'videos', 'captions-subtitle'])(
    '/%s-translator goes to /404',
    (media) => {
      expect(resolve(`/${media}-translator`)).toEqual(to404);
    },
  );

  it.each(TEXT_CONVERTER_MEDIA)('/%s-text-converter is a page', (media) => {
    expect(resolve(`/${media}-text-converter`)).toEqual(page('media-text-converter', { media }));
  });
  it.each(['subtitle', 'captions', 'image', 'speech'])(
    '/%s-text-converter goes to /404',
    (media) => {
      expect(resolve(`/${media}-text-converter`)).toEqual(to404);
    },
  );

  it.each(GENERATOR_FORMATS)('/%s-generator is a page', (subtitle) => {
    expect(resolve(`/${subtitle}-generator`)).toEqual(page('subtitle-generator', { subtitle }));
  });
  it.each(SUBTITLE_FORMATS.filter((f) => f !== 'vtt' && f !== 'srt'))(
    '/%s-generator goes to /404',
    (subtitle) => {
      expect(resolve(`/${subtitle}-generator`)).toEqual(to404);
    },
  );
  it.each(['/subtitle-generator', '/captions-generator', '/password-generator'])(
    '%s goes to /404',
    (path) => {
      expect(resolve(path)).toEqual(to404);
    },
  );
});

describe('the spoken-language table', () => {
  it('has about 100 languages, names and codes unique', () => {
    expect(SPOKEN_LANGUAGES.length).toBeGreaterThanOrEqual(95);
    expect(SPOKEN_LANGUAGES.length).toBeLessThanOrEqual(110);
    expect(new Set(SPOKEN_LANGUAGES.map((l) => l.name)).size).toBe(SPOKEN_LANGUAGES.length);
    expect(new Set(SPOKEN_LANGUAGES.map((l) => l.code)).size).toBe(SPOKEN_LANGUAGES.length);
  });

  it.each(SPOKEN_LANGUAGES)(
    '$name is a path-safe name with an ISO code ($code)',
    ({ name, code }) => {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(name).not.toContain('-media-to-');
      expect(code).toMatch(/^[a-z]{2,3}$/);
    },
  );

  it.each([
    ['english', 'en'],
    ['chinese', 'zh'],
    ['cantonese', 'yue'],
    ['french', 'fr'],
    ['japanese', 'ja'],
    ['hebrew', 'he'],
    ['javanese', 'jv'],
    ['hawaiian', 'haw'],
    ['haitian-creole', 'ht'],
    ['norwegian', 'no'],
  ])('%s is %s', (name, code) => {
    expect(SPOKEN_LANGUAGES).toContainEqual({ name, code });
  });
});

describe('/subtitle-generator-{language} and /transcribe-{language}', () => {
  it.each(SPOKEN_LANGUAGES)('/subtitle-generator-$name is a page ($code)', ({ name, code }) => {
    expect(resolve(`/subtitle-generator-${name}`)).toEqual(
      page('subtitle-generator-language', { language: name, code }),
    );
  });

  it.each(SPOKEN_LANGUAGES)('/transcribe-$name is a page ($code)', ({ name, code }) => {
    expect(resolve(`/transcribe-${name}`)).toEqual(
      page('transcribe-language', { language: name, code }),
    );
  });

  it.each(['klingon', 'en', 'english-us', 'mandarin-chinese', 'zh-CN', 'media'])(
    '%s is not a language name: /404',
    (name) => {
      expect(resolve(`/subtitle-generator-${name}`)).toEqual(to404);
      expect(resolve(`/transcribe-${name}`)).toEqual(to404);
    },
  );

  // A parameter is never empty, so these do not have a pattern's shape at all.
  it.each(['/subtitle-generator-', '/transcribe-', '/youtube-to-', '/-to-mp4', '/-translator'])(
    '%s is not found',
    (path) => {
      expect(resolve(path)).toEqual({
        kind: 'not-found',
        message: `Page Not Found: ${path}`,
        path,
      });
    },
  );

  it('the fixed /transcribe-audio and /transcribe-video win over the pattern', () => {
    expect(resolve('/transcribe-audio')).toMatchObject({ name: 'transcribe-audio' });
    expect(resolve('/transcribe-video')).toMatchObject({ name: 'transcribe-video' });
  });

  it('is localized', () => {
    expect(resolve('/zh-TW/transcribe-cantonese')).toEqual(
      page('transcribe-language', { language: 'cantonese', code: 'yue' }, 'zh-TW'),
    );
  });
});

describe('/transcribe-{fileExt}-to-text (development only)', () => {
  it.each(MEDIA_FILE_EXTENSIONS)('/transcribe-%s-to-text is a page in dev', (fileExt) => {
    expect(resolve(`/transcribe-${fileExt}-to-text`, { dev: true })).toEqual(
      page('transcribe-fileExt-to-text', { fileExt }),
    );
  });

  it.each(MEDIA_FILE_EXTENSIONS)('/transcribe-%s-to-text goes to /404 outside dev', (fileExt) => {
    expect(resolve(`/transcribe-${fileExt}-to-text`)).toEqual(to404);
    expect(resolve(`/transcribe-${fileExt}-to-text`, { dev: false })).toEqual(to404);
  });

  it.each(['pdf', 'docx', 'srt', 'exe', 'english'])(
    '/transcribe-%s-to-text goes to /404 even in dev',
    (ext) => {
      expect(resolve(`/transcribe-${ext}-to-text`, { dev: true })).toEqual(to404);
    },
  );

  it('keeps the locale prefix on /404', () => {
    expect(resolve('/de-DE/transcribe-mp4-to-text')).toEqual({
      kind: 'redirect',
      to: '/de-DE/404',
    });
  });
});

describe('/convert-{t1}-to-{t2}', () => {
  const pairs = SUBTITLE_FORMATS.flatMap((t1) => SUBTITLE_FORMATS.map((t2) => ({ t1, t2 })));

  it.each(pairs.filter(({ t1, t2 }) => t1 !== t2))(
    '/convert-$t1-to-$t2 is a page',
    ({ t1, t2 }) => {
      expect(resolve(`/convert-${t1}-to-${t2}`)).toEqual(page('convert-t1-to-t2', { t1, t2 }));
    },
  );

  it.each(pairs.filter(({ t1, t2 }) => t1 === t2))(
    '/convert-$t1-to-$t2 goes to /404',
    ({ t1, t2 }) => {
      expect(resolve(`/convert-${t1}-to-${t2}`)).toEqual(to404);
    },
  );

  it.each([
    '/convert-srt-to-pdf',
    '/convert-docx-to-srt',
    '/convert-mp4-to-mp3',
    '/convert-srt-to-vtt-to-lrc',
  ])('%s goes to /404', (path) => {
    expect(resolve(path)).toEqual(to404);
  });
});

describe('/translate-{l1}-media-to-{l2}', () => {
  const names = SPOKEN_LANGUAGES.map((language) => language.name);

  it.each(SPOKEN_LANGUAGES)('every language to english and back ($name)', ({ name, code }) => {
    if (name === 'english') {
      expect(resolve('/translate-english-media-to-english')).toEqual(to404);
      return;
    }
    expect(resolve(`/translate-${name}-media-to-english`)).toEqual(
      page('translate-l1-media-to-l2', { l1: name, l2: 'english', l1Code: code, l2Code: 'en' }),
    );
    expect(resolve(`/translate-english-media-to-${name}`)).toEqual(
      page('translate-l1-media-to-l2', { l1: 'english', l2: name, l1Code: 'en', l2Code: code }),
    );
  });

  it('every ordered pair of different languages is a page, every same pair /404', () => {
    let pages = 0;
    for (const l1 of names) {
      for (const l2 of names) {
        const result = resolve(`/translate-${l1}-media-to-${l2}`);
        if (l1 === l2) expect(result).toEqual(to404);
        else if (result.kind === 'page') pages += 1;
      }
    }
    expect(pages).toBe(names.length * (names.length - 1));
  });

  it.each([
    '/translate-english-media-to-klingon',
    '/translate-klingon-media-to-english',
    '/translate-en-media-to-fr',
  ])('%s goes to /404', (path) => {
    expect(resolve(path)).toEqual(to404);
  });

  it('languages of two words split right', () => {
    expect(resolve('/translate-haitian-creole-media-to-french')).toMatchObject({
      params: { l1: 'haitian-creole', l2: 'french', l1Code: 'ht', l2Code: 'fr' },
    });
  });

  it.each(['/translate-english', '/translate-english-media-to-', '/convert-srt'])(
    "%s has no pattern's shape: not found",
    (path) => {
      expect(resolve(path).kind).toBe('not-found');
    },
  );
});

describe('pattern routes in every locale', () => {
  const samples = [
    ['/youtube-to-mp3', 'sns-to-format'],
    ['/captions-translator', 'media-translator'],
    ['/audio-text-converter', 'media-text-converter'],
    ['/srt-generator', 'subtitle-generator'],
    ['/subtitle-generator-french', 'subtitle-generator-language'],
    ['/transcribe-korean', 'transcribe-language'],
    ['/convert-vtt-to-srt', 'convert-t1-to-t2'],
    ['/translate-spanish-media-to-german', 'translate-l1-media-to-l2'],
  ] as const;
  const cases = samples.flatMap(([path, name]) =>
    LOCALES.map((locale) => ({ path: inLocale(path, locale), name, locale })),
  );

  it.each(cases)('$path is $name in $locale', ({ path, name, locale }) => {
    expect(resolve(path)).toMatchObject({ kind: 'page', name, locale });
  });

  it.each(LOCALES)("an invalid parameter in %s goes to that locale's /404", (locale) => {
    expect(resolve(inLocale('/tiktok-to-mp3', locale))).toEqual({
      kind: 'redirect',
      to: inLocale('/404', locale),
    });
  });
});
