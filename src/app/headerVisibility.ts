import { config } from '@/lib/config/siteConfig';

/** SPEC 2: the standard header is hidden for paths under the configured prefixes. */
export function isHeaderHidden(
  path: string,
  prefixes: readonly string[] = config.headerHiddenPrefixes,
): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
