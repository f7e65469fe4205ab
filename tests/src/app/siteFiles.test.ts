import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt, rssXml, sitemapXml } from '../../../src/app/siteFiles';

const schema = path.resolve(import.meta.dirname, '../../../../shared/schemas/sitemap.xsd');

function validate(xml: string) {
  return spawnSync('xmllint', ['--noout', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
}

const wellFormed = (xml: string) => spawnSync('xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' });

describe('sitemap.xml', () => {
  it('is valid against the sitemaps.org schema, each URL with its own lastmod', () => {
    const xml = sitemapXml(
      'https://adenhq.com',
      new Map([
        ['/', '2026-11-02'],
        ['/pricing', '2026-10-01'],
        ['/blog/a-post', '2026-09-14'],
      ]),
    );
    const result = validate(xml);
    expect(result.error).toBeUndefined();
    expect(result.stderr).toContain('validates');
    expect(result.status).toBe(0);
    expect(xml).toContain('<loc>https://adenhq.com/blog/a-post</loc>\n    <lastmod>2026-09-14</lastmod>');
  });

  it('fails the schema when a lastmod is not a date', () => {
    // The check above could not pass by accident: a broken document is refused.
    const result = validate(sitemapXml('https://adenhq.com', new Map([['/', 'not-a-date']])));
    expect(result.status).not.toBe(0);
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt('https://adenhq.com')).toContain('Sitemap: https://adenhq.com/sitemap.xml');
  });
});

describe('the blog RSS feed', () => {
  const feed = rssXml('https://adenhq.com', [
    {
      path: '/blog/older',
      title: 'Older & wiser',
      description: 'A <b>post</b>',
      date: '2026-01-05',
      author: 'Ana',
      tags: ['finance'],
    },
    {
      path: '/blog/newer',
      title: 'Newer',
      description: 'Another',
      date: '2026-10-14',
      author: 'Ben',
      tags: [],
    },
  ]);

  it('parses as XML, with text escaped', () => {
    expect(wellFormed(feed).status).toBe(0);
    expect(feed).toContain('<title>Older &amp; wiser</title>');
  });

  it('lists the newest post first with an RFC 822 date', () => {
    expect(feed.indexOf('/blog/newer')).toBeLessThan(feed.indexOf('/blog/older'));
    expect(feed).toContain('<pubDate>Wed, 14 Oct 2026 00:00:00 GMT</pubDate>');
  });
});
