// Start-up stage: the toasts (see src/app/main.tsx).
export { toast } from '@/lib/toast';
