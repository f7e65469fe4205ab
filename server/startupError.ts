import { ConfigError } from './config/serverConfig.ts';
import { DatabaseUnavailable } from './db/database.ts';
import { diskProblem } from './db/diskOf.ts';

/** PostgreSQL's SQLSTATE classes an operator meets at start-up, and what to check for each. */
const SQLSTATE_HINTS: Record<string, string> = {
  '28': 'check the user and password in DATABASE_URL',
  '3D': 'check the database name in DATABASE_URL',
  '42': 'check that the user in DATABASE_URL may create tables',
  '53': "check the database server's free disk space, memory and connection limit",
};

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? '';

/**
 * Why the server could not start, as one line that names the variable or the cause: operators read
 * it in a service log, where a stack trace or a printed error object hides the one fact that matters.
 */
export function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailable) return firstLine(error.message);
  if (!(error instanceof Error)) return `Could not start: ${firstLine(String(error)) || 'unknown error'}`;
  const code = (error as { code?: unknown }).code;
  // A file the server writes at start (the data folder, its lock, the secret) on a full disk.
  const filePath = (error as { path?: unknown }).path;
  const disk = typeof filePath === 'string' ? diskProblem(filePath, error) : undefined;
  if (disk) return disk;
  // node-postgres: a five-character SQLSTATE from the server.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    const hint = SQLSTATE_HINTS[code.slice(0, 2)] ?? 'check DATABASE_URL';
    return `The database refused to start the server: ${firstLine(error.message)} (SQLSTATE ${code}); ${hint}`;
  }
  const detail = firstLine(error.message) || error.name;
  return `Could not start: ${detail}${typeof code === 'string' ? ` (${code})` : ''}`;
}
