// Start-up stage: the HTTP client (see src/app/main.tsx).
export { connectHttp } from '@/lib/http';
