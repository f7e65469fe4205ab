import { consentMachine } from '@machines/consent';
import { fromPromise } from 'xstate';
import { setGoogleConsentDefaults, updateGoogleConsent } from '@/lib/tracking/ads';
import { readStoredConsent, writeStoredConsent } from './consentStorage';

/** The consent machine with real storage, Google Consent Mode and the page reload. */
export const createConsentLogic = () =>
  consentMachine.provide({
    actors: {
      readStoredChoice: fromPromise(async () => readStoredConsent()),
    },
    actions: {
      setGoogleConsentDefaults: () => setGoogleConsentDefaults(),
      updateGoogleConsent: (_, choice) => updateGoogleConsent(choice),
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
