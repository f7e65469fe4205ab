import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'wouter';
import { type CtaAction, CtaActionsContext } from '@/components/sections/ctaActions';
import { startForFree } from '@/features/header/startForFree';
import {
  useDemoDialog,
  useDiscoveryCall,
  useOpenContact,
  useSessionToken,
  useShowAuth,
} from '@/lib/appActors';

/**
 * Gives the sections' calls to action their dialogs: Start for free is the header's (sign-up, or the
 * companion application on /ai-form when signed in), Book a demo the demo scheduler, Contact sales
 * the contact form, and a discovery call its scheduler.
 */
export function CtaActions({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const token = useSessionToken();
  const showAuth = useShowAuth();
  const demo = useDemoDialog();
  const openContact = useOpenContact();
  const discoveryCall = useDiscoveryCall();
  const run = useCallback(
    (action: CtaAction) => {
      if (action === 'start-free') startForFree(path, token, () => showAuth('signup'));
      else if (action === 'book-demo') demo.show();
      else if (action === 'contact-sales') openContact();
      else discoveryCall.show();
    },
    [path, token, showAuth, demo, openContact, discoveryCall],
  );
  return <CtaActionsContext value={run}>{children}</CtaActionsContext>;
}
