import { SECRET_FIELD_NAMES } from '@contract/secretFieldNames';
import { createBrowserInspector } from '@statelyai/inspect';

// The inspector's own chunk (inspector.ts imports it when the inspector opens): a visit without the
// inspector downloads none of it.

/** The Stately inspector's window, given every event with its secrets redacted. */
export const openInspector = () =>
  createBrowserInspector({ sanitizeContext: withoutSecrets, sanitizeEvent: withoutSecrets });

/**
 * A copy of `value` with every field the contract names a secret (contract/secrets.ts) replaced, at any
 * depth: the inspector posts what it is given to another origin's window.
 */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD_NAMES.has(key) ? '[redacted]' : withoutSecrets(field),
    ]),
  ) as T;
}
