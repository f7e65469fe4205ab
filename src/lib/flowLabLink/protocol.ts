/** The BroadcastChannel between the running site's tabs and the flow lab (same origin only). */
export const LAB_CHANNEL = 'aden-flow-lab';

/** One app actor (or a child of one) as the site last saw it. */
export interface LiveActorState {
  tab: string;
  /** The page the tab is on. */
  page: string;
  sessionId: string;
  parentId: string | null;
  /** How the lab names it: the machine's id, or `parent › child` for an invoked child. */
  name: string;
  /** The machine's id, to find its diagram in the registry. */
  machineId: string;
  value: unknown;
  context: Record<string, unknown>;
  status: string;
  /** The event that led to this snapshot, and the transitions it took (diagram ids). */
  event: { type: string; [key: string]: unknown } | null;
  transitions: string[];
  at: number;
}

export type SiteMessage = { kind: 'actor'; actor: LiveActorState } | { kind: 'bye'; tab: string };

export type LabMessage =
  | { kind: 'hello' }
  | { kind: 'send'; tab: string; sessionId: string; event: { type: string; [key: string]: unknown } };
