/**
 * How long and how many: what one slow or greedy client can hold (docs/server.md "Connections").
 * Node's own defaults keep a slow request body for 300 s and pipelined requests without bound.
 */
export interface ConnectionLimits {
  /** The whole request head must arrive within this (ms): 408 and the connection closes. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (ms). */
  requestTimeoutMs: number;
  /** A connection with no bytes in or out for this long (ms) is closed: a client that never reads. */
  socketIdleTimeoutMs: number;
  /** Open connections at once; more are closed as they arrive. */
  maxConnections: number;
  /** Requests one connection may send (pipelined or kept alive); then it is asked to close. */
  maxRequestsPerSocket: number;
  /** Requests one connection may have waiting for their answers at once; more closes it. */
  maxPipelinedRequests: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  socketIdleTimeoutMs: 30_000,
  maxConnections: 1024,
  maxRequestsPerSocket: 100,
  maxPipelinedRequests: 8,
};
