import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E } from './env';

/** A fresh e-mail address for each run, so the tests never meet an existing account by chance. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest code the reference server "sent" to the address (its development outbox). */
export async function outboxCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { messages: Array<{ code: string }> };
      code = body.messages[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Creates an account through the API (not the UI) and returns its session token. */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ token: string; id: number }> {
  const sent = await request.post('/api/user/send-verify-code', {
    data: { email, mode: 'aden-homepage', rId: null },
  });
  expect(sent.ok()).toBe(true);
  const code = await outboxCode(request, email);
  const registered = await request.post('/api/user/register?rel=aden', {
    data: { email, password, signupCode: code, subscriptionPlan: 'freeforever' },
  });
  expect(registered.ok()).toBe(true);
  return (await registered.json()) as { token: string; id: number };
}

/** Puts a session in the page's storage, as a previous visit would have left it. */
export async function storeSession(page: Page, token: string, user: object): Promise<void> {
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/**
 * A session token for the user, signed with the JWT secret the browser suite gives the reference
 * server (support/env.ts); `expiresInS` below zero makes one that has already expired.
 */
export async function signedToken(userId: number, expiresInS: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuer('aden-reference-server')
    .setIssuedAt(Math.min(now, now + expiresInS) - 3600)
    .setExpirationTime(now + expiresInS)
    .sign(new TextEncoder().encode(E2E.jwtSecret));
}

/** A token that expired an hour ago: the server refuses it as expired, not as forged. */
export const expiredToken = (userId: number) => signedToken(userId, -3600);

/** The auth dialog and its parts. */
export function authDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    email: dialog.getByLabel('Email'),
    password: dialog.getByLabel('Password'),
    code: dialog.getByLabel('Verification code'),
    button: (name: string | RegExp): Locator => dialog.getByRole('button', { name }),
  };
}

export { waitForApp } from './test';
