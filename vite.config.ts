import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { withoutShellFiles } from './scripts/build/shellChunks.ts';
import { devPictures } from './scripts/generators/pictures/devPictures.ts';
import { flowLabEnabled, flowLabPage } from './scripts/vite-plugins/flowLabPlugin.ts';
import { inlineFavicon } from './scripts/vite-plugins/inlineFaviconPlugin.ts';
import { machineWordsOnlyInLab } from './scripts/vite-plugins/machineWordsPlugin.ts';
import { muiButtonBaseWithoutRipple } from './scripts/vite-plugins/muiButtonBaseWithoutRipple.ts';
import { muiButtonWithoutSpinner } from './scripts/vite-plugins/muiButtonWithoutSpinner.ts';
import { muiThemeWithoutVars } from './scripts/vite-plugins/muiThemeWithoutVars.ts';
import { muiUnreadClasses } from './scripts/vite-plugins/muiUnreadClasses.ts';
import { pressCapture } from './scripts/vite-plugins/pressCapturePlugin.ts';
import { siteFont } from './scripts/vite-plugins/siteFontPlugin.ts';

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env } as Record<string, string>;
  const flowLab = flowLabEnabled(command, env);
  return {
    // The machines' words (state descriptions, event and guard sentences) are for the lab alone.
    plugins: [
      pressCapture({ googleSignIn: !!env.VITE_GOOGLE_CLIENT_ID }),
      siteFont(),
      inlineFavicon(),
      react(),
      flowLabPage(),
      muiThemeWithoutVars(),
      muiButtonWithoutSpinner(),
      muiButtonBaseWithoutRipple(),
      muiUnreadClasses(),
      devPictures(),
      ...(flowLab ? [] : [machineWordsOnlyInLab()]),
    ],
    resolve: {
      // `@/`, `@machines/` and `@contract/` as tsconfig.json's `paths` declare them.
      tsconfigPaths: true,
      alias: [
        // React 19 has useSyncExternalStore: the shim's fallback for older Reacts is dead weight.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/lib/state/reactSyncExternalStore.ts', import.meta.url)),
        },
      ],
    },
    build: {
      target: 'es2022',
      // Source maps stay out of the shipped bundle (SOURCEMAP=1 for reading what a chunk holds).
      sourcemap: !!process.env.SOURCEMAP,
      // A lab build's /flows chunk carries ELK's layout engine (about 1.7 MB); no page of the site
      // loads it, and the site's own weight is held by the bench's budgets, not by this warning.
      ...(flowLab ? { chunkSizeWarningLimit: 2000 } : {}),
      // Which chunks make up each lazy piece: read by `npm run bench`; moved out of the served folder.
      manifest: true,
      // A lazy chunk's import() preloads its dependencies, except the shell's, loaded with every page.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? withoutShellFiles(deps) : deps,
      },
      rolldownOptions: {
        treeshake: {
          // @emotion/react imports it for its effects only (`import 'hoist-non-react-statics'`), and it
          // declares none, so every page ran it and a second copy of react-is: 0.9 KB after gzip.
          moduleSideEffects: [{ test: /node_modules\/hoist-non-react-statics\//, sideEffects: false }],
        },
        // The site; and the flow lab (its own page at /flows) only in builds that ask for it.
        input: {
          main: 'index.html',
          ...(flowLab
            ? { flowLab: 'src/flow-lab/index.html', flowLabScreen: 'src/flow-lab/screen/frame.html' }
            : {}),
        },
      },
    },
    ssr: {
      // The prerender bundle carries its own copy of every dependency, so it runs in plain Node. pino
      // (the server's logger) and yaml (front matter) stay Node imports: `npm run dev` loads server/ and
      // the content through Vite's module runner, which cannot inline their CommonJS.
      noExternal: true,
      external: ['pino', 'yaml'],
    },
  };
});
