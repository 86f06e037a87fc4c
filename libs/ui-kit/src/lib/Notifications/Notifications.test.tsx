import { ERROR_TOAST_MS } from '@captio/api-client';
import type { Locale } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import {
  DEFAULT_TOAST_MS,
  DELETE_SUCCESS_TOAST_MS,
  toastAnnouncement,
  toastDuration,
  type Notification,
  type NotificationColor,
} from './notification.js';
import { useNotify } from './notifications-context.js';
import { addToast, closeToast, type ToastEntry } from './notifications-state.js';
import { NotificationsProvider } from './NotificationsProvider.js';

describe('timings', () => {
  test('constants', () => {
    expect([DEFAULT_TOAST_MS, ERROR_TOAST_MS, DELETE_SUCCESS_TOAST_MS]).toEqual([5000, 3000, 1500]);
  });

  test.each<[Pick<Notification, 'timeout' | 'color'>, number]>([
    [{}, 5000],
    [{ color: 'info' }, 5000],
    [{ color: 'success' }, 5000],
    [{ color: 'error' }, 3000],
    [{ color: 'error', timeout: 3000 }, 3000],
    [{ color: 'success', timeout: DELETE_SUCCESS_TOAST_MS }, 1500],
    [{ timeout: 8000 }, 8000],
    [{ timeout: null }, Infinity],
    [{ color: 'error', timeout: null }, Infinity],
    [{ timeout: 0 }, Infinity],
    [{ timeout: Infinity }, Infinity],
    [{ timeout: -1 }, 5000],
    [{ color: 'error', timeout: Number.NaN }, 3000],
  ])('%j stays %d ms', (notification, expected) => {
    expect(toastDuration(notification)).toBe(expected);
  });

  test.each<[NotificationColor | undefined, 'foreground' | 'background']>([
    ['error', 'foreground'],
    ['warning', 'background'],
    ['success', 'background'],
    ['info', 'background'],
    ['neutral', 'background'],
    [undefined, 'background'],
  ])('a %s toast is announced as %s', (color, expected) => {
    expect(toastAnnouncement(color)).toBe(expected);
  });
});

const entry = (id: string, open = true, key = 1): ToastEntry => ({
  id,
  key,
  open,
  notification: { id, title: id },
});

describe('addToast', () => {
  test('gives a new id when none is set, and keeps the toast last', () => {
    const { entries, id } = addToast([entry('a')], { title: 'Saved' }, 7);
    expect(id).toBe('notification-7');
    expect(entries.map((e) => [e.id, e.open])).toEqual([
      ['a', true],
      ['notification-7', true],
    ]);
  });

  test('replaces an open toast with the same id, with a new key for a fresh timer', () => {
    const { entries } = addToast(
      [entry('upload', true, 1), entry('b')],
      { id: 'upload', title: 'Again' },
      9,
    );
    expect(entries.map((e) => [e.id, e.key])).toEqual([
      ['b', 1],
      ['upload', 9],
    ]);
  });

  test('drops toasts closed earlier', () => {
    const { entries } = addToast([entry('old', false), entry('open')], { title: 'New' }, 3);
    expect(entries.map((e) => e.id)).toEqual(['open', 'notification-3']);
  });

  test.each<[string, Notification]>([
    ['an empty notification', {}],
    ['an icon alone', { icon: '★', color: 'info' }],
  ])('refuses %s with a TypeError', (_name, notification) => {
    expect(() => addToast([], notification, 1)).toThrow(TypeError);
  });

  test.each<[NotificationColor]>([['error'], ['success']])(
    'accepts a bare %s toast: it has a default title',
    (color) => {
      expect(addToast([], { color }, 1).id).toBe('notification-1');
    },
  );
});

describe('closeToast', () => {
  test('closes the open toast and reports it once', () => {
    const first = closeToast([entry('a'), entry('b')], 'a');
    expect(first.closed?.id).toBe('a');
    expect(first.entries.map((e) => [e.id, e.open])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    const again = closeToast(first.entries, 'a');
    expect(again.closed).toBeNull();
    expect(again.entries).toBe(first.entries);
  });

  test('ignores an unknown id', () => {
    const entries = [entry('a')];
    expect(closeToast(entries, 'zzz')).toEqual({ entries, closed: null });
  });
});

describe('NotificationsProvider', () => {
  test.each<[Locale, string]>([
    ['en-US', 'Notifications'],
    ['de-DE', 'Benachrichtigungen'],
    ['ja-JP', '通知'],
    ['fr-FR', 'Zone de notifications'],
  ])('in %s the toast region is labelled %s', (locale, label) => {
    const markup = renderMarkup(
      <NotificationsProvider>
        <p>page</p>
      </NotificationsProvider>,
      locale,
    );
    expect(markup).toContain('<p>page</p>');
    expect(markup).toMatch(new RegExp(`role="region" aria-label="${label}"`));
  });

  test('useNotify outside the provider fails with a message that says what is missing', () => {
    function Orphan() {
      useNotify();
      return null;
    }
    expect(() => renderMarkup(<Orphan />)).toThrow(/NotificationsProvider/);
  });
});
