import type * as api from '@/lib/http/api';
import type { toast } from '@/lib/ui/toast';
import type { navigateTo } from './navigate';

/**
 * What the auth dialog's wiring calls out to; a component test gives fakes of these. A module of its
 * own, so the sign-in flows' chunk (authFlows.effects.ts) and the dialog's wiring both read it without
 * importing each other.
 */
export interface AuthDialogEffects {
  calls: Pick<typeof api, 'login' | 'oauthLogin' | 'sendVerifyCode' | 'checkVerifyCode' | 'register'>;
  notify: typeof toast;
  navigate: typeof navigateTo;
}
