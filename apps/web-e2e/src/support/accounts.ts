import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

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
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

export const PASSWORD = 'correct horse battery staple';

/** An address no other test uses, so that tests run side by side on one server. */
export function freshEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** An account made through the api, as a test's starting point. */
export async function signUpByApi(
  request: APIRequestContext,
  email: string,
  name = 'Ada Lovelace',
): Promise<void> {
  await signUp(request, { email, password: PASSWORD, name });
}

/** Signs the browser context in through the api: its cookies are the page's session. */
export async function signInByApi(
  context: BrowserContext,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const answer = await context.request.post('/api/auth/signin/', { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A new account, signed in in this browser context; its address. */
export async function signedInUser(context: BrowserContext, tag: string): Promise<string> {
  const email = freshEmail(tag);
  await signUpByApi(context.request, email);
  await signInByApi(context, email);
  return email;
}
