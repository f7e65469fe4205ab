// Dialogs whose own code failed to load as they opened (a deployment removed it): the deployment
// reload (SPEC 8) opens them again, with what their opening carried, instead of losing the press.

const failed = new Map<string, Record<string, string>>();

/**
 * `dialog` could not load: open it again if the page reloads, with `fields` (its opening's values).
 * The first failure is kept: a dialog whose flows and whose view both fail has closed, and forgotten
 * what it was opened with, by the time the second one is heard.
 */
export function reopenAfterReload(dialog: string, fields: Record<string, string> = {}): void {
  if (!failed.has(dialog)) failed.set(dialog, fields);
}

/** The dialogs to open again after the reload, each with its opening's values. */
export function dialogsToReopen(): Record<string, Record<string, string>> {
  return Object.fromEntries(failed);
}
