/**
 * A local stand-in for Google's sign-in script (https://accounts.google.com/gsi/client), served to the
 * page with `page.route`. It implements just enough of `google.accounts.id` for @react-oauth/google:
 * `initialize`, `renderButton` (a "Continue with Google" button that hands the given ID token to the
 * callback when clicked), `prompt` (One Tap: reports "not displayed"), `cancel` and
 * `disableAutoSelect`. What it was called with is kept on `window.__googleStandIn` for assertions.
 */
import type { Page } from '@playwright/test';

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleStandInOptions {
  /** The ID token handed to the callback on a click; `undefined` hands over no credential. */
  credential?: string;
}

function standInScript({ credential }: GoogleStandInOptions): string {
  return `(() => {
  const credential = ${JSON.stringify(credential ?? null)};
  const calls = { initialize: [], renderButton: [], prompt: 0, cancel: 0, disableAutoSelect: 0 };
  window.__googleStandIn = calls;
  let config = null;
  const id = {
    initialize(options) {
      config = options;
      const { callback, ...rest } = options;
      calls.initialize.push(rest);
    },
    renderButton(parent, options) {
      calls.renderButton.push(options);
      parent.replaceChildren();
      const button = document.createElement('div');
      button.setAttribute('role', 'button');
      button.tabIndex = 0;
      button.textContent = 'Continue with Google';
      Object.assign(button.style, {
        boxSizing: 'border-box', height: '40px', width: (options.width || 320) + 'px',
        display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '8px',
        border: '1px solid #dadce0', borderRadius: '4px', background: '#fff', color: '#3c4043',
        font: '500 14px system-ui, sans-serif', cursor: 'pointer',
      });
      const hand = () => config && config.callback(credential ? { credential, select_by: 'btn' } : { select_by: 'btn' });
      button.addEventListener('click', hand);
      button.addEventListener('keydown', (event) => { if (event.key === 'Enter' || event.key === ' ') hand(); });
      parent.appendChild(button);
    },
    prompt(listener) {
      calls.prompt += 1;
      if (typeof listener === 'function') {
        listener({
          isDisplayMoment: () => true, isDisplayed: () => false, isNotDisplayed: () => true,
          getNotDisplayedReason: () => 'opt_out_or_no_session', isSkippedMoment: () => false,
          getSkippedReason: () => undefined, isDismissedMoment: () => false,
          getDismissedReason: () => undefined, getMomentType: () => 'display',
        });
      }
    },
    cancel() { calls.cancel += 1; },
    disableAutoSelect() { calls.disableAutoSelect += 1; },
  };
  window.google = { accounts: { id } };
})();`;
}

/** Serves the stand-in script to the page instead of Google's. */
export async function serveGoogleStandIn(page: Page, options: GoogleStandInOptions = {}): Promise<void> {
  await page.route(`${GOOGLE_SCRIPT_URL}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: standInScript(options) }),
  );
}

/** Makes Google's script fail to load. */
export async function failGoogleScript(page: Page): Promise<void> {
  await page.route(`${GOOGLE_SCRIPT_URL}**`, (route) => route.abort('connectionfailed'));
}
