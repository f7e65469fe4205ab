/**
 * The ROI calculator's inputs: their defaults, their validation (one clear message per field)
 * and their place in the URL, so a copied link restores them. The calculator validates with them as
 * the visitor types, the server when it e-mails an estimate (contract/roiEstimate.ts). Without zod:
 * the calculator's first visit loads no validation library.
 */

import type { RoiInputs } from './roiFormula.ts';
import { groupDigits } from './usNumbers.ts';

export const ROI_FIELDS = [
  'people',
  'manualHoursPerWeek',
  'hourlyCost',
  'automationPercent',
  'plan',
  'officeUsers',
  'fieldUsers',
  'replacedToolsPerMonth',
  'horizonMonths',
] as const;
export type RoiField = (typeof ROI_FIELDS)[number];

/** What the visitor typed or picked, field by field, as text (an input may hold anything). */
export type RoiValues = Record<RoiField, string>;
export type RoiErrors = Partial<Record<RoiField, string>>;

/** A paid plan the calculator can price: from the pricing content. */
export interface RoiPlan {
  id: string;
  name: string;
  pricePerUserPerMonth: number;
  /** The most users the plan takes; absent or null: no limit. */
  maxUsers?: number | null;
  /** The plan to suggest past maxUsers, by name. */
  nextPlan?: string;
  /** Paid once when moving onto the plan: implementation, migration, and training per seat. */
  oneTimeCosts: { implementation: number; migration: number; trainingPerSeat: number };
}

/**
 * Past a plan's cap: the next plan, when the calculator prices it, or else an Enterprise estimate
 * (the plan after the largest priced one is priced per contract).
 */
export const overCapMessage = (plan: RoiPlan & { maxUsers: number }, nextPriced: boolean) =>
  `${plan.name} takes up to ${formatCount(plan.maxUsers)} office users${
    !plan.nextPlan
      ? ''
      : nextPriced
        ? `: choose ${plan.nextPlan} for more`
        : `: ask for an ${plan.nextPlan} estimate`
  }`;

export const PEOPLE = { min: 1, max: 10_000 } as const;
/** Office users hold the paid seats, at least one; field users hold free ones, any number. */
export const OFFICE_USERS = { min: 1, max: 10_000 } as const;
export const FIELD_USERS = { min: 0, max: 10_000 } as const;
export const REPLACED_TOOLS = { min: 0, max: 1_000_000 } as const;
export const MANUAL_HOURS = { min: 0.5, max: 60 } as const;
export const HOURLY_COST = { min: 1, max: 1000 } as const;
export const AUTOMATION_PERCENT = { min: 1, max: 100 } as const;
export const HORIZONS_MONTHS = ['12', '24', '36'] as const;

/**
 * The starting point: 20 people with six hours of manual work each per week, 25 office users (managers
 * and approvers sign in too) and 40 field users who only clock in, no tools counted as replaced until
 * the visitor names their cost. The
 * automated share is a cautious figure, below the published research the page cites
 * (src/content/pages/roi-calculator.ts).
 */
export const DEFAULT_NUMBERS = {
  people: '20',
  manualHoursPerWeek: '6',
  hourlyCost: '45',
  automationPercent: '25',
  officeUsers: '25',
  fieldUsers: '40',
  replacedToolsPerMonth: '0',
  horizonMonths: '24',
} as const satisfies Omit<RoiValues, 'plan'>;

export const defaultValues = (plan: string): RoiValues => ({ ...DEFAULT_NUMBERS, plan });

/**
 * 10,000: a whole count with US thousands separators, written by hand. The messages are built as the
 * page's chunk loads, before the app starts, and the browser's first locale formatter
 * (`toLocaleString`) loads its locale data there: about 70 ms at 4x CPU.
 */
const formatCount = (value: number) => groupDigits(String(value));

