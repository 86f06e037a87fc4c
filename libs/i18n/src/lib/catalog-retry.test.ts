// A catalog chunk that fails to load (a network error, a deploy that removed the old chunk)
// must not be remembered as failed: the next render tries again.
import { expect, test, vi } from 'vitest';

test('a failed catalog load is forgotten, so the next call loads it', async () => {
  let attempts = 0;
  vi.resetModules();
  vi.doMock('./catalogs/it-IT.js', () => {
    attempts += 1;
    if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
    return { default: { 'cookie.ok': 'Accetta' } };
  });
  const { loadMessages } = await import('./catalog.js');

  await expect(loadMessages('it-IT')).rejects.toThrow();
  await expect(loadMessages('it-IT')).resolves.toMatchObject({ 'cookie.ok': 'Accetta' });
  expect(attempts).toBe(2);
  vi.doUnmock('./catalogs/it-IT.js');
});
