import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNKNOWN_PATH_MESSAGE } from '../../../contract/messages';

export const INLINE_BUILD_SCRIPT = 'window.__ADEN_BUILD__={"id":"b1"}';

// As the build writes routes.json: routes with data are prerendered, page by page.
const ROUTES = {
  dynamic: ['/employee/:id', '/online-form/:id'],
  prerendered: [
    '/',
    '/pricing',
    '/blog',
    '/blog/:slug',
    '/business-processes/:slug',
    '/eCommerce',
    '/case-studies/tc-boiler',
    '/integration-process/:integration/:process',
    '/integrations/:slug',
  ],
};

const page = (title: string, filler = '') =>
  `<!doctype html><html><head><title>${title}</title><style data-emotion="css">a{color:red}</style>` +
  `<script>${INLINE_BUILD_SCRIPT}</script><script type="module" src="/assets/app-1a2b3c.js"></script></head>` +
  `<body><h1>${title}</h1>${filler}</body></html>`;

export const OUTSIDE_FILE = 'outside-secret.txt';
/** What that file holds: never in an answer (the 404 page may name the file's path, not its content). */
export const OUTSIDE_CONTENT = 'the outside file holds this';

/**
 * A tiny built site with the layout of dist/client, in `<temp>/site`, next to a file
 * `<temp>/outside-secret.txt` that no path may reach.
 */
export async function createFakeSite(): Promise<{ siteDir: string; remove(): Promise<void> }> {
  const parent = await mkdtemp(path.join(tmpdir(), 'aden-site-'));
  const root = path.join(parent, 'site');
  const files: Record<string, string> = {
    'index.html': page('Home', '<p>lorem ipsum</p>'.repeat(200)),
    'pricing/index.html': page('Pricing'),
    'blog/index.html': page('Blog'),
    'blog/hello-world/index.html': page('Hello world'),
    'eCommerce/index.html': page('eCommerce'),
    'case-studies/tc-boiler/index.html': page('TC Boiler'),
    // As the build writes it: a message without a path.
    '404.html': page(
      'Page Not Found',
      `<meta name="description" content="${UNKNOWN_PATH_MESSAGE}"><p>${UNKNOWN_PATH_MESSAGE}</p>`,
    ),
    '200.html': page('App shell'),
    'routes.json': JSON.stringify(ROUTES),
    'assets/app-1a2b3c.js': 'console.log("app")',
    'assets/app-1a2b3c.css': 'body{margin:0}',
    'builds/latest.json': JSON.stringify({ id: 'b1', timestamp: 1 }),
    'builds/meta/b1.json': JSON.stringify({ id: 'b1', prerendered: ['/'] }),
    'sitemap.xml':
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'flags/us.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await writeFile(path.join(parent, OUTSIDE_FILE), OUTSIDE_CONTENT);
  return { siteDir: root, remove: () => rm(parent, { recursive: true, force: true }) };
}
