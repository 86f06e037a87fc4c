import { describe, expect, it } from 'vitest';
import { headTags } from './head.js';

const base = {
  head: { title: 'Convert SRT to VTT', description: 'Online, free.' },
  origin: 'https://captio.example',
  siteName: 'Captio',
} as const;

describe('head tags', () => {
  it('carry the canonical address, 11 hreflang alternates and x-default on a localized page', () => {
    const tags = headTags({ ...base, locale: 'fr-FR', path: '/fr-FR/convert-srt-to-vtt' });
    expect(tags).toContain(
      '<link rel="canonical" href="https://captio.example/fr-FR/convert-srt-to-vtt" />',
    );
    expect(tags.match(/rel="alternate" hreflang=/g)).toHaveLength(12);
    expect(tags).toContain('hreflang="x-default" href="https://captio.example/convert-srt-to-vtt"');
    expect(tags).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(tags).toContain('<meta property="og:title" content="Convert SRT to VTT" />');
  });

  it('give an unlocalized page no alternates', () => {
    const tags = headTags({ ...base, locale: 'en-US', path: '/privacy-policy' });
    expect(tags).not.toContain('hreflang');
    expect(tags).toContain('rel="canonical"');
  });

  it('keep a noindex page out of search: no canonical, no alternates', () => {
    const tags = headTags({
      ...base,
      head: { ...base.head, noindex: true },
      locale: 'en-US',
      path: '/credits',
    });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('hreflang');
  });

  it('escape texts so a title can never open a tag', () => {
    const tags = headTags({
      ...base,
      head: { title: '</title><script>x</script>', description: '"quoted" & more' },
      locale: 'en-US',
      path: '/',
    });
    expect(tags).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(tags).toContain('content="&quot;quoted&quot; &amp; more"');
    expect(tags).not.toContain('<script>');
  });
});
