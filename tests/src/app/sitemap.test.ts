import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../src/app/sitemap';

const schema = path.resolve(import.meta.dirname, '../../../../shared/schemas/sitemap.xsd');

function validate(xml: string) {
  return spawnSync('xmllint', ['--noout', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
}

describe('sitemap.xml', () => {
  it('is valid against the sitemaps.org schema', () => {
    const result = validate(
      sitemapXml('https://adenhq.com', ['/', '/pricing', '/blog/a-post'], '2026-11-22'),
    );
    expect(result.error).toBeUndefined();
    expect(result.stderr).toContain('validates');
    expect(result.status).toBe(0);
  });

  it('fails the schema when a location is not a URL of the site', () => {
    // The check above could not pass by accident: a broken document is refused.
    const result = validate(sitemapXml('https://adenhq.com', ['/'], 'not-a-date'));
    expect(result.status).not.toBe(0);
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt('https://adenhq.com')).toContain('Sitemap: https://adenhq.com/sitemap.xml');
  });
});
