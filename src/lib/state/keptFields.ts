import { savedStateForThisPage } from './restoredActors';

// What the visitor typed into a form and has not sent, kept across a deployment reload (SPEC 8) with
// the dialogs' snapshots: each open form lends a reader of its values; a password is never among them.

/** Form name -> field name -> value. */
export type KeptFields = Record<string, Record<string, string>>;

const readers = new Map<string, () => object>();

/** Lends `form`'s values to a deployment reload while it is shown; returns the function that stops. */
export function keepFieldsAcrossReload(form: string, values: () => object): () => void {
  readers.set(form, values);
  return () => {
    if (readers.get(form) === values) readers.delete(form);
  };
}

/** The text of every shown form, for the state the reload saves. */
export function typedFields(): KeptFields {
  const kept: KeptFields = {};
  for (const [form, values] of readers) {
    kept[form] = Object.fromEntries(
      Object.entries(values()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return kept;
}

const taken = new Set<string>();

/**
 * `defaults` with what the page before the reload kept of `form` (its named fields only), once: the
 * form shown again later starts from `defaults`.
 */
export function restoredFields<T extends Record<string, string>>(form: string, defaults: T): T {
  const kept = savedStateForThisPage()?.fields?.[form];
  if (!kept || taken.has(form)) return defaults;
  taken.add(form);
  const restored: Record<string, string> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const value = kept[name];
    if (typeof value === 'string' && value !== '') restored[name] = value;
  }
  return restored as T;
}
