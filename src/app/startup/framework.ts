// Start-up stage: React, Emotion and MUI with the theme (see src/app/main.tsx).
export { default as createCache } from '@emotion/cache';
export { CacheProvider } from '@emotion/react';
export { createRoot, hydrateRoot } from 'react-dom/client';
export { theme } from '@/app/theme';
