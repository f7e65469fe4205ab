interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC 9: prefetching is skipped with data-saver on or on a 2G connection. */
export function isConstrainedNetwork(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
