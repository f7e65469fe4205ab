// Start-up stage: Emotion and MUI's styling core with the site's theme (see src/app/main.tsx).
export { default as createCache } from '@emotion/cache';
export { CacheProvider } from '@emotion/react';
export { theme } from '@/app/theme';
