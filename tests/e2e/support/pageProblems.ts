import type { Page } from '@playwright/test';

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
      !/ERR_|net::|Failed to load resource/.test(text)
    ) {
      problems.push(text);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
