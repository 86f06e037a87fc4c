import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('mail settings', () => {
  it.each([
    ['smtp://mailer:secret@smtp.example.com:587', 'smtp://mailer:secret@smtp.example.com:587'],
    ['smtps://smtp.example.com:465', 'smtps://smtp.example.com:465'],
    [undefined, undefined],
  ])('CAPTIO_SMTP_URL=%s is taken', (url, expected) => {
    const env = url === undefined ? {} : { CAPTIO_SMTP_URL: url };
    expect(loadConfig(env).mail.smtpUrl).toBe(expected);
  });

  it.each(['http://smtp.example.com', 'smtp.example.com:25', 'not a url'])(
    'CAPTIO_SMTP_URL=%s stops the start with the variable named',
    (url) => {
      expect(() => loadConfig({ CAPTIO_SMTP_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ CAPTIO_SMTP_URL: url })).toThrow(/CAPTIO_SMTP_URL/);
    },
  );

  it.each([
    ['https://captio.example', undefined, 'Captio <no-reply@captio.example>'],
    ['http://127.0.0.1:3000', undefined, 'Captio <no-reply@[127.0.0.1]>'],
    ['http://[::1]:3000', undefined, 'Captio <no-reply@[IPv6:::1]>'],
    ['https://captio.example', 'Support <help@captio.example>', 'Support <help@captio.example>'],
  ])('public URL %s and CAPTIO_MAIL_FROM=%s send from %s', (publicUrl, from, expected) => {
    const env: Record<string, string> = { CAPTIO_PUBLIC_URL: publicUrl };
    if (from) env['CAPTIO_MAIL_FROM'] = from;
    expect(loadConfig(env).mail.from).toBe(expected);
  });
});

describe('the public address', () => {
  it.each([
    [{}, 'http://127.0.0.1:3000'],
    [{ CAPTIO_PORT: '3118' }, 'http://127.0.0.1:3118'],
    [{ CAPTIO_HOST: '0.0.0.0', CAPTIO_PORT: '8080' }, 'http://127.0.0.1:8080'],
    [{ CAPTIO_HOST: '::', CAPTIO_PORT: '8080' }, 'http://[::1]:8080'],
    [{ CAPTIO_HOST: 'captio.lan', CAPTIO_PORT: '80' }, 'http://captio.lan:80'],
    [
      { CAPTIO_PORT: '3118', CAPTIO_PUBLIC_URL: 'https://captio.example/' },
      'https://captio.example',
    ],
  ])('%o is reached at %s', (env, expected) => {
    expect(loadConfig(env).publicUrl).toBe(expected);
  });
});

describe('the proxies trusted to name the client', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.20,fd00::/8', ['10.0.0.0/8', '192.168.1.20', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('CAPTIO_TRUST_PROXY=%s trusts %o', (value, expected) => {
    const env = value === undefined ? {} : { CAPTIO_TRUST_PROXY: value };
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it.each(['true', 'all', '*', '11', '10.0.0.0/33', '10.0.0.300', 'proxy.lan', '1,2'])(
    'CAPTIO_TRUST_PROXY=%s stops the start with the variable named',
    (value) => {
      expect(() => loadConfig({ CAPTIO_TRUST_PROXY: value })).toThrow(/CAPTIO_TRUST_PROXY/);
    },
  );
});

describe('the idle time of an upload', () => {
  it.each([
    [undefined, 60_000],
    ['5', 5_000],
    ['0.25', 250],
  ])('CAPTIO_UPLOAD_IDLE_SECONDS=%s cuts a stalled upload after %i ms', (value, expected) => {
    const env = value === undefined ? {} : { CAPTIO_UPLOAD_IDLE_SECONDS: value };
    expect(loadConfig(env).uploadIdleMs).toBe(expected);
  });

  it.each(['0', '-1', 'soon', '3601'])('CAPTIO_UPLOAD_IDLE_SECONDS=%s is refused', (value) => {
    expect(() => loadConfig({ CAPTIO_UPLOAD_IDLE_SECONDS: value })).toThrow(
      /CAPTIO_UPLOAD_IDLE_SECONDS/,
    );
  });
});

describe('links', () => {
  it('fetch with Debian’s yt-dlp, never from private addresses, by default', () => {
    expect(loadConfig({}).links).toEqual({
      ytDlpBinary: 'yt-dlp',
      allowPrivateAddresses: false,
      inspectTimeoutMs: 20_000,
      fetchTimeoutMs: 1_800_000,
    });
  });

  it('take the operator’s yt-dlp, private addresses for tests, and other times', () => {
    expect(
      loadConfig({
        CAPTIO_YTDLP_BIN: '/opt/yt-dlp/yt-dlp',
        CAPTIO_ALLOW_PRIVATE_LINKS: '1',
        CAPTIO_LINK_INSPECT_SECONDS: '5',
        CAPTIO_LINK_FETCH_SECONDS: '600',
      }).links,
    ).toEqual({
      ytDlpBinary: '/opt/yt-dlp/yt-dlp',
      allowPrivateAddresses: true,
      inspectTimeoutMs: 5_000,
      fetchTimeoutMs: 600_000,
    });
  });

  it.each([
    ['CAPTIO_ALLOW_PRIVATE_LINKS', 'sometimes'],
    ['CAPTIO_YTDLP_BIN', ''],
    ['CAPTIO_LINK_INSPECT_SECONDS', '0'],
    ['CAPTIO_LINK_FETCH_SECONDS', '5'],
  ])('%s=%j is refused', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
