import type { Page } from '@playwright/test';

/**
 * One primary per view (docs/content.md, "Style guide"): every view on screen, a section of the page,
 * an open dialog or the phone's menu drawer, that shows more than one filled button, as
 * `<view>: <label>, <label>`. A filled button is a button or a link drawn as one (MUI's Button) whose
 * background is solid: the contained variant, or any other given a fill. A button belongs to the
 * innermost view around it; the header's stand over every section of the page, so they count in each.
 */
export function viewsWithTwoPrimaries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Measured once the buttons have settled: a button stepping back fades its fill out.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const alphaOf = (color: string) => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
      if (parts.length < 3) return 0;
      return parts[3] ?? 1;
    };
    const nameOf = (view: Element) => {
      const labelledBy = view.getAttribute('aria-labelledby');
      const label =
        view.getAttribute('aria-label') ??
        (labelledBy && document.getElementById(labelledBy)?.textContent) ??
        view.querySelector('h1, h2, h3')?.textContent ??
        view.id;
      const kind = view.matches('section') ? 'section' : 'dialog';
      return `${kind} "${label?.trim()}"`;
    };
    const filled = new Map<Element, string[]>();
    const inHeader: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('.MuiButton-root')) {
      if (!button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (alphaOf(getComputedStyle(button).backgroundColor) < 0.5) continue;
      const label = button.textContent?.trim() ?? '';
      const view = button.closest('[role="dialog"], .MuiDrawer-paper, section');
      if (view) filled.set(view, [...(filled.get(view) ?? []), label]);
      else if (button.closest('header')) inHeader.push(label);
    }
    for (const section of document.querySelectorAll('main section'))
      if (inHeader.length > 0) filled.set(section, [...inHeader, ...(filled.get(section) ?? [])]);
    return [...filled]
      .filter(([, labels]) => labels.length > 1)
      .map(([view, labels]) => `${nameOf(view)}: ${labels.join(', ')}`);
  });
}

/**
 * What the page's hero (the first section of `main`) offers to do, as the visitor reads it: each
 * form once (by its name), each button or link drawn as a button outside a form once, the filled
 * ones apart. A hero asks for one decision (docs/decisions/0181): one filled action, at most one
 * quieter beside it.
 */
export function heroActions(page: Page): Promise<{ filled: string[]; quieter: string[] }> {
  return page.evaluate(() => {
    const hero = document.querySelector('main section');
    const actions = { filled: [] as string[], quieter: [] as string[] };
    if (!hero) return actions;
    const solid = (element: Element) => {
      const parts =
        getComputedStyle(element)
          .backgroundColor.match(/[\d.]+/g)
          ?.map(Number) ?? [];
      return parts.length >= 3 && (parts[3] ?? 1) >= 0.5;
    };
    for (const form of hero.querySelectorAll('form')) {
      const submit = form.querySelector('[type="submit"]');
      const name = form.getAttribute('aria-label') ?? submit?.textContent?.trim() ?? 'a form';
      actions[submit && solid(submit) ? 'filled' : 'quieter'].push(name);
    }
    for (const button of hero.querySelectorAll<HTMLElement>('.MuiButton-root')) {
      if (button.closest('form') || !button.checkVisibility({ visibilityProperty: true })) continue;
      actions[solid(button) ? 'filled' : 'quieter'].push(button.textContent?.trim() ?? '');
    }
    return actions;
  });
}
