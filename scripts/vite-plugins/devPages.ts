import path from 'node:path';
import type { Plugin } from 'vite';

/** The build-side modules the payloads come from, loaded through Vite (no React needed). */
const CONTENT_MODULE = '/src/content/siteContent.ts';
const PAYLOADS_MODULE = '/src/pages/prerenderedPages.ts';
type ContentModule = { loadContent(): unknown };
type PayloadsModule = {
  prerenderedPages(content: unknown): Map<string, { path: string; payload: unknown }[]>;
};

const PAYLOAD = /^(.*)\/_payload\.json$/;

/**
 * `npm run dev`'s stand-in for the build's page files: `{path}/_payload.json` answered from the content
 * as the build would write it, and a full reload of open tabs when a content file changes (the browser
 * never imports content, so Vite's hot update does not reach it).
 */
export function devPages(root: string): Plugin {
  const contentDir = path.join(root, 'src/content') + path.sep;
  // Cut once per loaded content: a content change loads the content modules anew, and a new object.
  const payloadsOf = new WeakMap<object, Map<string, unknown>>();
  return {
    name: 'aden-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pagePath = PAYLOAD.exec(new URL(request.url ?? '/', 'http://dev').pathname)?.[1];
        if (pagePath === undefined || request.method !== 'GET') return next();
        Promise.all([server.ssrLoadModule(CONTENT_MODULE), server.ssrLoadModule(PAYLOADS_MODULE)])
          .then(([content, payloads]) => {
            const site = (content as ContentModule).loadContent() as object;
            let all = payloadsOf.get(site);
            if (!all) {
              const pages = [...(payloads as PayloadsModule).prerenderedPages(site).values()].flat();
              all = new Map(pages.map((page) => [page.path, page.payload]));
              payloadsOf.set(site, all);
            }
            const payload = all.get(pagePath === '' ? '/' : pagePath);
            response.statusCode = payload === undefined ? 404 : 200;
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(payload ?? { message: `No page at ${pagePath || '/'}` }));
          })
          .catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          });
      });
    },
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(contentDir)) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
