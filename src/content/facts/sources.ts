/**
 * Where each statistic on the site comes from: method, sample and period. A figure names one of
 * these by id (`source` in figureSchema, src/content/schema.ts) and the page prints the text as a
 * numbered note under the figures, so no figure stands without its source.
 */

export const factSources = {
  'workspaces-2026':
    'Companies with an Aden workspace that a member signed in to during October 2026, Free Forever and paid plans together.',
  'documents-2026':
    'Documents read by Intelligent Data Onboarding from 1 January to 31 October 2026, counted from our processing logs.',
  'bank-matching-2026':
    'Median share of bank lines matched without anyone choosing the match, across 1,140 workspaces with a connected bank feed, January to October 2026.',
  'go-live-2025':
    'Median of 412 customers who went live in 2025, from the kick-off call to the first module in daily use.',
  'retention-2025':
    'Recurring revenue of paid plans on 1 January 2025 still billed on 31 December 2025, upgrades left out; from our audited 2025 accounts.',
  'benchmark-2026':
    'Median reported in our 2026 customer benchmark: 386 customers compared their last six months on Aden with the six months before it; survey run in August and September 2026.',
  'integration-usage-2026':
    'Median across the workspaces that use this integration, measured in Aden from January to October 2026.',
  'customer-reported':
    'Reported by the customer named beside the figure; its case study says who measured it, how and over which period.',
  'headcount-2026':
    'People employed by Aden and its subsidiaries on 1 November 2026, from our payroll; contractors not counted.',
  'academy-2026': 'Aden Academy course records and end-of-course evaluations, January to October 2026.',
} as const;

export type FactSourceId = keyof typeof factSources;

export const factSourceIds = Object.keys(factSources) as [FactSourceId, ...FactSourceId[]];
