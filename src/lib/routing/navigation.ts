// One way to navigate from anywhere in the app (features, actors): the route middleware receives
// every request. The app connects its middleware actor at start; before that there is no instance
// to ask, which is an internal error (SPEC 8), never a silent full page load.

export interface NavigateOptions {
  /** Replace the current history entry. */
  replace?: boolean;
  /** Leaving the site on purpose (hand-offs to ARP): without it an external URL is refused. */
  external?: boolean;
  /** With `external`: open a new tab. */
  newTab?: boolean;
}

export type Navigator = (to: string, options: NavigateOptions) => void;

let navigator_: Navigator | null = null;

export function connectNavigation(next: Navigator | null): void {
  navigator_ = next;
}

export function navigate(to: string, options: NavigateOptions = {}): void {
  if (!navigator_) {
    throw new Error(`Navigation to ${to} is unavailable: the route middleware instance has not started`);
  }
  navigator_(to, options);
}
