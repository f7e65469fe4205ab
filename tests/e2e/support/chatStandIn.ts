/**
 * A local stand-in for the chat widget's script (an Intercom-style messenger), served to the page with
 * `page.route` at the test build's script address (E2E.chat.scriptBase, on the site itself: nothing
 * goes to a third-party host). Like the real script it replays the snippet's queue, then answers
 * `Intercom('boot' | 'update' | 'shutdown', settings)`: it shows a launcher button while booted unless
 * `hide_default_launcher`, and removes it on shutdown. Every call is kept on `window.__chatStandIn`.
 */
import type { Page, Request } from '@playwright/test';
import { E2E } from './env';

export const CHAT_SCRIPT_PATH = `${E2E.chat.scriptBase}/${E2E.chat.appId}`;

export interface ChatCall {
  command: string;
  settings?: Record<string, unknown>;
}

const STAND_IN = `(() => {
  const calls = [];
  window.__chatStandIn = calls;
  let launcher = null;
  const showLauncher = (settings) => {
    if (settings && settings.hide_default_launcher) {
      if (launcher) launcher.style.display = 'none';
      return;
    }
    if (!launcher) {
      launcher = document.createElement('button');
      launcher.type = 'button';
      launcher.setAttribute('aria-label', 'Open chat');
      launcher.textContent = 'Chat';
      Object.assign(launcher.style, {
        position: 'fixed', right: '20px', bottom: '20px', width: '56px', height: '56px',
        borderRadius: '50%', border: 'none', background: '#1f2937', color: '#fff', zIndex: '2147483000',
      });
      document.body.appendChild(launcher);
    }
    launcher.style.display = '';
  };
  const messenger = (command, settings) => {
    calls.push(settings === undefined ? { command } : { command, settings: JSON.parse(JSON.stringify(settings)) });
    if (command === 'boot' || command === 'update') showLauncher(settings);
    if (command === 'shutdown' && launcher) { launcher.remove(); launcher = null; }
  };
  const queued = (window.Intercom && window.Intercom.q) || [];
  window.Intercom = messenger;
  for (const args of queued) messenger(...args);
})();`;

/** Serves the stand-in for the widget's script; returns the requests the page made for it. */
export async function serveChatStandIn(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`**${E2E.chat.scriptBase}/**`, (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
  });
  return requests;
}

/** Makes the widget's script fail to load, as offline. */
export async function failChatScript(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`**${E2E.chat.scriptBase}/**`, (route) => {
    requests.push(route.request());
    return route.abort('connectionfailed');
  });
  return requests;
}

/** What the page asked of the messenger so far. */
export const chatCalls = (page: Page): Promise<ChatCall[]> =>
  page.evaluate(() => (Reflect.get(window, '__chatStandIn') as ChatCall[] | undefined) ?? []);
