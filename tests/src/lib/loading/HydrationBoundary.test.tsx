import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, type ReactNode, use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HydrationBoundary, whenAllPartsHydrated } from '../../../../src/lib/loading/HydrationBoundary';

/** Code the browser has not yet: the server draws the part at once, the browser waits for `arrive`. */
function lateCode() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => act(async () => arrive()) };
}

let inBrowser = false;
function LatePart({ code, text }: { code: ReturnType<typeof lateCode>; text: string }) {
  if (inBrowser) use(code.arrived);
  return <p>{text}</p>;
}

let root: Root | null = null;

async function hydrate(tree: ReactNode): Promise<void> {
  inBrowser = false;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  inBrowser = true;
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
}

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('hydration boundaries', () => {
  it('report once every part has committed, the parts nested in a part that commits later included', async () => {
    const section = lateCode();
    const nested = lateCode();
    await hydrate(
      <>
        <HydrationBoundary>
          <p>header</p>
        </HydrationBoundary>
        <HydrationBoundary>
          <LatePart code={section} text="section" />
          <HydrationBoundary>
            <LatePart code={nested} text="nested" />
          </HydrationBoundary>
        </HydrationBoundary>
      </>,
    );
    const done = vi.fn();
    whenAllPartsHydrated(done);
    expect(document.body.textContent).toBe('headersectionnested');
    expect(done).not.toHaveBeenCalled();
    // The section commits; the part inside it registers as it does, and still waits for its code.
    await section.arrive();
    expect(done).not.toHaveBeenCalled();
    await nested.arrive();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('report at once on a page whose parts have all hydrated', async () => {
    await hydrate(
      <HydrationBoundary>
        <p>header</p>
      </HydrationBoundary>,
    );
    const done = vi.fn();
    whenAllPartsHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('the site', () => {
  it('writes every Suspense boundary of the prerendered pages as a HydrationBoundary, so none hydrates uncounted', () => {
    const src = path.resolve(import.meta.dirname, '../../../../src');
    // Boundaries for code that loads later, in parts the server never draws (a dialog's, the drawer's
    // icons): nothing of theirs hydrates, and counting them would make the presses wait for that code.
    const loadingOnly = [
      'lib/loading/HydrationBoundary.tsx',
      'lib/loading/LazyDialog.tsx',
      'features/header/MenuIcon.tsx',
    ];
    const bare = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !loadingOnly.includes(file))
      .filter((file) => /<Suspense\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(bare).toEqual([]);
  });
});
