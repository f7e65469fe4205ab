/** The small query surface the server needs, implemented by both PGlite and node-postgres. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation; both drivers expose it as `code`. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/** The database did not answer (down, restarting, unreachable, too slow): the API says 503, not 500. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

// SQLSTATE classes and codes of a server that is away: connection exceptions (08), admin or crash
// shutdown and "cannot connect now" (57P01-57P03), too many connections (53300), statement timeout (57014).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;
const UNAVAILABLE_SYSCALLS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres's own wording for a lost or timed-out connection.
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|connection timeout|Connection ended/i;

export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SYSCALLS.has(code)))
    return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

// A database that answers but refuses writes: a read-only transaction (a standby after a failover,
// default_transaction_read_only) is 25006, a full disk 53100 (PostgreSQL maps ENOSPC to it, inside
// PGlite too); PGlite's own file layer throws Emscripten errnos, ENOSPC 51 and EROFS 69.
const UNWRITABLE_STATES = new Set(['25006', '53100']);
const UNWRITABLE_ERRNOS = new Set([51, 69]);
const UNWRITABLE_MESSAGES = /no space left on device|read-only file system|ENOSPC|EROFS/i;

export function isUnwritableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNWRITABLE_STATES.has(code) || code === 'ENOSPC' || code === 'EROFS')) {
    return true;
  }
  if (typeof errno === 'number' && UNWRITABLE_ERRNOS.has(errno) && error.constructor?.name === 'ErrnoError') {
    return true;
  }
  return typeof message === 'string' && UNWRITABLE_MESSAGES.test(message);
}
