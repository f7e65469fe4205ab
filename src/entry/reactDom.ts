// Start-up stage: React's renderer for the page (see main.tsx).
export { createRoot, hydrateRoot } from 'react-dom/client';
