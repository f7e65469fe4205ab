import type { RoiPlan } from './inputs';

/** Two paid plans as src/content/pricing.ts gives them, for the flow lab and the tests. */
export const EXAMPLE_ROI_PLANS = [
  {
    id: 'team',
    name: 'Team',
    pricePerUserPerMonth: 24,
    maxUsers: 25,
    nextPlan: 'Business',
    oneTimeCosts: { implementation: 900, migration: 600, trainingPerSeat: 30 },
  },
  {
    id: 'business',
    name: 'Business',
    pricePerUserPerMonth: 49,
    maxUsers: 250,
    nextPlan: 'Enterprise',
    oneTimeCosts: { implementation: 6_000, migration: 4_000, trainingPerSeat: 0 },
  },
] as const satisfies readonly RoiPlan[];
