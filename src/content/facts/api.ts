/**
 * Who gets Aden's REST API and webhooks: the Business and Enterprise plans (the comparison on
 * /pricing says so too). Copy that mentions the API says it from here; the facts check fails on
 * "open API" or "API on every plan".
 */
export const apiPlanNames = ['Business', 'Enterprise'] as const;

/** "on Business and Enterprise" */
export const apiAvailability = `on ${apiPlanNames.join(' and ')}`;
