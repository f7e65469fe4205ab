import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCopyFiles } from '../../../../scripts/build/checkFacts';
import type { PageContent } from '../../../../src/content/definePage';
import { certifications, uptimeByPlan } from '../../../../src/content/facts/trust';
import type securityPage from '../../../../src/content/pages/security';
import { comparison, plans } from '../../../../src/content/pricing';
import { loadContent } from '../../../../src/content/siteContent';

const root = path.resolve(import.meta.dirname, '../../../..');

/** An uptime percentage or a promise of service credits: what only src/content/facts/trust.ts may state. */
const UPTIME_CLAIM =
  /\b\d{2}(?:\.\d+)?% (?:monthly )?(?:uptime|availability)\b|\bservice credits? (?:on|for|with) (?:all|every|each|paid)\b|\b(?:all|every|paid) plans? (?:include|get|earn)s? (?:the )?(?:support and )?service credits\b/i;

const claimsIn = (files: readonly { path: string; text: string }[]) =>
  files.flatMap((file) =>
    file.text
      .split('\n')
      .flatMap((line, index) => (UPTIME_CLAIM.test(line) ? [`${file.path}:${index + 1}`] : [])),
  );

describe('uptime commitments, stated once (src/content/facts/trust.ts)', () => {
  it('gives the pricing comparison its uptime row, plan by plan', () => {
    const row = comparison.flatMap((group) => group.rows).find((each) => each.feature === 'Uptime SLA');
    expect(row?.values).toEqual(
      Object.fromEntries(plans.map((plan) => [plan.id, uptimeByPlan[plan.id]?.percent ?? false])),
    );
  });

  it('is restated by no copy: the terms, the pricing page and every other page point to /security', () => {
    expect(claimsIn(readCopyFiles(root))).toEqual([]);
  });

  it('finds the claim the terms used to make, so the check above can fail', () => {
    const terms =
      'We aim for 99.9% monthly availability of the Service. Paid plans include the support and service credits described in our service level agreement.';
    expect(claimsIn([{ path: 'terms.md', text: terms }])).toEqual(['terms.md:1']);
    expect(claimsIn([{ path: 'a.ts', text: 'Service credits on every paid plan.' }])).toEqual(['a.ts:1']);
  });

  it('is what the security page shows, and the terms make it part of themselves by a link to it', () => {
    const content = loadContent();
    const page = content.page('security') as PageContent<typeof securityPage>;
    expect(page.uptime.plans.map((each) => [each.plan, each.commitment])).toEqual(
      plans.map((plan) => [
        plan.name,
        uptimeByPlan[plan.id] ? `${uptimeByPlan[plan.id]?.percent} monthly uptime` : 'No uptime commitment',
      ]),
    );
    expect(content.legal['terms-of-service'].html).toContain('href="/security#uptime"');
  });

  it('gives each credit a lower mark than the one before it and a larger share', () => {
    for (const commitment of Object.values(uptimeByPlan)) {
      if (!commitment) continue;
      expect(commitment.credits[0]?.below).toBe(commitment.percent);
      const marks = commitment.credits.map((credit) => Number.parseFloat(credit.below));
      const shares = commitment.credits.map((credit) => credit.creditPercent);
      expect(marks).toEqual([...marks].sort((a, b) => b - a));
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
    }
  });
});

describe('certifications', () => {
  it('each covers a period that ends before its report is issued', () => {
    for (const item of certifications) {
      expect(item.periodStart < item.periodEnd).toBe(true);
      expect(item.periodEnd <= item.reportDate).toBe(true);
    }
  });
});
