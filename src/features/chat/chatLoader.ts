import type { ChatRegion } from '@machines/constants';
import type { SessionUser } from '@machines/session';
import { CHAT_LOAD_ERROR } from './chatLoadError';
import { type ChatSettings, chatSettings, hidesChatLauncher } from './chatSettings';

type Messenger = ((command: string, settings?: ChatSettings) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    Intercom?: Messenger;
    intercomSettings?: ChatSettings;
  }
}

export interface ChatConfig {
  appId: string;
  region: ChatRegion;
  /** The script is `{scriptBase}/{appId}`. */
  scriptBase: string;
}

let scriptRequested = false;
let booted = false;
/** Whose data the messenger holds: a signed-in user's id, or null for a visitor. */
let identifiedAs: string | null = null;

/** Loads the third-party messenger once; offline it fails quietly (one console error, nothing shown). */
function loadMessenger(chat: ChatConfig) {
  scriptRequested = true;
  // The snippet's queue: calls made before the script arrives are replayed by it.
  const queue: Messenger = (...args: unknown[]) => {
    queue.q?.push(args);
  };
  queue.q = [];
  window.Intercom = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${chat.scriptBase}/${encodeURIComponent(chat.appId)}`;
  script.onerror = () => {
    script.remove();
    console.error(CHAT_LOAD_ERROR);
  };
  document.head.appendChild(script);
}

/**
 * The chat widget's one entry point (SPEC 1): on every page but the online form, with the signed-in
 * user's data. Called whenever the user or the path changes; a consent gate wraps this call.
 * The first call loads and boots the messenger; a sign-in or logout shuts the previous session down
 * and boots a new one (a user's conversations never stay on screen for the next person); any other
 * change (the profile, the page) updates it. The online form page never loads it, and hides its
 * launcher when it was loaded earlier.
 */
export function syncChatWidget(chat: ChatConfig, user: SessionUser | null, path: string): void {
  const hideLauncher = hidesChatLauncher(path);
  const settings = chatSettings(chat, user, hideLauncher);
  window.intercomSettings = settings;
  if (hideLauncher && !scriptRequested) return;
  if (!scriptRequested) loadMessenger(chat);
  const who = settings.user_id ?? null;
  if (!booted) {
    window.Intercom?.('boot', settings);
    booted = true;
  } else if (who !== identifiedAs) {
    window.Intercom?.('shutdown');
    window.Intercom?.('boot', settings);
  } else {
    window.Intercom?.('update', settings);
  }
  identifiedAs = who;
}
