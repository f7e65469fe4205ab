import { assign, fromPromise, setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import type { ContactRequest, PreferredTime } from '../contract/contactRequest';
import type { WordsFor } from './words';

// The contact-sales dialog (SPEC 2 'Contact dialog', 4, 7): the form, then on success an embedded
// scheduling widget prefilled with name and email. The page is scroll-locked while it is open.
// The form may carry a preferred time for the call (DESIGN 5 'demo without cookies'): opened from a scheduler that is not
// loaded ("ask for a time"), it asks for one instead of a phone number, and the next step confirms it.

export interface ContactContext {
  firstname: string;
  lastname: string;
  /** Prefilled by the opening event; then the submitted email, for the scheduler. */
  email: string;
  /**
   * The submitted phone number (`(+DIAL) NATIONAL`): the form shows it again after a failed submit;
   * '' for a request for a demo time, which asks for none.
   */
  phoneNumber: string;
  /** The last submit failed: "Something went wrong. Please try again." */
  error: boolean;
  /** Opened to ask for a demo time instead of loading the scheduler: a preferred time, no phone number. */
  askingForTime: boolean;
  /** The submitted preferred time and its time zone, for the confirmation. */
  preferredTime: PreferredTime | null;
  timeZone: string | null;
}

export type ContactEvent =
  | { type: 'contact.open'; email?: string; askForTime?: boolean }
  | ({ type: 'contact.submit' } & ContactRequest)
  | { type: 'contact.close' };

const emptyContact: ContactContext = {
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  error: false,
  askingForTime: false,
  preferredTime: null,
  timeZone: null,
};

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    /** App: POST {api}/test/homepage-cta; the answer is not read. */
    submitContact: fromPromise<unknown, ContactRequest>(async () => {
      throw new Error('submitContact: not provided');
    }),
  },
  actions: {
    /** App: the ads conversion event, when an ads id is configured. */
    trackConversion: () => {},
    lockScroll: () => {},
    unlockScroll: () => {},
    reset: assign(emptyContact),
  },
}).createMachine({
  id: 'contact',
  description: 'Contact-sales dialog: form, then the scheduling widget; error flag on failure.',
  meta: {
    name: 'Contact',
    words: {
      calls: {
        submitContact: {
          does: 'Sends the form to the server',
          done: 'The server has the request',
          error: 'The server refuses, or cannot be reached',
        },
      },
      events: {
        'contact.open': 'Something on the page opens the contact dialog, maybe with an e-mail address',
        'contact.submit': `The visitor presses ${BUTTON_LABELS.getStarted} with the filled-in form`,
        'contact.close': 'The visitor closes the dialog (close button or Escape)',
      },
      guards: {},
    },
  } satisfies WordsFor<ContactEvent>,
  context: emptyContact,
  initial: 'closed',
  states: {
    closed: {
      description: 'The contact dialog is closed',
      on: {
        'contact.open': {
          target: 'open',
          actions: assign({
            email: ({ event }) => event.email ?? '',
            askingForTime: ({ event }) => event.askForTime ?? false,
          }),
        },
      },
    },
    open: {
      description: 'The contact dialog is open and the page behind it does not scroll',
      entry: 'lockScroll',
      exit: 'unlockScroll',
      initial: 'form',
      on: { 'contact.close': { target: 'closed', actions: 'reset' } },
      states: {
        form: {
          description:
            'The form asks for first name, last name, work e-mail and phone number, or when asking for a demo time a preferred time instead of the phone number',
          on: {
            'contact.submit': {
              target: 'submitting',
              actions: assign(({ event }) => ({
                firstname: event.firstname,
                lastname: event.lastname,
                email: event.email,
                phoneNumber: event.phone_number ?? '',
                preferredTime: event.preferred_time ?? null,
                timeZone: event.time_zone ?? null,
                error: false,
              })),
            },
          },
        },
        // No 'contact.submit' here: a second click while sending sends nothing.
        submitting: {
          description: 'Sending the form; Get started is disabled',
          invoke: {
            id: 'submitContact',
            src: 'submitContact',
            // What the submit stored in the context, as the contract names it.
            input: ({ context }): ContactRequest => ({
              firstname: context.firstname,
              lastname: context.lastname,
              ...(context.phoneNumber ? { phone_number: context.phoneNumber } : {}),
              email: context.email,
              ...(context.preferredTime ? { preferred_time: context.preferredTime } : {}),
              ...(context.timeZone ? { time_zone: context.timeZone } : {}),
            }),
            onDone: { target: 'scheduling', actions: 'trackConversion' },
            onError: { target: 'form', actions: assign({ error: true }) },
          },
        },
        scheduling: {
          description:
            'The form is sent; the scheduling widget shows, filled in with the name and e-mail, or without functional cookies the time we will call',
        },
      },
    },
  },
});
