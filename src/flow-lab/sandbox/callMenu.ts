import { explorations } from '@machines/coverage/explorations';
import { type CallOutcome, endpointOutcomes, sampleOutcomes } from './callOutcomes';
import { callEndpoints, siteReactionWords } from './siteReactions';

const samples = Object.values(explorations).flatMap(
  (exploration) => (exploration.options.events ?? []) as { type: string }[],
);

/**
 * The answers the lab offers a waiting call of `actor` (with `input`): every answer of its endpoint
 * when it calls the API, each failure with what the site's HTTP client does beside the flow when that
 * reaches the session, else the answers its machine's coverage walk gives it.
 */
export function outcomesOf(actor: string, input?: unknown): CallOutcome[] {
  const endpoint = callEndpoints.get(actor);
  if (!endpoint) return sampleOutcomes(actor, samples);
  return endpointOutcomes(endpoint).map((outcome) => {
    const note = outcome.outcome === 'reject' ? siteReactionWords(actor, input, outcome.value) : null;
    return note ? { ...outcome, note } : outcome;
  });
}
