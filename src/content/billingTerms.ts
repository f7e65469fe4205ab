// How prices are billed: the cycles, the currency and the yearly saving. Pure rules without copy, so
// the pricing page's components use them in the browser; the plans themselves come in its payload.

export type BillingCycle = 'monthly' | 'yearly';
export const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];
export const DEFAULT_BILLING: BillingCycle = 'monthly';

export const CURRENCY = 'USD';

/** What a user saves in a year by paying yearly instead of monthly: per user, and in percent. */
export function yearlySaving(plan: { pricePerUser: Record<BillingCycle, number> }): {
  perUserPerYear: number;
  percent: number;
} {
  const { monthly, yearly } = plan.pricePerUser;
  const perUserPerYear = (monthly - yearly) * 12;
  return { perUserPerYear, percent: monthly === 0 ? 0 : Math.round(((monthly - yearly) / monthly) * 100) };
}
