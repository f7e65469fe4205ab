import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import type { WordsFor } from './words';

// Cookie consent (issue 13). Four categories: necessary (always on, not part of the choice),
// functional (the chat widget, the scheduler's embedded frames), marketing (the ads tag and its
// conversion) and statistics (the count of visitors' steps through the flows, issue 45). Nothing of a
// category loads before it is granted; the app reads `granted` from the
// snapshot at each loader's entry point, and mirrors it into Google Consent Mode with the actions.
//
// unknown  -> the stored choice is read; a choice under the current policy version is kept,
//             anything else (none, an older version, unreadable) asks.
// asking   -> the banner, or the settings dialog opened from it.
// decided  -> per category; the footer's "Cookie settings" reopens the choice (changing).
// Where consent is not required (VITE_CONSENT_REQUIRED=false) the third parties' categories are granted
// at once; statistics is never on without the visitor's own choice. A choice stored before statistics
// existed keeps its version and counts as statistics refused.

export type ConsentCategory = 'functional' | 'marketing' | 'statistics';

export interface ConsentChoice {
  functional: boolean;
  marketing: boolean;
  statistics: boolean;
}

/**
 * What localStorage keeps: the choice, when it was made and under which policy version. A choice
 * stored before the statistics category existed has no `statistics`: it counts as refused.
 */
export interface StoredConsent extends Omit<ConsentChoice, 'statistics'> {
  statistics?: boolean;
  version: string;
  /** ISO 8601 */
  date: string;
}

export interface ConsentInput {
  /** false where no banner is needed: every category counts as granted. */
  required: boolean;
  /** The cookie policy's version; a stored choice made under another version asks again. */
  policyVersion: string;
}

