import { describe, expect, it } from 'vitest';
import { linkSite, parseLink } from './link-site.js';

describe('linkSite', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube'],
    ['https://www.tiktok.com/@user/video/7100000000000000000', 'tiktok'],
    ['https://vm.tiktok.com/ZMabcdef/', 'tiktok'],
    ['https://x.com/user/status/1600000000000000000', 'x'],
    ['https://twitter.com/user/status/1600000000000000000', 'x'],
    ['https://mobile.twitter.com/user/status/1', 'x'],
    ['https://www.facebook.com/watch/?v=100000000000000', 'facebook'],
    ['https://fb.watch/abcdEFGH/', 'facebook'],
    ['https://www.instagram.com/reel/Cabcdefghij/', 'instagram'],
    ['https://YOUTUBE.COM./watch?v=x', 'youtube'],
    ['https://notyoutube.com/watch?v=x', 'direct'],
    ['https://youtube.com.example.net/video.mp4', 'direct'],
    ['https://cdn.example.org/talk.mp4', 'direct'],
  ])('%s is from %s', (link, site) => {
    expect(linkSite(new URL(link))).toBe(site);
  });
});

describe('parseLink', () => {
  it('takes an http(s) link, trimmed', () => {
    expect(parseLink('  https://example.org/a.mp4 \n').href).toBe('https://example.org/a.mp4');
  });

  it.each([
    ['', 'empty'],
    ['not a link', 'not a link'],
    ['ftp://example.org/a.mp4', 'ftp'],
    ['file:///etc/passwd', 'file'],
    ['javascript:alert(1)', 'javascript'],
    ['data:video/mp4;base64,AAAA', 'data'],
    ['https://user:secret@example.org/a.mp4', 'credentials'],
    ['https://user@example.org/a.mp4', 'user name'],
    [`https://example.org/${'a'.repeat(5000)}`, 'too long'],
  ])('refuses %j (%s)', (text) => {
    expect(() => parseLink(text)).toThrow(expect.objectContaining({ code: 'link-refused' }));
  });
});
