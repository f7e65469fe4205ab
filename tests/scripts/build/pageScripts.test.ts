import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  LOADER_ID,
  PRELOADS_PER_TASK,
  pageChunkFiles,
  pageLoaderScript,
  takeEntryScripts,
  withPageLoader,
  withPageScripts,
} from '../../../scripts/build/pageScripts';
import { PRESS_CAPTURE_ID } from '../../../scripts/vite-plugins/pressCapturePlugin';

const VITE_HTML =
  '<html><head><title>t</title>\n    <script type="module" crossorigin src="/assets/main-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/mui-3.js">\n  </head><body><div id="root"></div>\n  </body></html>';

describe('takeEntryScripts', () => {
  it('takes the entry script and its preloads out of the head', () => {
    const { html, entry, preloads } = takeEntryScripts(VITE_HTML);
    expect(entry).toBe('/assets/main-1.js');
    expect(preloads).toEqual(['/assets/react-2.js', '/assets/mui-3.js']);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
  });

  it('refuses HTML without an entry script', () => {
    expect(() => takeEntryScripts('<html><head></head><body></body></html>')).toThrow(/no module entry/);
  });
});

describe('withPageScripts', () => {
  const { html, entry, preloads } = takeEntryScripts(VITE_HTML);
  const page = withPageScripts(html, entry, [...preloads, '/assets/HomePage-4.js', '/assets/mui-3.js']);

  type Added = {
    where: string;
    tag: string;
    rel?: string;
    as?: string;
    crossOrigin?: string;
    href?: string;
    src?: string;
    type?: string;
  };

  /**
   * Runs the loader against a fake document holding the page's list of files, once it is parsed, and
   * says what it added, and when.
   */
  function runLoader(
    visibilityState: 'visible' | 'hidden',
    html = page,
    { paintTiming = false, emptyRoot = false } = {},
  ) {
    const files = new RegExp(`<script type="application/json" id="${LOADER_ID}">([^<]+)</script>`).exec(
      html,
    )?.[1];
    const added: Added[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const element = (tag: string) => ({ tag }) as unknown as Record<string, string>;
    const parent = (where: string) => ({
      appendChild: (node: Record<string, string>) => {
        added.push(Object.assign(node, { where }) as never);
      },
    });
    const visibilityListeners: (() => void)[] = [];
    const parsedListeners: (() => void)[] = [];
    const document = {
      visibilityState,
      createElement: element,
      getElementById: (id: string) => {
        // A prerendered page's root holds its HTML; the app shell's is empty.
        if (id === 'root') return { firstChild: emptyRoot ? null : {} };
        return id === LOADER_ID && files !== undefined ? { textContent: files } : null;
      },
      head: parent('head'),
      body: parent('body'),
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'visibilitychange') visibilityListeners.push(listener);
        if (type === 'DOMContentLoaded') parsedListeners.push(listener);
      },
    };
    // Paint Timing: a paint entry is reported once `paint()` says its frame is on screen; `buffered`
    // reports those before the observer too. (The loader never reads `performance`: a test's fake
    // clock replaces it with one that has no entries.)
    const paints: { name: string }[] = [];
    const observers: { report: (entries: { name: string }[]) => void; disconnected: boolean }[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint'];
      record: { report: (entries: { name: string }[]) => void; disconnected: boolean };
      constructor(callback: (list: { getEntries(): { name: string }[] }, observer: unknown) => void) {
        this.record = {
          report: (entries) => callback({ getEntries: () => entries }, this),
          disconnected: false,
        };
      }
      observe(options: { type: string; buffered?: boolean }) {
        observers.push(this.record);
        if (options.buffered && paints.length > 0) this.record.report([...paints]);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const window = paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {};
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', pageLoaderScript())(
      document,
      window,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
    );
    // The document is parsed: the list at the body's end is there.
    for (const listener of parsedListeners) listener();
    const paint = (name: string) => {
      paints.push({ name });
      for (const observer of observers.filter((candidate) => !candidate.disconnected))
        observer.report([{ name }]);
    };
    const hide = () => {
      document.visibilityState = 'hidden';
      for (const listener of visibilityListeners) listener();
    };
    return { added, frames, tasks, paint, hide };
  }

  it('has no script file in the head and ends the body with the list of its files, which runs nothing', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page.indexOf('<script')).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.trimEnd().endsWith('</body></html>')).toBe(true);
    expect([...page.matchAll(/<script([^>]*)>/g)].map((match) => match[1])).toEqual([
      ` type="application/json" id="${LOADER_ID}"`,
    ]);
  });

  it("puts the loader in the press capture's inline script, after the capture, and nowhere else", () => {
    const capture = `<script id="${PRESS_CAPTURE_ID}">(function(){})(window);</script>`;
    const withLoader = withPageLoader(`<head>${capture}</head>${page}`);
    expect(withLoader).toContain(
      `<script id="${PRESS_CAPTURE_ID}">(function(){})(window);${pageLoaderScript()}</script>`,
    );
    expect(withLoader.match(/<script/g)).toHaveLength(2);
    expect(() => withPageLoader(page)).toThrow(/no press capture script/);
  });

  it('adds nothing on a page without the list of files (the dev server adds its own scripts)', () => {
    const { added, frames, tasks } = runLoader('hidden', '<body><div id="root"></div></body>');
    expect([added, frames, tasks]).toEqual([[], [], []]);
  });

  it('the app shell (an empty root, nothing to paint) adds every preload and the entry at once', () => {
    const { added } = runLoader('visible', page, { paintTiming: true, emptyRoot: true });
    expect(added.map((node) => node.href ?? node.src)).toEqual([
      '/assets/react-2.js',
      '/assets/mui-3.js',
      '/assets/HomePage-4.js',
      '/assets/main-1.js',
    ]);
  });

  it('adds every preload once, then the entry, only after two frames and a task', () => {
    const { added, frames, tasks } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added.map((node) => [node.where, node.rel ?? node.type, node.href ?? node.src])).toEqual([
      ['head', 'modulepreload', '/assets/react-2.js'],
      ['head', 'modulepreload', '/assets/mui-3.js'],
      ['head', 'modulepreload', '/assets/HomePage-4.js'],
      ['body', 'module', '/assets/main-1.js'],
    ]);
  });

  it(`adds ${PRELOADS_PER_TASK} preloads per task, each file once, and the entry after the last`, () => {
    const files = Array.from(
      { length: PRELOADS_PER_TASK * 2 + 1 },
      (_, index) => `/assets/chunk-${index}.js`,
    );
    const { added, frames, tasks } = runLoader('visible', withPageScripts(html, entry, [...files, ...files]));
    frames.shift()?.();
    frames.shift()?.();
    const perTask: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = added.length;
      task();
      perTask.push(added.length - before);
    }
    expect(perTask).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 2]);
    expect(added.map((node) => node.href ?? node.src)).toEqual([...files, '/assets/main-1.js']);
  });

  it('adds the entry in the task of the last preloads, without waiting for them to arrive', () => {
    const { added, frames, tasks } = runLoader('visible', page);
    frames.shift()?.();
    frames.shift()?.();
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added.map((node) => [node.rel ?? node.type, node.href ?? node.src])).toEqual([
      ['modulepreload', '/assets/react-2.js'],
      ['modulepreload', '/assets/mui-3.js'],
      ['modulepreload', '/assets/HomePage-4.js'],
      ['module', '/assets/main-1.js'],
    ]);
    expect(tasks).toEqual([]);
  });

  it('with Paint Timing, adds them a task after the first contentful paint is reported, not before', () => {
    const { added, frames, tasks, paint } = runLoader('visible', page, { paintTiming: true });
    expect(frames).toEqual([]);
    paint('first-paint');
    expect(tasks).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added.map((node) => node.href ?? node.src)).toEqual([
      '/assets/react-2.js',
      '/assets/mui-3.js',
      '/assets/HomePage-4.js',
      '/assets/main-1.js',
    ]);
    // A later paint report starts nothing again.
    paint('first-contentful-paint');
    expect(tasks).toEqual([]);
  });

  it("preloads a page's payload after the first contentful paint, once, with the first scripts", () => {
    const files = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    const withData = withPageScripts(html, entry, files, '/accounting/_payload.json?b1');
    expect(withData.slice(0, withData.indexOf('<script'))).not.toContain('_payload.json');
    const { added, tasks, paint } = runLoader('visible', withData, { paintTiming: true });
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    tasks.shift()?.();
    expect(
      added.map((node) => [node.rel ?? node.type, node.as, node.crossOrigin, node.href ?? node.src]),
    ).toEqual([
      ...files.slice(0, PRELOADS_PER_TASK).map((file) => ['modulepreload', undefined, '', file]),
      ['preload', 'fetch', '', '/accounting/_payload.json?b1'],
    ]);
    tasks.shift()?.();
    expect(added.filter((node) => node.rel === 'preload')).toHaveLength(1);
    expect(added.at(-1)).toMatchObject({ type: 'module', src: '/assets/main-1.js' });
  });

  it("preloads a page's payload at once in a hidden tab", () => {
    const { added } = runLoader('hidden', withPageScripts(html, entry, preloads, '/_payload.json?b1'));
    expect(added.map((node) => [node.rel ?? node.type, node.href ?? node.src])).toEqual([
      ['modulepreload', '/assets/react-2.js'],
      ['modulepreload', '/assets/mui-3.js'],
      ['preload', '/_payload.json?b1'],
      ['module', '/assets/main-1.js'],
    ]);
  });

  it('with Paint Timing, adds them at once when the tab is hidden before its first paint', () => {
    const { added, tasks, hide, paint } = runLoader('visible', page, { paintTiming: true });
    hide();
    expect(added.at(-1)).toMatchObject({ type: 'module', src: '/assets/main-1.js' });
    const count = added.length;
    paint('first-contentful-paint');
    tasks.shift()?.();
    expect(added).toHaveLength(count);
  });

  it('adds them at once in a hidden tab, which paints nothing', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.at(-1)).toMatchObject({ type: 'module', src: '/assets/main-1.js' });
  });

  it('keeps a "<" in a file name from ending the script', () => {
    expect(withPageScripts('<body></body>', '/assets/</script>.js', [])).not.toContain('</script>.js');
  });

  it('refuses a page without a body end', () => {
    expect(() => withPageScripts('<p>cut', '/m.js', [])).toThrow(/no <\/body>/);
  });
});

