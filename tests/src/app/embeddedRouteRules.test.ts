import { describe, expect, it } from 'vitest';
import { readEmbeddedRouteRules, routeRulesScript } from '@/app/embeddedRouteRules';

const rules = { trailingSlash: 'strip', redirects: [{ from: '/a</script>', to: '/b' }] } as const;

function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.head.innerHTML = html;
  return page;
}

describe('route rules in the page', () => {
  it('are read back as the build wrote them, and nothing in them ends the script', () => {
    const script = routeRulesScript({ trailingSlash: 'strip', redirects: [...rules.redirects] });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readEmbeddedRouteRules(pageWith(script))).toEqual(rules);
  });

  it('are none when the page has none or they are not rules', () => {
    expect(readEmbeddedRouteRules(pageWith(''))).toBeNull();
    expect(
      readEmbeddedRouteRules(
        pageWith('<script type="application/json" id="route-rules">{"redirects":1}</script>'),
      ),
    ).toBeNull();
  });
});
