import type { RoiPlan } from './roiInputs.ts';

/**
 * The paid plans' prices, seat caps and onboarding prices, written once: src/content/pricing.ts builds
 * /pricing from them, and the ROI calculator and the server's estimate e-mail price with them (through
 * ROI_PLANS below), so the mailed figures are the ones the page shows. In the plans' order.
 */
export const PAID_PLAN_PRICES = {
  team: {
    name: 'Team',
    /** Per user per month; yearly: the monthly equivalent when billed yearly. */
    pricePerUser: { monthly: 29, yearly: 24 },
    maxUsers: 25,
    onboarding: { implementation: 900, migration: 600, trainingPerSeat: 30 },
  },
  business: {
    name: 'Business',
    pricePerUser: { monthly: 59, yearly: 49 },
    maxUsers: 250,
    onboarding: { implementation: 6_000, migration: 4_000, trainingPerSeat: 0 },
  },
} as const;

/** The plan after the largest paid one: priced per contract, so the calculator names it and prices nothing. */
export const CONTRACT_PLAN_NAME = 'Enterprise';

const paid = Object.entries(PAID_PLAN_PRICES);

/**
 * The plans the ROI calculator prices, at their yearly-billing rate, up to each plan's users; past
 * them it names the next plan. Free Forever costs nothing, so there is no return to weigh (decision 0018).
 */
export const ROI_PLANS: readonly (RoiPlan & { maxUsers: number; nextPlan: string })[] = paid.map(
  ([id, plan], index) => ({
    id,
    name: plan.name,
    pricePerUserPerMonth: plan.pricePerUser.yearly,
    maxUsers: plan.maxUsers,
    nextPlan: paid[index + 1]?.[1].name ?? CONTRACT_PLAN_NAME,
    oneTimeCosts: plan.onboarding,
  }),
);
