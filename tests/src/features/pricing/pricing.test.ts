import { describe, expect, it } from 'vitest';
import { yearlySaving } from '../../../../src/content/billingTerms';
import {
  bestYearlySavingPercent,
  paidPlans,
  plans,
  pricingFaq,
  securityPoints,
} from '../../../../src/content/pricing';
import { billingFromSearch, searchWithBilling } from '../../../../src/features/pricing/billing';
import { productJsonLd } from '../../../../src/features/pricing/structuredData';
import { faqJsonLd } from '../../../../src/lib/seo/seo';

describe('pricing content', () => {
  it('has Free Forever (the sign-up plan), two paid tiers and Enterprise', () => {
    expect(plans.map((plan) => [plan.id, plan.kind])).toEqual([
      ['freeforever', 'free'],
      ['team', 'paid'],
      ['business', 'paid'],
      ['enterprise', 'custom'],
    ]);
    expect(plans.filter((plan) => plan.cta.action === 'contactSales').map((plan) => plan.id)).toEqual([
      'enterprise',
    ]);
  });

  it('yearly billing saves what the prices say', () => {
    expect(paidPlans.map((plan) => [plan.id, yearlySaving(plan)])).toEqual([
      ['team', { perUserPerYear: 60, percent: 17 }],
      ['business', { perUserPerYear: 120, percent: 17 }],
    ]);
    expect(bestYearlySavingPercent).toBe(17);
    for (const plan of paidPlans) expect(plan.pricePerUser.yearly).toBeLessThan(plan.pricePerUser.monthly);
  });

  it('the FAQ has at least eight questions, and its yearly answer quotes the prices', () => {
    expect(pricingFaq.length).toBeGreaterThanOrEqual(8);
    const yearly = pricingFaq.find((entry) => entry.question === 'How much do I save by paying yearly?');
    expect(yearly?.answer).toBe(
      'Yearly billing costs $24 instead of $29 per office user a month on Team (17% less, $60 per office user a year), and $49 instead of $59 per office user a month on Business (17% less, $120 per office user a year).',
    );
  });

  it('the FAQ gives the data processing agreement to every plan, as the security block and the terms do', () => {
    const dpa = securityPoints().find((point) => point.feature === 'Data processing agreement');
    expect(dpa?.plans).toBe('Every plan, part of our Terms of Service');
    const stored = pricingFaq.find(
      (entry) => entry.question === 'Where is my data stored, and is it secure?',
    );
    const sentence = stored?.answer.split(/(?<=\.) /).find((each) => /data processing agreement/.test(each));
    expect(sentence).toMatch(/^Every plan’s data processing agreement is part of our Terms of Service/);
    expect(sentence).not.toMatch(/Enterprise[^;]*data processing agreement/);
  });
});

describe('billing in the URL', () => {
  it('reads yearly only when asked for, monthly otherwise', () => {
    expect(billingFromSearch('')).toBe('monthly');
    expect(billingFromSearch('?billing=yearly')).toBe('yearly');
    expect(billingFromSearch('billing=weekly')).toBe('monthly');
  });

  it('writes yearly, leaves monthly out, keeps other parameters', () => {
    expect(searchWithBilling('', 'yearly')).toBe('?billing=yearly');
    expect(searchWithBilling('?billing=yearly', 'monthly')).toBe('');
    expect(searchWithBilling('?utm_source=mail', 'yearly')).toBe('?utm_source=mail&billing=yearly');
  });
});

describe('structured data', () => {
  it('one Offer per priced plan, with monthly and yearly unit prices', () => {
    const product = productJsonLd(plans, 'https://example.com');
    expect(product.url).toBe('https://example.com/pricing');
    expect(product.offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['Free Forever', 0],
      ['Team', 29],
      ['Business', 59],
    ]);
    expect(product.offers[2]?.priceSpecification.map((spec) => [spec.price, spec.billingDuration])).toEqual([
      [59, 'P1M'],
      [49, 'P1Y'],
    ]);
  });

  it('FAQPage lists every question with its answer', () => {
    const faq = faqJsonLd(pricingFaq);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(pricingFaq.length);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: pricingFaq[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: pricingFaq[0]?.answer },
    });
  });
});
