import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt, rssXml, securityTxt, sitemapXml } from '../../../src/site/crawlerFiles';
import { checkSitemap } from '../../helpers/sitemapSchema';

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
    const result = checkSitemap({ xml });
    expect(result.report).toContain('validates');
    expect(result.valid).toBe(true);
    expect(xml).toContain('<loc>https://adenhq.com/blog/a-post</loc>\n    <lastmod>2026-09-14</lastmod>');
  });

  it('fails the schema when a lastmod is not a date', () => {
    // The check above could not pass by accident: a broken document is refused, for its lastmod.
    const result = checkSitemap({ xml: sitemapXml('https://adenhq.com', new Map([['/', 'not-a-date']])) });
    expect(result.valid).toBe(false);
    expect(result.report).toMatch(/lastmod': 'not-a-date' is not a valid value/);
  });

  it('says so when the schema cannot be loaded, rather than refusing the sitemap', () => {
    const xml = sitemapXml('https://adenhq.com', new Map([['/', '2026-11-02']]));
    expect(() => checkSitemap({ xml }, path.join(tmpdir(), 'no-such-sitemap.xsd'))).toThrow(
      /Cannot load the sitemap schema: .*no-such-sitemap\.xsd is missing/,
    );
    const broken = path.join(tmpdir(), `broken-sitemap-${process.pid}.xsd`);
    writeFileSync(
      broken,
      '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema"><xsd:element name="urlset" type="nope"/></xsd:schema>',
    );
    expect(() => checkSitemap({ xml }, broken)).toThrow(
      /Cannot load the sitemap schema .*failed to compile/s,
    );
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt('https://adenhq.com')).toContain('Sitemap: https://adenhq.com/sitemap.xml');
  });
});

describe('the blog RSS feed', () => {
  const feed = rssXml('https://adenhq.com', { title: 'Notes & news', description: 'From <the> team' }, [
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

  it('names its channel as it is given, escaped', () => {
    expect(feed).toContain('<title>Notes &amp; news</title>');
    expect(feed).toContain('<description>From &lt;the&gt; team</description>');
  });

  it('lists the newest post first with an RFC 822 date', () => {
    expect(feed.indexOf('/blog/newer')).toBeLessThan(feed.indexOf('/blog/older'));
    expect(feed).toContain('<pubDate>Wed, 14 Oct 2026 00:00:00 GMT</pubDate>');
  });
});

describe('security.txt (RFC 9116)', () => {
  const contact = {
    email: 'security@adenhq.com',
    preferredLanguages: ['en'],
    policyPath: '/security#report-a-vulnerability',
    lifetimeDays: 180,
  };
  const built = new Date('2026-11-29T08:15:30.250Z');
  const fields = (text: string) =>
    new Map(
      text
        .trimEnd()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
    );

  it('names the contact, the policy, the languages and its canonical address, one field a line', () => {
    const text = securityTxt('https://adenhq.com', contact, built);
    expect(text.endsWith('\n')).toBe(true);
    expect(fields(text)).toEqual(
      new Map([
        ['Contact', 'mailto:security@adenhq.com'],
        ['Expires', '2027-05-28T08:15:30Z'],
        ['Policy', 'https://adenhq.com/security#report-a-vulnerability'],
        ['Preferred-Languages', 'en'],
        ['Canonical', 'https://adenhq.com/.well-known/security.txt'],
      ]),
    );
  });

  it('expires within a year of the build, as RFC 9116 advises', () => {
    const expires = new Date(fields(securityTxt('https://adenhq.com', contact, built)).get('Expires') ?? '');
    const days = (expires.getTime() - built.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThan(365);
  });
});