export const ROI_MESSAGES = {
  people: `People must be a whole number from ${formatCount(PEOPLE.min)} to ${formatCount(PEOPLE.max)}`,
  manualHoursPerWeek: `Manual hours must be a number from ${MANUAL_HOURS.min} to ${MANUAL_HOURS.max} per person per week`,
  hourlyCost: `Hourly cost must be an amount from $${formatCount(HOURLY_COST.min)} to $${formatCount(HOURLY_COST.max)}`,
  automationPercent: `Automated share must be a whole percentage from ${AUTOMATION_PERCENT.min} to ${AUTOMATION_PERCENT.max}`,
  officeUsers: `Office users must be a whole number from ${formatCount(OFFICE_USERS.min)} to ${formatCount(OFFICE_USERS.max)}`,
  fieldUsers: `Field users must be a whole number from ${formatCount(FIELD_USERS.min)} to ${formatCount(FIELD_USERS.max)}`,
  replacedToolsPerMonth: `Tools replaced must be an amount from $${formatCount(REPLACED_TOOLS.min)} to $${formatCount(REPLACED_TOOLS.max)} a month`,
  horizonMonths: `Time horizon must be ${HORIZONS_MONTHS.slice(0, -1).join(', ')} or ${HORIZONS_MONTHS.at(-1)} months`,
} as const satisfies Omit<Record<RoiField, string>, 'plan'>;

export const planMessage = (plans: readonly RoiPlan[]) =>
  `Plan must be ${plans
    .map((plan) => plan.name)
    .join(' or ')
    .replace(/ or (?=.* or )/g, ', ')}`;

/** A field's check: the parsed value, or undefined when the text is not acceptable. */
type FieldCheck = (text: unknown) => number | string | undefined;

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$|^\.\d+$/;

/** A number typed as text: thousands separators and spaces allowed, within the range. */
function numberText(range: { min: number; max: number }, whole: boolean): FieldCheck {
  return (text) => {
    if (typeof text !== 'string') return undefined;
    const digits = text.replace(/[\s,]/g, '');
    if (!(whole ? WHOLE : DECIMAL).test(digits)) return undefined;
    const value = Number(digits);
    return value >= range.min && value <= range.max ? value : undefined;
  };
}

// Hand-written rather than a schema library: the calculator validates on every keystroke and while
// the page starts, and these few checks keep a validation library out of the page's first visit.
const NUMBER_CHECKS = {
  people: numberText(PEOPLE, true),
  manualHoursPerWeek: numberText(MANUAL_HOURS, false),
  hourlyCost: numberText(HOURLY_COST, false),
  automationPercent: numberText(AUTOMATION_PERCENT, true),
  officeUsers: numberText(OFFICE_USERS, true),
  fieldUsers: numberText(FIELD_USERS, true),
  replacedToolsPerMonth: numberText(REPLACED_TOOLS, false),
  horizonMonths: (text) =>
    typeof text === 'string' && (HORIZONS_MONTHS as readonly string[]).includes(text)
      ? Number(text)
      : undefined,
} as const satisfies Record<keyof typeof ROI_MESSAGES, FieldCheck>;

/** The plan field's check: the id of a plan the calculator can price. */
const planCheck =
  (plans: readonly RoiPlan[]): FieldCheck =>
  (id) =>
    plans.find((plan) => plan.id === id)?.id;

export type RoiValidation = { ok: true; inputs: RoiInputs } | { ok: false; errors: RoiErrors };

/** Checks every field; valid values become the formula's inputs, with the chosen plan's price. */
export function validateRoi(values: RoiValues, plans: readonly RoiPlan[]): RoiValidation {
  const errors: RoiErrors = {};
  const parsed: Partial<Record<RoiField, number | string>> = {};
  for (const field of ROI_FIELDS) {
    const value = field === 'plan' ? planCheck(plans)(values.plan) : NUMBER_CHECKS[field](values[field]);
    if (value !== undefined) parsed[field] = value;
    else errors[field] = field === 'plan' ? planMessage(plans) : ROI_MESSAGES[field];
  }
  const plan = plans.find((candidate) => candidate.id === parsed.plan);
  if (plan?.maxUsers != null && !errors.officeUsers && Number(parsed.officeUsers) > plan.maxUsers) {
    errors.officeUsers = overCapMessage({ ...plan, maxUsers: plan.maxUsers }, nextPlanPriced(plan, plans));
  }
  if (Object.keys(errors).length > 0 || !plan) return { ok: false, errors };
  const officeUsers = Number(parsed.officeUsers);
  return {
    ok: true,
    inputs: {
      people: Number(parsed.people),
      manualHoursPerWeek: Number(parsed.manualHoursPerWeek),
      hourlyCost: Number(parsed.hourlyCost),
      automationPercent: Number(parsed.automationPercent),
      officeUsers,
      fieldUsers: Number(parsed.fieldUsers),
      replacedToolsPerMonth: Number(parsed.replacedToolsPerMonth),
      plan: plan.id,
      pricePerSeatPerMonth: plan.pricePerUserPerMonth,
      oneTimeCosts: {
        implementation: plan.oneTimeCosts.implementation,
        migration: plan.oneTimeCosts.migration,
        training: plan.oneTimeCosts.trainingPerSeat * officeUsers,
      },
      horizonMonths: Number(parsed.horizonMonths),
    },
  };
}

