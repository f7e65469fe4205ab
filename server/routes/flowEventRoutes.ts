import { endpoints } from '../../contract/endpoints.ts';
import {
  type FlowStatsAnswer,
  flowEventsBatchSchema,
  MAX_STEPS_PER_BATCH,
  SMALLEST_SHOWN_COUNT,
  shownCount,
  TIME_BUCKET_BOUNDS_MS,
} from '../../contract/flowEvents.ts';
import { FLOW_GRAPH } from '../../contract/flowGraph.ts';
import { requireUser } from '../auth/sessionAuth.ts';
import { daysBefore, flowStepWriter, readFlowCounts, readFunnel, utcDay } from '../db/flowSteps.ts';
import { parseWith, readJsonValue } from '../http/body.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

/** The bucket bound at or below which a share `p` of the times lie; null under SMALLEST_SHOWN_COUNT times. */
export function percentileMs(buckets: readonly number[], p: number): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total < SMALLEST_SHOWN_COUNT) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [index, count] of buckets.entries()) {
    seen += count;
    if (seen >= rank) return TIME_BUCKET_BOUNDS_MS[index] ?? null;
  }
  return null;
}

/**
 * Visitors' steps: POST /api/flow-events stores a batch checked against the machines' graph;
 * GET /api/flow-stats reads the counts back, for staff only (STAFF_EMAILS), small counts masked.
 */
export function flowEventRoutes(route: Route, services: Services): void {
  const { db, clock, config } = services;
  const writeSteps = flowStepWriter(db, () => clock.now());

  route(endpoints.reportFlowEvents, limitPerClient(services, CLIENT_LIMITS.flowEvents), async (c) => {
    const data = await readJsonValue(c);
    // Too many steps is a batch too large, whatever they say: refused before each is checked.
    const events = (data as { events?: unknown } | null)?.events;
    if (Array.isArray(events) && events.length > MAX_STEPS_PER_BATCH)
      throw new ApiError(413, `A batch holds at most ${MAX_STEPS_PER_BATCH} steps`);
    const batch = parseWith(flowEventsBatchSchema, data);
    await writeSteps({ visit: batch.visit, steps: batch.events });
    return c.json({ stored: batch.events.length }, 201);
  });

  route(endpoints.flowStats, requireUser(services), async (c, { query }) => {
    if (!config.staffEmails.includes(c.get('user').email.toLowerCase()))
      throw new ApiError(403, 'Only staff can read visitor statistics');
    const today = utcDay(clock.now());
    const to = query.to ?? today;
    const from = query.from ?? daysBefore(today, Number(query.days) - 1);
    const flow = FLOW_GRAPH.flows[query.flow];
    if (!flow) throw new ApiError(400, `no flow is called "${query.flow}"`);
    const counts = await readFlowCounts(db, query.flow, from, to);
    const entries = new Map<string, number>();
    for (const transition of counts.transitions)
      entries.set(transition.to, (entries.get(transition.to) ?? 0) + transition.count);
    const answer: FlowStatsAnswer = {
      flow: query.flow,
      from,
      to,
      states: flow.states.map((state) => {
        const buckets = counts.times.get(state) ?? [];
        return {
          state,
          entries: shownCount(entries.get(state) ?? 0),
          ended: shownCount(counts.ended.get(state) ?? 0),
          time: {
            samples: shownCount(buckets.reduce((sum, count) => sum + count, 0)),
            p50Ms: percentileMs(buckets, 0.5),
            p90Ms: percentileMs(buckets, 0.9),
          },
        };
      }),
      transitions: counts.transitions.map((transition) => ({
        ...transition,
        count: shownCount(transition.count),
      })),
    };
    if (query.path !== undefined) {
      const path = query.path.split(',');
      const visits = await readFunnel(db, query.flow, { from, to }, path);
      answer.funnel = path.map((state, index) => ({ state, visits: shownCount(visits[index] ?? 0) }));
    }
    return c.json(answer, 200);
  });
}
