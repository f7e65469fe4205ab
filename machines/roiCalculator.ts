import { assign, fromPromise, raise, setup } from 'xstate';
import { BUTTON_LABELS } from '../contract/buttonLabels';
import { calculateRoi, type RoiInputs, type RoiResult, sameInputs } from '../contract/roiFormula';
import {
  defaultValues,
  enterpriseNeeded,
  type RoiErrors,
  type RoiField,
  type RoiPlan,
  type RoiValues,
  roiSearch,
  validateRoi,
  valuesFromSearch,
} from '../contract/roiInputs';
import { ROI_PLANS } from '../contract/roiPlans';
import type { WordsFor } from './words';

/**
 * The ROI calculator (/RoiCalculator): restores the inputs of a shared link, then edits them.
 * Every change is validated; valid inputs give a fresh result, invalid ones keep the last valid
 * result (the page marks it stale) and list the messages; more office users (the paid seats) than
 * any priced plan takes offer an Enterprise estimate from sales instead. Every change is written to the URL, so "Copy link"
 * shares exactly what is on screen. Sharing runs beside editing.
 */

export interface RoiCalculatorInput {
  /** The paid plans with their price per user per month (from the pricing content). */
  plans: readonly RoiPlan[];
  /** The plan selected by default. */
  defaultPlan: string;
}

export interface RoiCalculatorContext {
  plans: readonly RoiPlan[];
  defaults: RoiValues;
  values: RoiValues;
  errors: RoiErrors;
  /** The inputs of the last valid result. */
  inputs: RoiInputs;
  result: RoiResult;
}

export type RoiCalculatorEvent =
  | { type: 'roi.change'; field: RoiField; value: string }
  | { type: 'roi.reset' }
  | { type: 'roi.link.copy' }
  | { type: 'roi.enterprise.ask' }
  | { type: 'roi.print' };

/** Where the defaults come from when even they do not validate (a plan list without the default). */
function initialInputs(values: RoiValues, plans: readonly RoiPlan[]): RoiInputs {
  const validation = validateRoi(values, plans);
  if (validation.ok) return validation.inputs;
  throw new Error(`roiCalculator: the default inputs are invalid (${JSON.stringify(validation.errors)})`);
}

