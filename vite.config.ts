import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  build: {
    target: 'es2022',
    // Source maps stay out of the shipped bundle; `npm run bench` measures what users download.
    sourcemap: false,
    // Which chunks make up each lazy piece: read by `npm run bench`; moved out of the served folder.
    manifest: true,
    rolldownOptions: {
      // The site, and the flow lab (a page of its own, outside the site's routes) for product staff and QA.
      input: { main: 'index.html', flowLab: 'flow-lab.html' },
    },
  },
  ssr: {
    // The prerender bundle carries its own copy of every dependency, so it runs in plain Node.
    noExternal: true,
    external: ['@emotion/server'],
  },
});
