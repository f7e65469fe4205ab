import type { Page } from '@playwright/test';
import { CHAT_LOAD_ERROR } from '../../../src/features/chat/chatLoadError';
import { E2E } from './env';

/**
 * Collects the page's script errors and console errors (hydration warnings included). Failed loads of
 * the third-party scripts are left out: they are offline here and must fail quietly.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || /hydrat/i.test(text)) &&
      !/ERR_|net::|Failed to load resource/.test(text) &&
      // The chat widget's script is served only to the chat tests (tests/e2e/support/chatStandIn.ts);
      // elsewhere the site answers its address with the 404 page, which the browser refuses to run.
      text !== CHAT_LOAD_ERROR &&
      !text.includes(`${E2E.chat.scriptBase}/`)
    ) {
      problems.push(text);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
