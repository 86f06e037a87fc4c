import { expect, test } from '@playwright/test';

test('the api and the web app are served together, and the api docs render', async ({
  page,
  request,
}) => {
  const status = await request.get('/api/auth/status/');
  expect(status.status()).toBe(200);
  expect(await status.json()).toEqual({ status: true, show_notice: false });

  await page.goto('/api/docs');
  // Swagger UI builds the page in the browser from the whole OpenAPI document (about 130 kB):
  // on a machine busy with the other tests that takes more than the default 5 s.
  await expect(page.getByRole('heading', { name: /Captio API/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('/api/auth/check_login/').first()).toBeVisible();
});

test('an api error is a localized JSON message, never an HTML page or a stack trace', async ({
  request,
}) => {
  const response = await request.post('/api/auth/signin/', {
    headers: { 'accept-language': 'es-ES' },
    data: { email: 'nobody@example.com', password: 'not a password' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    message: 'El correo electrónico o la contraseña no son correctos.',
    code: 'wrong_credentials',
  });
});
