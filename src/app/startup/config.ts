// Start-up stage: the configuration, checked with its schema (see src/app/main.tsx).
export { config } from '@/lib/config';
