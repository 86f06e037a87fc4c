import { expect, type APIRequestContext } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
  name: string;
}

let made = 0;

/** A fresh account's details, unique across workers and runs. */
export function newAccount(name = 'Ada Lovelace'): Account {
  made += 1;
  const id = `${process.pid}-${Date.now().toString(36)}-${made}`;
  return { email: `shell-${id}@example.com`, password: 'correct horse battery', name };
}

/**
 * Signs up through the api. With a page's request context the session cookies land in the
 * browser context, so the page is signed in from its next load. `origin` is for a server
 * other than the run's (the configured baseURL).
 */
export async function signUp(request: APIRequestContext, account = newAccount(), origin = '') {
  const response = await request.post(`${origin}/api/auth/signup/`, {
    data: { email: account.email, password: account.password, name: account.name },
  });
  expect(response.status()).toBe(200);
  return account;
}