export const roiCalculatorMachine = setup({
  types: {
    input: {} as RoiCalculatorInput,
    context: {} as RoiCalculatorContext,
    events: {} as RoiCalculatorEvent,
  },
  actors: {
    /** The query string the page was opened with (a shared link), without "?". */
    readSharedSearch: fromPromise<string>(async () => ''),
    /** Puts the link of `search` on the clipboard. */
    copyLink: fromPromise<void, { search: string }>(async () => {}),
  },
  actions: {
    /** Replaces the page URL's query with `search` (no new history entry). */
    writeUrl: (_, _params: { search: string }) => {},
    /** Past the priced plans: an Enterprise estimate is asked of sales (the app's contact dialog). */
    openContactSales: () => {},
    printPage: () => {},
    assignErrors: assign({
      errors: ({ context }) => {
        const validation = validateRoi(context.values, context.plans);
        return validation.ok ? {} : validation.errors;
      },
    }),
  },
  guards: {
    inputsValid: ({ context }) => validateRoi(context.values, context.plans).ok,
    enterpriseNeeded: ({ context }) => enterpriseNeeded(context.values, context.plans),
  },
  delays: {
    copiedNoticeMs: 2500,
  },
}).createMachine({
  id: 'roiCalculator',
  description:
    'The ROI calculator: restores a shared link, validates each input, keeps the last valid result (stale) while an input is invalid, offers an Enterprise estimate past the plans, copies the link.',
  meta: {
    name: 'ROI calculator',
    // The site passes the paid plans of src/content/pricing.ts; these stand in for them in the flow lab.
    exampleInput: { plans: ROI_PLANS, defaultPlan: 'business' },
    words: {
      calls: {
        readSharedSearch: {
          does: "Reads the figures in the page's address",
          done: 'The figures are read',
          error: 'The address cannot be read',
        },
        copyLink: {
          does: 'Puts the link on the clipboard',
          done: 'The browser copied the link',
          error: 'The browser refused to copy it',
        },
      },
      events: {
        'roi.change': 'The visitor changes a figure',
        'roi.reset': 'The visitor puts every figure back to its default',
        'roi.link.copy': `The visitor presses ${BUTTON_LABELS.copyLink}`,
        'roi.enterprise.ask': 'The visitor asks for an Enterprise estimate (opens the contact dialog)',
        'roi.print': `The visitor presses ${BUTTON_LABELS.print}`,
      },
      guards: {
        inputsValid: 'Every figure is valid',
        enterpriseNeeded: 'More office users than any plan with a list price takes',
      },
    },
  } satisfies WordsFor<RoiCalculatorEvent>,
  context: ({ input }) => {
    const defaults = defaultValues(input.defaultPlan);
    const inputs = initialInputs(defaults, input.plans);
    return {
      plans: input.plans,
      defaults,
      values: defaults,
      errors: {},
      inputs,
      result: calculateRoi(inputs),
    };
  },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reading the figures of a shared link, if the page was opened from one',
      on: {
        // Typed while the page started (a replayed keystroke): the visitor saw the default figures,
        // so the change applies to them and the link's figures are not read.
        'roi.change': { target: 'editing', actions: raise(({ event }) => event) },
      },
      invoke: {
        id: 'readSharedSearch',
        src: 'readSharedSearch',
        onDone: {
          target: 'editing',
          actions: assign({
            values: ({ context, event }) => valuesFromSearch(event.output, context.defaults),
          }),
        },
        onError: 'editing',
      },
    },
    editing: {
      description: 'The calculator is in use',
      type: 'parallel',
      on: {
        'roi.enterprise.ask': { actions: 'openContactSales' },
        'roi.print': { actions: 'printPage' },
      },
      states: {
        inputs: {
          description: 'The figures the visitor enters',
          initial: 'checking',
          on: {
            'roi.change': {
              target: '.checking',
              actions: [
                assign({
                  values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
                }),
                { type: 'writeUrl', params: ({ context }) => ({ search: roiSearch(context.values) }) },
              ],
            },
            'roi.reset': {
              target: '.checking',
              actions: [
                assign({ values: ({ context }) => context.defaults }),
                { type: 'writeUrl', params: ({ context }) => ({ search: roiSearch(context.values) }) },
              ],
            },
          },
          states: {
            checking: {
              description: 'Checking the figures just entered',
              always: [
                {
                  guard: 'inputsValid',
                  target: 'valid',
                  actions: assign(({ context }) => {
                    const inputs = initialInputs(context.values, context.plans);
                    const errors = Object.keys(context.errors).length === 0 ? context.errors : {};
                    // The same inputs (the page's start, a value typed back) keep the same objects,
                    // so nothing on screen re-renders for them.
                    if (sameInputs(inputs, context.inputs)) return { errors };
                    return { inputs, result: calculateRoi(inputs), errors };
                  }),
                },
                { guard: 'enterpriseNeeded', target: 'enterprise', actions: 'assignErrors' },
                { target: 'invalid', actions: 'assignErrors' },
              ],
            },
            valid: { description: 'Every figure is valid: the result is up to date' },
            /** The result shown is the last valid one: stale, with the Enterprise path beside it. */
            enterprise: {
              description:
                'More office users than any plan with a list price takes: the page offers an Enterprise estimate from sales',
            },
            /** The result shown is the last valid one: stale. */
            invalid: {
              description:
                'A figure is invalid: its message shows and the last good result is greyed as out of date',
            },
          },
        },
        sharing: {
          description: 'Copying a link to these figures',
          initial: 'idle',
          states: {
            idle: {
              description: 'Copy link can be pressed',
              on: { 'roi.link.copy': 'copying' },
            },
            copying: {
              description: 'Putting the link on the clipboard',
              invoke: {
                id: 'copyLink',
                src: 'copyLink',
                input: ({ context }) => ({ search: roiSearch(context.values) }),
                onDone: 'copied',
                onError: 'copyFailed',
              },
            },
            copied: {
              description: 'The link is copied; the notice shows for 2.5 seconds',
              after: { copiedNoticeMs: 'idle' },
              on: { 'roi.link.copy': 'copying' },
            },
            /** The page shows the link to copy by hand. */
            copyFailed: {
              description: 'The link could not be copied: it shows for the visitor to copy by hand',
              on: { 'roi.link.copy': 'copying' },
            },
          },
        },
      },
    },
  },
});
