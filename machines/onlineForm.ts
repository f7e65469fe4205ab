import { assign, fromPromise, setup } from 'xstate';
import type { FormAnswer } from '../contract/publicContent';
import { errorMessage } from './errorMessage';
import type { WordsFor } from './words';

// An online form once its definition is loaded (the page loads it with pageData):
// editing -> submitting -> submitted | editing with the server's errors.
// The answers reaching 'form.submit' already passed the client-side checks built from the definition.

export interface OnlineFormInput {
  formId: string;
}

export interface OnlineFormContext {
  formId: string;
  /** The server's message per field from the last refused submit (`{ errors }` of a 400 answer). */
  fieldErrors: Record<string, string>;
  /** The server's message (or the client's) from the last failed submit. */
  error: string | null;
}

export type OnlineFormEvent =
  | { type: 'form.submit'; answers: Record<string, FormAnswer> }
  /** The visitor changed a field: its server error no longer applies. */
  | { type: 'form.field.change'; name: string };

export interface OnlineFormSubmission {
  formId: string;
  answers: Record<string, FormAnswer>;
}

/** `{ errors: { field: message } }` of a refused submission, keeping only string messages. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'errors') : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export const onlineFormMachine = setup({
  types: {
    input: {} as OnlineFormInput,
    context: {} as OnlineFormContext,
    events: {} as OnlineFormEvent,
  },
  actors: {
    /** App: POST {api}/forms/{id}/submissions; rejects with `{ status, message, errors }` or an Error. */
    submitForm: fromPromise<unknown, OnlineFormSubmission>(async () => {
      throw new Error('submitForm: not provided');
    }),
  },
  actions: {
    /** App: go to the thank-you page (/form-submit-result). */
    showResult: () => {},
  },
  guards: {
    hasFieldError: ({ context }, params: { name: string }) => params.name in context.fieldErrors,
  },
}).createMachine({
  id: 'onlineForm',
  description: 'An online form: submit answers, then the result page or the server field errors.',
  meta: {
    name: 'Online form',
    // The form the server seeds (server/db/seed.ts), so the lab's screen draws its fields.
    exampleInput: { formId: 'demo' },
    words: {
      calls: {
        submitForm: {
          does: 'Sends the answers to the server',
          done: 'The server takes the answers',
          error: 'The server refuses them (field errors), or cannot be reached',
        },
      },
      events: {
        'form.submit': "The visitor submits answers that pass the form's own checks",
        'form.field.change': 'The visitor changes a field',
      },
      guards: { hasFieldError: 'The server had found a problem with that field' },
    },
  } satisfies WordsFor<OnlineFormEvent>,
  context: ({ input }) => ({ formId: input.formId, fieldErrors: {}, error: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The visitor fills in the form; problems the server found show under their fields',
      on: {
        'form.submit': { target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
        'form.field.change': {
          guard: { type: 'hasFieldError', params: ({ event }) => ({ name: event.name }) },
          actions: assign({
            fieldErrors: ({ context, event }) =>
              Object.fromEntries(Object.entries(context.fieldErrors).filter(([name]) => name !== event.name)),
          }),
        },
      },
    },
    // No 'form.submit' here: a second click while sending sends nothing.
    submitting: {
      description: 'Sending the answers; Submit is disabled',
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context, event }) => ({
          formId: context.formId,
          answers: event.type === 'form.submit' ? event.answers : {},
        }),
        onDone: { target: 'submitted' },
        onError: {
          target: 'editing',
          actions: assign({
            fieldErrors: ({ event }) => fieldErrorsOf(event.error),
            error: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    submitted: {
      description: 'The answers are in: the thank-you page shows',
      type: 'final',
      entry: 'showResult',
    },
  },
});
