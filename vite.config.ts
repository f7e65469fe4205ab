import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // Source maps stay out of the shipped bundle; `npm run bench` measures what users download.
    sourcemap: false,
  },
  ssr: {
    // The prerender bundle carries its own copy of every dependency, so it runs in plain Node.
    noExternal: true,
    external: ['@emotion/server'],
  },
});