export interface ConsentContext extends ConsentInput {
  granted: ConsentChoice;
  /** The settings dialog's switches, committed by consent.save. */
  draft: ConsentChoice;
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  /** Opens the settings dialog: from the banner, or later from the footer's "Cookie settings". */
  | { type: 'consent.customize' }
  | { type: 'consent.toggle'; category: ConsentCategory }
  | { type: 'consent.save' }
  | { type: 'consent.close' }
  /** One category granted where its content is (the scheduler's "Load the scheduler" button). */
  | { type: 'consent.grant'; category: ConsentCategory };

const NONE: ConsentChoice = { functional: false, marketing: false, statistics: false };
const ALL: ConsentChoice = { functional: true, marketing: true, statistics: true };
/** Where consent is not required: the third parties load, the visitor's steps are not counted. */
const UNASKED: ConsentChoice = { functional: true, marketing: true, statistics: false };

/** After a choice: store it with the policy version, and tell Google Consent Mode. */
const recordChoice = [
  {
    type: 'persistChoice',
    params: ({ context }: { context: ConsentContext }) => ({
      ...context.granted,
      version: context.policyVersion,
    }),
  },
  { type: 'updateGoogleConsent', params: ({ context }: { context: ConsentContext }) => context.granted },
] as const;

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    /** App: the stored choice from localStorage, or null. */
    readStoredChoice: fromPromise<StoredConsent | null>(async () => null),
  },
  actions: {
    grant: assign((_, params: ConsentChoice) => ({ granted: params })),
    grantDraft: assign(({ context }) => ({ granted: context.draft })),
    grantCategory: assign(({ context }, params: { category: ConsentCategory }) => ({
      granted: { ...context.granted, [params.category]: true },
    })),
    startDraft: assign(({ context }) => ({ draft: context.granted })),
    toggleDraft: assign(({ context }, params: { category: ConsentCategory }) => ({
      draft: { ...context.draft, [params.category]: !context.draft[params.category] },
    })),
    /** App: Google Consent Mode defaults, every storage denied, before any Google tag can load. */
    setGoogleConsentDefaults: () => {},
    /** App: Google Consent Mode update after a choice (marketing -> ads storage, functional -> functionality). */
    updateGoogleConsent: (_, _params: ConsentChoice) => {},
    /** App: localStorage, with the policy version and the date it is stored (StoredConsent). */
    persistChoice: (_, _params: ConsentChoice & { version: string }) => {},
    /** App: a loaded third-party script cannot be unloaded, so a withdrawal reloads the page. */
    reloadPage: () => {},
    /** App: console.error; an unreadable stored choice asks again. */
    logStorageError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    notRequired: ({ context }) => !context.required,
    isRequired: ({ context }) => context.required,
    isCurrentChoice: ({ context }, stored: StoredConsent | null) =>
      stored !== null && stored.version === context.policyVersion,
    /** The new choice takes back a third party's category granted before (statistics stops without a reload). */
    withdraws: ({ context }, choice: ConsentChoice) =>
      (context.granted.functional && !choice.functional) || (context.granted.marketing && !choice.marketing),
    isDenied: ({ context }, params: { category: ConsentCategory }) => !context.granted[params.category],
  },
}).createMachine({
  id: 'consent',
  description:
    'Cookie consent: reads the stored choice, asks with a banner, decides per category (functional, marketing, statistics), reopened from the footer.',
  meta: {
    name: 'Cookie consent',
    exampleInput: { required: true, policyVersion: '2026-11' },
    words: {
      calls: {
        readStoredChoice: {
          does: 'Reads the cookie choice saved in this browser',
          done: 'The saved choice is read (or there is none)',
          error: 'The saved choice cannot be read',
        },
      },
      events: {
        'consent.acceptAll': `The visitor presses ${BUTTON_LABELS.acceptAll}`,
        'consent.rejectAll': `The visitor presses ${BUTTON_LABELS.necessaryOnly}`,
        'consent.customize':
          'The visitor opens the cookie settings (Customize, or Cookie settings in the footer)',
        'consent.toggle': 'The visitor flips the switch of one kind of cookie',
        'consent.save': 'The visitor saves the settings as switched',
        'consent.close': 'The visitor closes the cookie settings without saving',
        'consent.grant':
          'The visitor allows one kind of cookie where its content is (e.g. Load the scheduler)',
      },
      guards: {
        notRequired: 'This site does not need to ask about cookies',
        isRequired: 'This site needs to ask about cookies',
        isCurrentChoice: 'The saved choice was made under the current cookie policy',
        withdraws: 'The new choice takes back a kind of cookie allowed before',
        isDenied: 'That kind of cookie is not allowed yet',
      },
    },
  } satisfies WordsFor<ConsentEvent>,
  context: ({ input }) => ({ ...input, granted: NONE, draft: NONE }),
  initial: 'unknown',
  states: {
    unknown: {
      description: "The visitor's cookie choice is not known yet; nothing optional loads",
      entry: 'setGoogleConsentDefaults',
      initial: 'checking',
      states: {
        checking: {
          description: 'Checking whether this site needs to ask about cookies at all',
          always: [
            {
              guard: 'notRequired',
              target: '#consent.decided',
              actions: [
                { type: 'grant', params: UNASKED },
                { type: 'updateGoogleConsent', params: UNASKED },
              ],
            },
            { target: 'reading' },
          ],
        },
        reading: {
          description: 'Reading the cookie choice saved in this browser',
          invoke: {
            src: 'readStoredChoice',
            onDone: [
              {
                guard: { type: 'isCurrentChoice', params: ({ event }) => event.output },
                target: '#consent.decided',
                actions: [
                  {
                    type: 'grant',
                    params: ({ event }) => ({
                      functional: event.output?.functional === true,
                      marketing: event.output?.marketing === true,
                      statistics: event.output?.statistics === true,
                    }),
                  },
                  { type: 'updateGoogleConsent', params: ({ context }) => context.granted },
                ],
              },
              { target: '#consent.asking' },
            ],
            onError: {
              target: '#consent.asking',
              actions: { type: 'logStorageError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    asking: {
      description: 'Asking the visitor about cookies',
      initial: 'banner',
      on: {
        'consent.acceptAll': {
          target: 'decided',
          actions: [{ type: 'grant', params: ALL }, ...recordChoice],
        },
        'consent.rejectAll': {
          target: 'decided',
          actions: [{ type: 'grant', params: NONE }, ...recordChoice],
        },
        'consent.grant': {
          target: 'decided',
          actions: [{ type: 'grantCategory', params: ({ event }) => event }, ...recordChoice],
        },
      },
      states: {
        banner: {
          description: 'The cookie banner shows: Accept all, Reject all or Customize',
          on: { 'consent.customize': { target: 'settings', actions: 'startDraft' } },
        },
        settings: {
          description: 'The cookie settings dialog shows a switch per kind of cookie',
          on: {
            'consent.toggle': { actions: { type: 'toggleDraft', params: ({ event }) => event } },
            'consent.save': { target: '#consent.decided', actions: ['grantDraft', ...recordChoice] },
            'consent.close': 'banner',
          },
        },
      },
    },
    decided: {
      description: 'The visitor has chosen; only what they allowed loads',
      on: {
        'consent.customize': { guard: 'isRequired', target: 'changing', actions: 'startDraft' },
        'consent.grant': {
          guard: { type: 'isDenied', params: ({ event }) => event },
          actions: [{ type: 'grantCategory', params: ({ event }) => event }, ...recordChoice],
        },
      },
    },
    changing: {
      description: 'The visitor reopened the cookie settings from the footer to change their choice',
      on: {
        'consent.toggle': { actions: { type: 'toggleDraft', params: ({ event }) => event } },
        'consent.save': [
          {
            guard: { type: 'withdraws', params: ({ context }) => context.draft },
            target: 'decided',
            actions: ['grantDraft', ...recordChoice, 'reloadPage'],
          },
          { target: 'decided', actions: ['grantDraft', ...recordChoice] },
        ],
        'consent.acceptAll': {
          target: 'decided',
          actions: [{ type: 'grant', params: ALL }, ...recordChoice],
        },
        'consent.rejectAll': [
          {
            guard: { type: 'withdraws', params: NONE },
            target: 'decided',
            actions: [{ type: 'grant', params: NONE }, ...recordChoice, 'reloadPage'],
          },
          { target: 'decided', actions: [{ type: 'grant', params: NONE }, ...recordChoice] },
        ],
        'consent.close': 'decided',
      },
    },
  },
});

type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/** The banner shows while the visitor has not chosen and the settings dialog is not open. */
export const selectBannerOpen = (snapshot: ConsentSnapshot) => snapshot.matches({ asking: 'banner' });

/** The settings dialog: opened from the banner, or later from the footer. */
export const selectSettingsOpen = (snapshot: ConsentSnapshot) =>
  snapshot.matches({ asking: 'settings' }) || snapshot.matches('changing');

/** Whether a category may load now. */
export const selectGranted = (category: ConsentCategory) => (snapshot: ConsentSnapshot) =>
  snapshot.context.granted[category];
