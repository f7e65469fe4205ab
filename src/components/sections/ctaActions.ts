import { createContext, useContext } from 'react';

/** What a call to action does (content names them): open one of the site's dialogs. */
export type CtaAction = 'start-free' | 'book-demo' | 'contact-sales' | 'discovery-call';

export interface Cta {
  label: string;
  action?: CtaAction;
  href?: string;
}

/**
 * The app provides the real dialogs (sign-up, demo scheduler, contact form, discovery call); sections
 * only name the action, so they stay free of the app's actors.
 */
export const CtaActionsContext = createContext<(action: CtaAction) => void>(() => {});

export const useCtaAction = () => useContext(CtaActionsContext);
