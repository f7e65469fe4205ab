import { assign, fromPromise, setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import type { IntegrationRequest } from '../contract/integrationRequestApi';
import type { WordsFor } from './words';

// "Ask for this integration" on /integrations: a search that finds nothing offers a small form
// (the tool's name, prefilled with the search, and an e-mail), sent to the reference server.
// idle -> submitting -> sent | failed; a failure keeps the form to try again. A new search starts a
// new form (the page keys it by the search).

export interface IntegrationRequestContext {
  /** The request as last sent, for the confirmation ("We have noted Buildertrend"). */
  integration: string;
  email: string;
  /** The server's message for a refused or failed request; null otherwise. */
  error: string | null;
}

export type IntegrationRequestEvent = { type: 'ask.submit' } & IntegrationRequest;

const empty: IntegrationRequestContext = { integration: '', email: '', error: null };

/** What a failed call rejects with: the client's `{ status, message }`, or anything else. */
const messageOf = (error: unknown): string => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
};

export const integrationRequestMachine = setup({
  types: {
    context: {} as IntegrationRequestContext,
    events: {} as IntegrationRequestEvent,
  },
  actors: {
    /** App: POST {api}/integration-requests. */
    sendIntegrationRequest: fromPromise<unknown, IntegrationRequest>(async () => {
      throw new Error('sendIntegrationRequest: not provided');
    }),
  },
  actions: {
    /** The request about to be sent, kept for the confirmation; a failure's message is cleared. */
    keepRequest: assign(({ event }) => ({ integration: event.integration, email: event.email, error: null })),
  },
}).createMachine({
  id: 'integrationRequest',
  description:
    'Ask for this integration: a name and an e-mail sent to the server from an empty integrations search; sent, or failed with the reason.',
  meta: {
    name: 'Ask for an integration',
    words: {
      events: {
        'ask.submit': `The visitor presses ${BUTTON_LABELS.askForIntegration} with a name and an e-mail`,
      },
      guards: {},
      calls: {
        sendIntegrationRequest: {
          does: 'Sends the request for the integration to the server',
          done: 'The server has stored the request',
          error: 'The server refuses, or cannot be reached',
        },
      },
    },
  } satisfies WordsFor<IntegrationRequestEvent>,
  context: empty,
  initial: 'idle',
  states: {
    idle: {
      description: 'The form asks for the integration’s name and an e-mail to write back to',
      on: {
        'ask.submit': { target: 'submitting', actions: 'keepRequest' },
      },
    },
    // No submit here: a second press while sending sends nothing.
    submitting: {
      description: 'Sending the request; the button is disabled',
      invoke: {
        id: 'sendIntegrationRequest',
        src: 'sendIntegrationRequest',
        input: ({ context }) => ({ integration: context.integration, email: context.email }),
        onDone: { target: 'sent' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    sent: {
      description: 'The request is stored; the form is replaced by a thank-you naming the integration',
    },
    failed: {
      description: 'The request was refused or could not be sent; the form shows why and can be sent again',
      on: {
        'ask.submit': { target: 'submitting', actions: 'keepRequest' },
      },
    },
  },
});
