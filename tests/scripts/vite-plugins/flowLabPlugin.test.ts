import { describe, expect, it } from 'vitest';
import { machines } from '../../../machines/index';
import { registryIds, withInsertedEntry } from '../../../scripts/vite-plugins/flowLabPlugin';
import { contentSecurityPolicy } from '../../../server/http/securityHeaders';
import { inlineScriptHashes } from '../../../server/site/staticFile';

describe('the flow lab plugin', () => {
  it('loads every machine id of the registry through Vite, for the /flows/<id> pages', async () => {
    expect(await registryIds()).toEqual(machines.map((entry) => entry.id));
  });

  it("adds the screen's entry by a hashed inline script, so the page's policy lets the site's scripts insert Google's", () => {
    const built = [
      '<html><head><title>Flow lab screen</title>',
      '<script type="module" crossorigin src="/assets/flowLabScreen-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const page = withInsertedEntry(built);
    expect(page).not.toMatch(/<script[^>]*\bsrc=/);
    expect(page).toContain('"/assets/flowLabScreen-1.js"');
    const policy = contentSecurityPolicy(inlineScriptHashes(page));
    expect(policy).toMatch(/script-src 'strict-dynamic' 'sha256-[^']+'/);
  });
});
