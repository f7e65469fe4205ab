import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertComposedStyles, recordPageStyles } from '@/entry/pageStyles';
import { createSiteStyleCache } from '@/theme/siteStyleCache';

// The browser's side of the composed styles (src/site/composedStyles.ts): the page names them without
// their CSS, the app's cache takes them as in place while it hydrates, and inserts them once interactive.

function draw(cache: ReturnType<typeof createSiteStyleCache>) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() =>
    root.render(
      <CacheProvider value={cache}>
        <Button variant="contained">Start for free</Button>
      </CacheProvider>,
    ),
  );
  return () => act(() => root.unmount());
}

/** The rules emotion wrote to the document's style elements. */
const documentCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('insertComposedStyles', () => {
  it('inserts nothing of a composed style while drawing, and its CSS once the browser is idle', () => {
    // Which class styles a Button composes: those emotion registers (its own, merged into ButtonBase's).
    const probe = createSiteStyleCache();
    draw(probe)();
    const composed = Object.keys(probe.registered).map((className) => className.replace(/^css-/, ''));
    expect(composed.length).toBeGreaterThan(0);
    document.head.innerHTML = '';

    vi.useFakeTimers();
    const cache = recordPageStyles(createSiteStyleCache(), composed);
    const unmount = draw(cache);
    for (const id of composed) expect(documentCss()).not.toContain(`.css-${id}{`);
    const className = document.querySelector('button')?.className ?? '';
    expect(documentCss()).toContain(`.${/css-[\w-]+/.exec(className)?.[0]}{`);

    insertComposedStyles(cache, composed);
    vi.runAllTimers();
    for (const id of composed) expect(documentCss()).toContain(`.css-${id}{`);
    unmount();
  });
});
