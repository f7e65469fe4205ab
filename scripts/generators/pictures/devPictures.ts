/**
 * `npm run dev`: serves /pictures/{name}.svg, the feature rows' /illustrations/{id}.svg and the posts'
 * /blog/covers/{id}.svg by drawing
 * them on request from the current content, as the build draws them into the served folder
 * (scripts/build/build.ts).
 */
import type { Plugin } from 'vite';
import type { Fragment } from '../../../src/content/fragmentModel';
import type { ProductScreen } from '../../../src/content/screenModel';

export function devPictures(): Plugin {
  return {
    name: 'aden-dev-pictures',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (/^\/blog\/covers\/[a-z0-9-]+\.svg$/.test(request.url ?? '')) {
          try {
            const { loadContent, drawnCovers } = (await server.ssrLoadModule(
              '/src/content/siteContent.ts',
            )) as {
              loadContent: () => { posts: never[] };
              drawnCovers: (posts: never[]) => { src: string; fragment: Fragment }[];
            };
            const cover = drawnCovers(loadContent().posts).find((item) => item.src === request.url);
            if (!cover) return next();
            const { drawCover } = (await server.ssrLoadModule(
              '/scripts/generators/pictures/drawCover.ts',
            )) as {
              drawCover: (fragment: Fragment) => Promise<string>;
            };
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(await drawCover(cover.fragment));
          } catch (error) {
            next(error);
          }
          return;
        }
        const fragment = /^\/illustrations\/([a-z0-9-]+?)(-narrow)?\.svg$/.exec(request.url ?? '');
        if (fragment?.[1]) {
          try {
            const { loadContent, drawnFragments } = (await server.ssrLoadModule(
              '/src/content/siteContent.ts',
            )) as {
              loadContent: () => unknown;
              drawnFragments: (content: unknown) => { name: string; fragment: Fragment }[];
            };
            const data = drawnFragments(loadContent()).find((item) => item.name === fragment[1]);
            if (!data) return next();
            const { drawFragment } = (await server.ssrLoadModule(
              '/scripts/generators/pictures/drawFragment.ts',
            )) as {
              drawFragment: (fragment: Fragment, crop: 'wide' | 'narrow') => Promise<string>;
            };
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(await drawFragment(data.fragment, fragment[2] ? 'narrow' : 'wide'));
          } catch (error) {
            next(error);
          }
          return;
        }
        const match = /^\/pictures\/([a-z0-9-]+?)(-narrow)?\.svg$/.exec(request.url ?? '');
        const name = match?.[1];
        if (!name) return next();
        try {
          const { loadContent, productScreens } = (await server.ssrLoadModule(
            '/src/content/siteContent.ts',
          )) as {
            loadContent: () => unknown;
            productScreens: (content: unknown) => ProductScreen[];
          };
          const screen = productScreens(loadContent()).find((item) => item.name === name);
          if (!screen) return next();
          // Through Vite's module graph, as the content is: the config itself imports no drawing code.
          const { drawScreen } = (await server.ssrLoadModule(
            '/scripts/generators/pictures/drawScreen.ts',
          )) as {
            drawScreen: (screen: ProductScreen, crop: 'wide' | 'narrow') => Promise<string>;
          };
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(await drawScreen(screen, match?.[2] ? 'narrow' : 'wide'));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
