import type { Locale } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { VERSIONS } from '../../testing/fixtures.js';
import { renderMarkup } from '../../testing/render.js';
import { UpdateLogList, type UpdateLogListProps } from './UpdateLogList.js';
import { initiallyOpenVersions, updateEntryState } from './version-record.js';

const resolved = () => Promise.resolve();
const log = (props: Partial<UpdateLogListProps> = {}, locale?: Locale) =>
  renderMarkup(
    <UpdateLogList
      status="ready"
      versions={VERSIONS}
      notViewed={['1.4.0', '1.3.2', '1.3.0']}
      signedIn
      onConfirm={resolved}
      onRetry={() => undefined}
      {...props}
    />,
    locale,
  );
/** The markup of the entry of `version`, from its heading to the next one. */
const entryOf = (markup: string, version: string) =>
  markup.split(/(?=<h3)/).find((part) => part.includes(`>${version}<`)) ?? '';

describe('updateEntryState', () => {
  test.each([
    [{ version: '1', importance: 1 }, true, ['1'], 'unread'],
    [{ version: '1', importance: 2 }, true, ['1'], 'unread'],
    [{ version: '1', importance: 1 }, true, [], 'read'],
    [{ version: '1', importance: 1 }, true, ['2'], 'read'],
    [{ version: '1', importance: 0 }, true, ['1'], 'none'],
    [{ version: '1', importance: 1 }, false, ['1'], 'none'],
    [{ version: '1', importance: Number.NaN }, true, ['1'], 'none'],
  ] as const)('%o signed in %s, not viewed %o: %s', (entry, signedIn, notViewed, expected) => {
    expect(updateEntryState(entry, { signedIn, notViewed })).toBe(expected);
  });
});

describe('initiallyOpenVersions', () => {
  test.each([
    [[], []],
    [['2.0'], ['2.0']],
    [
      ['2.0', '1.9'],
      ['2.0', '1.9'],
    ],
    [
      ['2.0', '1.9', '1.8', '1.7'],
      ['2.0', '1.9'],
    ],
  ])('%o opens %o', (versions, expected) => {
    expect(initiallyOpenVersions(versions.map((version) => ({ version })))).toEqual(expected);
  });
});

describe('UpdateLogList', () => {
  test('lists versions newest first with name and release date, the first two open', () => {
    const markup = log();
    const order = [...markup.matchAll(/translate="no">([\d.]+)</g)].map((m) => m[1]);
    expect(order).toEqual(['1.4.0', '1.3.2', '1.3.0']);
    expect(entryOf(markup, '1.4.0')).toContain('Faster exports');
    expect(entryOf(markup, '1.4.0')).toContain('Released May 7, 2025');
    const expanded = [...markup.matchAll(/aria-expanded="(true|false)"/g)].map((m) => m[1]);
    expect(expanded).toEqual(['true', 'true', 'false']);
  });

  test('marks important entries and offers a signed-in user to confirm unread ones', () => {
    const markup = log();
    expect(entryOf(markup, '1.4.0')).toContain('Important update');
    expect(entryOf(markup, '1.4.0')).toContain('>Mark as read</button>');
    expect(entryOf(markup, '1.3.2')).not.toContain('Important update');
    expect(entryOf(markup, '1.3.2')).not.toContain('Mark as read');
  });

  test('shows an important entry the user has read as read, without a button', () => {
    const markup = log({ notViewed: ['1.3.2'] });
    expect(entryOf(markup, '1.4.0')).toContain('Read</p>');
    expect(entryOf(markup, '1.4.0')).not.toContain('Mark as read');
  });

  test('a visitor sees the badge but neither a confirm button nor a read state', () => {
    const markup = log({ signedIn: false });
    expect(entryOf(markup, '1.4.0')).toContain('Important update');
    expect(markup).not.toContain('Mark as read');
    expect(markup).not.toContain('Read</p>');
  });

  test('renders release notes through the allowlist', () => {
    const hostile = {
      version: '9.9.9',
      version_name: 'x',
      version_info: '<p>safe</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      created_time: '2025-01-01T00:00:00Z',
      importance: 0,
    };
    const markup = log({ versions: [hostile] });
    expect(markup).toContain('<p>safe</p>');
    expect(markup).not.toMatch(/<script|<img|onerror/);
  });

  test.each<[UpdateLogListProps['status'], Locale, RegExp]>([
    ['loading', 'en-US', /role="status"[^>]*>.*Loading…/],
    ['loading', 'zh-TW', /role="status"[^>]*>.*載入中…/],
    [
      'failed',
      'en-US',
      /role="alert"[^>]*>Could not load the update log\.<\/p><button[^>]*>Try again</,
    ],
    ['failed', 'pt-PT', /role="alert"[^>]*>[^<]+<\/p><button[^>]*>Tentar novamente</],
  ])('%s in %s', (status, locale, expected) => {
    const markup = log({ status }, locale);
    expect(markup).toMatch(expected);
    expect(markup).not.toContain('<h3');
  });

  test('without versions says there are no updates yet', () => {
    expect(log({ versions: [] })).toContain('No updates yet.');
    expect(log({ versions: [] }, 'ko-KR')).not.toContain('No updates yet.');
  });
});
