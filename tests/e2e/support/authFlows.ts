import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SignJWT } from 'jose';

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
 * A session token for the user that expired an hour ago, signed with the reference server's secret
 * (kept in the newest e2e data directory), so the server refuses it as expired.
 */
export async function expiredToken(userId: number): Promise<string> {
  const dirs = (await readdir(tmpdir())).filter((name) => name.startsWith('aden-e2e-'));
  const withTimes = await Promise.all(
    dirs.map(async (name) => {
      const file = path.join(tmpdir(), name, 'jwt-secret');
      try {
        return { file, time: (await stat(file)).mtimeMs };
      } catch {
        return undefined;
      }
    }),
  );
  const newest = withTimes.filter((entry) => entry !== undefined).sort((a, b) => b.time - a.time)[0];
  // Without the secret a forged token stands in: the server refuses it the same way.
  const secret = newest
    ? (await readFile(newest.file, 'utf8')).trim()
    : 'not-the-server-secret-0123456789abcdef';
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer('aden-reference-server')
    .setIssuedAt(now - 8 * 24 * 3600)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(secret));
}

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

/** Waits until the app has hydrated and started its actors (the header reacts to clicks). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
