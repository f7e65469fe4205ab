import { RELOAD_GUARD_MS } from '@machines/constants';

// What survives the reload that follows a chunk failure after a deployment (SPEC 8), kept in
// sessionStorage (this tab only): the reload guard's record, and the app actors' persisted snapshots
// with the scroll position, taken back once by the page that loads next.

const GUARD_KEY = 'aden:reload-guard';
const STATE_KEY = 'aden:reload-state';

/** A saved state older than this is not the reload it was saved for. */
const STATE_MAX_AGE_MS = RELOAD_GUARD_MS * 3;

export interface SavedState {
  /** The path the reload lands on; another path does not take the state. */
  path: string;
  savedAt: number;
  scrollY: number;
  /** Actor id -> XState persisted snapshot (getPersistedSnapshot). */
  actors: Record<string, unknown>;
  /** Form -> field -> what the visitor typed and had not sent (src/lib/state/keptFields.ts; no password). */
  fields?: Record<string, Record<string, string>>;
  /** Dialogs whose own code failed to load as they opened: they open again after the reload. */
  reopen?: string[];
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled (privacy settings): nothing survives, nothing breaks.
    return null;
  }
}

function readJson(key: string, storage: Storage | null): unknown {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    storage?.removeItem(key);
    return null;
  }
}

/** Path -> time of the last guarded reload, dropping entries the guard no longer needs. */
export function readReloadGuard(now = Date.now(), storage = sessionStore()): Record<string, number> {
  const stored = readJson(GUARD_KEY, storage);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && now - entry[1] < RELOAD_GUARD_MS,
    ),
  );
}

export function writeReloadGuard(reloads: Record<string, number>, storage = sessionStore()): void {
  storage?.setItem(GUARD_KEY, JSON.stringify(reloads));
}

export function saveStateForReload(state: SavedState, storage = sessionStore()): void {
  try {
    storage?.setItem(STATE_KEY, JSON.stringify(state));
  } catch (error) {
    // Quota or serialisation: the reload still happens, without the state.
    console.error('Could not keep the page state across the reload', error);
  }
}

/**
 * The state saved for a reload of `path`, once: it is removed on reading, so a later reload of the
 * same tab never brings back an old dialog.
 */
export function takeSavedState(path: string, now = Date.now(), storage = sessionStore()): SavedState | null {
  const stored = readJson(STATE_KEY, storage) as SavedState | null;
  storage?.removeItem(STATE_KEY);
  if (!stored || typeof stored !== 'object' || stored.path !== path) return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > STATE_MAX_AGE_MS) return null;
  return stored;
}
