import { explorations } from '@machines/coverage/explorations';
import { type CallOutcome, endpointOutcomes, endpointsOfCalls, sampleOutcomes } from './callOutcomes';
import { machineSourceTexts } from './machineSources';

const endpoints = endpointsOfCalls(machineSourceTexts);
const samples = Object.values(explorations).flatMap(
  (exploration) => (exploration.options.events ?? []) as { type: string }[],
);

/**
 * The answers the lab offers a waiting call of `actor`: every answer of its endpoint when it calls
 * the API, else the answers its machine's coverage walk gives it.
 */
export function outcomesOf(actor: string): CallOutcome[] {
  const endpoint = endpoints.get(actor);
  return endpoint ? endpointOutcomes(endpoint) : sampleOutcomes(actor, samples);
}
