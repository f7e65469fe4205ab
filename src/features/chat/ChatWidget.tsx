import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useConsentGranted, useSessionUser } from '@/lib/appActors';
import { config } from '@/lib/config';
import { syncChatWidget } from './chatLoader';

/** Keeps the third-party chat widget in step with the session and the route; it renders nothing. */
export function ChatWidget() {
  const [path] = useLocation();
  const user = useSessionUser();
  // The widget is a functional-cookie service: nothing of it loads before that category is granted.
  const granted = useConsentGranted('functional');
  // Syncs an external widget; the flow of sign-in and logout lives in the session machine.
  useEffect(() => {
    if (config.chat && granted) syncChatWidget(config.chat, user, path);
  }, [user, path, granted]);
  return null;
}