const nextPlanPriced = (plan: RoiPlan, plans: readonly RoiPlan[]) =>
  plans.some((other) => other.name === plan.nextPlan);

/**
 * Whether the office users (the paid seats) are more than the chosen plan takes and no plan the
 * calculator prices takes them: the estimate is then Enterprise's, asked of sales.
 */
export function enterpriseNeeded(values: RoiValues, plans: readonly RoiPlan[]): boolean {
  const plan = plans.find((candidate) => candidate.id === values.plan);
  // Office users that are no count in range give NaN, which is over no cap.
  const officeUsers = Number(NUMBER_CHECKS.officeUsers(values.officeUsers));
  return plan?.maxUsers != null && officeUsers > plan.maxUsers && !nextPlanPriced(plan, plans);
}

/** The inputs as numbers (the plan by id), as the estimate request carries them. */
export type RoiNumbers = { [Field in RoiField]: Field extends 'plan' ? string : number };

// Functions, not arrow constants: mutation testing changes a function's body as it runs, while an
// arrow constant is chosen once, as the module loads.

/** The numbers of a valid set of inputs. */
export function numbersOfInputs(inputs: RoiInputs): RoiNumbers {
  return Object.fromEntries(ROI_FIELDS.map((field) => [field, inputs[field]])) as RoiNumbers;
}

/** The values (as the calculator's fields and a link hold them) of numbers. */
export function valuesOfNumbers(numbers: RoiNumbers): RoiValues {
  return Object.fromEntries(ROI_FIELDS.map((field) => [field, String(numbers[field])])) as RoiValues;
}

/** The values (as a link holds them) of a valid set of inputs. */
export function valuesOfInputs(inputs: RoiInputs): RoiValues {
  return valuesOfNumbers(numbersOfInputs(inputs));
}

/** The query parameter of each field: short, readable names for a shared link. */
export const ROI_QUERY_KEYS: Record<RoiField, string> = {
  people: 'team',
  manualHoursPerWeek: 'hours',
  hourlyCost: 'rate',
  automationPercent: 'automated',
  plan: 'plan',
  officeUsers: 'office',
  fieldUsers: 'field',
  replacedToolsPerMonth: 'tools',
  horizonMonths: 'months',
};

/** The query string (without "?") that holds the values. */
export function roiSearch(values: RoiValues): string {
  return new URLSearchParams(ROI_FIELDS.map((field) => [ROI_QUERY_KEYS[field], values[field]])).toString();
}

/**
 * The values a query string holds; a field it lacks keeps its default. Unknown parameters are ignored.
 * Nothing new (no query, or only the defaults) gives `defaults` itself, so nothing on screen re-renders.
 */
export function valuesFromSearch(search: string, defaults: RoiValues): RoiValues {
  const params = new URLSearchParams(search);
  const values = { ...defaults };
  for (const field of ROI_FIELDS) {
    const value = params.get(ROI_QUERY_KEYS[field]);
    if (value !== null) values[field] = value;
  }
  return sameValues(values, defaults) ? defaults : values;
}

/** Whether two sets of values hold the same text in every field. */
export const sameValues = (a: RoiValues, b: RoiValues) => ROI_FIELDS.every((field) => a[field] === b[field]);
