export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser's Network Information (Chromium); undefined where there is none. */
export function currentConnection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/**
 * SPEC 9: prefetching (the manifest, links, the dialogs' code) is skipped with data-saver on or on a
 * 2G connection (effectiveType slow-2g or 2g).
 */
export function isConstrainedNetwork(
  connection: NetworkInformationLike | undefined = currentConnection(),
): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
