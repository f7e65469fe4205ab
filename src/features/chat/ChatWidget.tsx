import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSessionUser } from '../../lib/appActors';
import { config } from '../../lib/config';
import { type ChatSettings, chatSettings, hidesChatLauncher } from './chatSettings';

type Messenger = ((command: string, settings?: ChatSettings) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    Intercom?: Messenger;
    intercomSettings?: ChatSettings;
  }
}

let scriptRequested = false;
/** Whose data the messenger holds: a signed-in user's id, or null for a visitor. */
let identifiedAs: string | null = null;

/** Loads the third-party messenger once; offline it fails quietly (the site works without it). */
function loadMessenger(appId: string) {
  if (scriptRequested) return;
  scriptRequested = true;
  // The snippet's queue: calls made before the script arrives are replayed by it.
  const queue: Messenger = (...args: unknown[]) => {
    queue.q?.push(args);
  };
  queue.q = [];
  window.Intercom = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
  script.onerror = () => console.warn('The chat widget could not be loaded');
  document.head.appendChild(script);
}

/** The customer-chat widget (SPEC 1): every page but the online form, with the signed-in user's data. */
export function ChatWidget() {
  const [path] = useLocation();
  const user = useSessionUser();
  const chat = config.chat;

  // Syncs an external widget with the session and the route; it holds no flow of its own.
  useEffect(() => {
    if (!chat) return;
    const settings = chatSettings(chat, user, hidesChatLauncher(path));
    window.intercomSettings = settings;
    // The online form never loads the widget; if it was loaded earlier, its launcher is hidden.
    if (hidesChatLauncher(path) && !scriptRequested) return;
    const firstCall = !scriptRequested;
    loadMessenger(chat.appId);
    const who = settings.user_id ?? null;
    if (firstCall) {
      window.Intercom?.('boot', settings);
    } else if (identifiedAs !== null && who !== identifiedAs) {
      // After a logout (or another sign-in) the previous user's conversations must not stay on screen.
      window.Intercom?.('shutdown');
      window.Intercom?.('boot', settings);
    } else {
      window.Intercom?.('update', settings);
    }
    identifiedAs = who;
  }, [user, path]);

  return null;
}