describe('pageChunkFiles', () => {
  const manifest: ClientManifest = {
    'index.html': { file: 'assets/main-1.js' },
    'src/pages/HomePage.tsx': {
      file: 'assets/HomePage-4.js',
      name: 'HomePage',
      isDynamicEntry: true,
      imports: ['index.html', '_Stack-5.js'],
    },
    '_Stack-5.js': { file: 'assets/Stack-5.js', imports: ['_rt-6.js'] },
    '_rt-6.js': { file: 'assets/rt-6.js' },
  };

  it("lists the page's chunk and what it imports, without the entry's HTML", () => {
    expect(pageChunkFiles(manifest, 'HomePage')).toEqual([
      '/assets/HomePage-4.js',
      '/assets/Stack-5.js',
      '/assets/rt-6.js',
    ]);
  });

  it("finds a page whose module a group took by the group's name, preferring the page's own chunk", () => {
    const grouped: ClientManifest = {
      'index.html': { file: 'assets/main-1.js' },
      '_HomePage-7.js': { file: 'assets/HomePage-7.js', name: 'HomePage', imports: ['_rt-6.js'] },
      '_rt-6.js': { file: 'assets/rt-6.js' },
      'src/pages/AboutPage.tsx': { file: 'assets/AboutPage-8.js', name: 'AboutPage', isDynamicEntry: true },
      '_AboutPage-9.js': { file: 'assets/AboutPage-9.js', name: 'AboutPage' },
    };
    expect(pageChunkFiles(grouped, 'HomePage')).toEqual(['/assets/HomePage-7.js', '/assets/rt-6.js']);
    expect(pageChunkFiles(grouped, 'AboutPage')).toEqual(['/assets/AboutPage-8.js']);
  });

  it('fails the build for a page chunk it cannot find', () => {
    expect(() => pageChunkFiles(manifest, 'PricingPage')).toThrow(/No page chunk named PricingPage/);
  });
});
