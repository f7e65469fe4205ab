import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  pageChunkFiles,
  takeEntryScripts,
  withPageScripts,
} from '../../scripts/pageScripts';

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
  it('puts the entry and every preload once, at low priority, at the end of the body', () => {
    const { html, entry, preloads } = takeEntryScripts(VITE_HTML);
    const page = withPageScripts(html, entry, [...preloads, '/assets/HomePage-4.js', '/assets/mui-3.js']);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/assets/');
    const preloaded = [
      ...page.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
    ];
    expect(preloaded.map((match) => match[1])).toEqual([
      '/assets/react-2.js',
      '/assets/mui-3.js',
      '/assets/HomePage-4.js',
    ]);
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js"></script>',
    );
    expect(page.indexOf('<script')).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.trimEnd().endsWith('</body></html>')).toBe(true);
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

  it('fails the build for a page chunk it cannot find', () => {
    expect(() => pageChunkFiles(manifest, 'PricingPage')).toThrow(/No page chunk named PricingPage/);
  });
});
