import { consentMachine } from '@machines/consent';
import { fromPromise } from 'xstate';
import { withAds } from '@/lib/tracking/loadAds';
import { readStoredConsent, writeStoredConsent } from './consentStorage';

/** The consent machine with real storage, Google Consent Mode (its module loaded on the first choice) and the page reload. */
export const createConsentLogic = () =>
  consentMachine.provide({
    actors: {
      readStoredChoice: fromPromise(async () => readStoredConsent()),
    },
    actions: {
      // Consent Mode's defaults are queued by withAds as the ads module arrives, ahead of every other call.
      setGoogleConsentDefaults: () => undefined,
      updateGoogleConsent: (_, choice) => {
        void withAds((ads) => ads.updateGoogleConsent(choice));
      },
      persistChoice: (_, choice) => {
        // Storage can be full or switched off: the choice then holds for this visit only.
        try {
          writeStoredConsent(choice);
        } catch (error) {
          console.error('Could not store the cookie choice', error);
        }
      },
      reloadPage: () => window.location.reload(),
      logStorageError: (_, { error }) => console.error('Ignoring the stored cookie choice', error),
    },
  });
