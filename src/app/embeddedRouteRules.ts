import type { RouteRules } from '@contract/routeRules';
import { readRouteRules } from '@/lib/http/buildFileChecks';

/**
 * The route rules ship with every page (an inline JSON script the build writes), so the route
 * middleware applies a rule from the first navigation, before the build manifest arrives (or on
 * data-saver, where it may not be fetched for long).
 */
export const ROUTE_RULES_ELEMENT_ID = 'route-rules';

/** The inline script the build puts in a page's head. "<" is escaped so nothing in it ends the script. */
export const routeRulesScript = (rules: RouteRules) =>
  `<script type="application/json" id="${ROUTE_RULES_ELEMENT_ID}">${JSON.stringify(rules).replace(/</g, '\\u003c')}</script>`;

/** The rules the page carries, or null (the dev server's page has none: the manifest brings them). */
export function readEmbeddedRouteRules(document: Document): RouteRules | null {
  const text = document.getElementById(ROUTE_RULES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return readRouteRules(JSON.parse(text));
  } catch (error) {
    console.error('The embedded route rules are not valid JSON', error);
    return null;
  }
}
