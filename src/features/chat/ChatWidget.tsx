import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { config } from '@/lib/config/siteConfig';
import { deferredModule } from '@/lib/loading/deferredModule';
import { useConsentGranted, useSessionUser } from '@/lib/state/appActors';
import { CHAT_LOAD_ERROR } from './chatLoadError';

/** The widget's loader: fetched once the visitor has granted the functional category (most never do). */
const chatLoader = deferredModule(() => import('./chatLoader'));

/** Keeps the third-party chat widget in step with the session and the route; it renders nothing. */
export function ChatWidget() {
  const [path] = useLocation();
  const user = useSessionUser();
  // The widget is a functional-cookie service: nothing of it loads before that category is granted.
  const granted = useConsentGranted('functional');
  // Syncs an external widget; the flow of sign-in and logout lives in the session machine.
  useEffect(() => {
    const chat = config.chat;
    if (!chat || !granted) return;
    // In order: every call waits for the same module, then runs as it was made.
    chatLoader.preload().then(
      (loader) => loader.syncChatWidget(chat, user, path),
      () => console.error(CHAT_LOAD_ERROR),
    );
  }, [user, path, granted]);
  return null;
}
