import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  pageChunkFiles,
  startScript,
  takeEntryScripts,
  withStartScript,
} from '../../scripts/startAfterPaint';

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

describe('withStartScript', () => {
  it('puts one inline starter, naming the entry and every preload once, last in the body', () => {
    const { html, entry, preloads } = takeEntryScripts(VITE_HTML);
    const page = withStartScript(html, entry, [...preloads, '/assets/HomePage-4.js', '/assets/mui-3.js']);
    const scripts = page.match(/<script>[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(page.indexOf('<script>')).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.trimEnd().endsWith('</body></html>')).toBe(true);
    const starter = scripts[0] ?? '';
    expect(starter).toContain('"/assets/main-1.js"');
    expect(starter).toContain('["/assets/react-2.js","/assets/mui-3.js","/assets/HomePage-4.js"]');
    expect(starter).toContain('requestAnimationFrame');
  });

  it('is valid JavaScript', () => {
    const body = startScript('/m.js', ['/a.js']).replace(/^<script>|<\/script>$/g, '');
    expect(() => new Function(body)).not.toThrow();
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
