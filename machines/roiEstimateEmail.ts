import { assign, fromPromise, setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import { FIELD_MESSAGES } from '../contract/messages';
import type { RoiEstimate, RoiEstimateRequest } from '../contract/roiEstimate';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

/**
 * "Email me this estimate" on the ROI calculator: one field, the e-mail address; the calculator's
 * inputs go with the send event, and the server computes, links and mails the estimate from them. Sending asks the server to mail it; a failure
 * shows the server's message and the form stays to try again. Once sent, a call is offered, never
 * required.
 */

export interface RoiEstimateEmailContext {
  email: string;
  /** What stops the sending: the address's message, or the server's. */
  error: string | null;
  /** The address the last estimate went to. */
  sentTo: string | null;
}

export type RoiEstimateEmailEvent =
  | { type: 'estimate.open' }
  | { type: 'estimate.email.change'; email: string }
  | { type: 'estimate.send'; estimate: RoiEstimate }
  | { type: 'estimate.close' }
  | { type: 'estimate.call.book' }
  | { type: 'estimate.again' };

// The server checks the address for real; this catches what a visitor mistypes before a round trip.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const idleContext: RoiEstimateEmailContext = { email: '', error: null, sentTo: null };

export const roiEstimateEmailMachine = setup({
  types: {
    context: {} as RoiEstimateEmailContext,
    events: {} as RoiEstimateEmailEvent,
  },
  actors: {
    /** App: POST {api}/roi-estimates. */
    sendEstimate: fromPromise<unknown, RoiEstimateRequest>(async () => {
      throw new Error('sendEstimate: not provided');
    }),
  },
  actions: {
    /** App: opens the booking of a call. */
    openBookCall: () => {},
  },
  guards: {
    emailMissing: ({ context }) => context.email.trim() === '',
    emailInvalid: ({ context }) => !LOOKS_LIKE_EMAIL.test(context.email.trim()),
  },
}).createMachine({
  id: 'roiEstimateEmail',
  description:
    'Email me this estimate: asks only for an e-mail address, sends the estimate through the server, then offers a call.',
  meta: {
    name: 'Email me this estimate',
    words: {
      events: {
        'estimate.open': `The visitor presses ${BUTTON_LABELS.emailEstimate}`,
        'estimate.email.change': 'The visitor types their e-mail address',
        'estimate.send': `The visitor presses ${BUTTON_LABELS.sendEstimate}`,
        'estimate.close': 'The visitor closes the form',
        'estimate.call.book': `The visitor presses ${BUTTON_LABELS.bookCall} after the estimate is sent`,
        'estimate.again': 'The visitor wants the estimate sent again, maybe to another address',
      },
      guards: {
        emailMissing: 'No e-mail address is typed',
        emailInvalid: 'The text typed is not an e-mail address',
      },
      calls: {
        sendEstimate: {
          does: 'Asks the server to e-mail the estimate',
          done: 'The server has e-mailed the estimate',
          error: 'The server refuses, or cannot be reached',
        },
      },
    },
  } satisfies WordsFor<RoiEstimateEmailEvent>,
  context: idleContext,
  initial: 'idle',
  on: { 'estimate.close': { target: '.idle', actions: assign({ error: null }) } },
  states: {
    idle: {
      description: `Only the ${BUTTON_LABELS.emailEstimate} button shows`,
      on: { 'estimate.open': 'editing' },
    },
    editing: {
      description: 'The form asks for an e-mail address, nothing else',
      on: {
        'estimate.email.change': { actions: assign({ email: ({ event }) => event.email, error: null }) },
        'estimate.send': [
          { guard: 'emailMissing', actions: assign({ error: FIELD_MESSAGES.emailRequired }) },
          { guard: 'emailInvalid', actions: assign({ error: FIELD_MESSAGES.emailInvalid }) },
          { target: 'sending', actions: assign({ error: null }) },
        ],
      },
    },
    // No 'estimate.send' here: a second press while sending sends nothing.
    sending: {
      description: 'Asking the server to e-mail the estimate; Send is disabled',
      invoke: {
        id: 'sendEstimate',
        src: 'sendEstimate',
        input: ({ context, event }): RoiEstimateRequest => {
          if (event.type !== 'estimate.send') throw new Error('sendEstimate: entered without an estimate');
          return { ...event.estimate, email: context.email.trim() };
        },
        onDone: { target: 'sent', actions: assign({ sentTo: ({ context }) => context.email.trim() }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: "The estimate was not sent: the server's message shows and the form stays to try again",
      on: {
        'estimate.email.change': {
          target: 'editing',
          actions: assign({ email: ({ event }) => event.email, error: null }),
        },
        // The address was checked before the failed send and has not changed since.
        'estimate.send': { target: 'sending', actions: assign({ error: null }) },
      },
    },
    sent: {
      description: 'The estimate is on its way; a call is offered',
      on: {
        'estimate.call.book': { actions: 'openBookCall' },
        'estimate.again': 'editing',
      },
    },
  },
});
