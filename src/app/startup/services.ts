// Start-up, fourth stage: the HTTP client and the toasts (see src/app/main.tsx).
export { connectHttp } from '@/lib/http';
export { toast } from '@/lib/toast';
