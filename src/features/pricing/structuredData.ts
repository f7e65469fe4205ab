import { CURRENCY } from '@/content/billingTerms';
import type { Plan, PricedPlan } from '@/content/pricing';
import { routes } from '@/lib/routing/paths';

/** schema.org Product with one Offer per priced plan, monthly and yearly unit prices per user. */
export function productJsonLd(plans: readonly Plan[], siteUrl: string) {
  const priced = plans.filter((plan): plan is PricedPlan => plan.kind !== 'custom');
  const unitPrice = (price: number, billingDuration: string) => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: CURRENCY,
    unitText: 'user per month',
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    billingDuration,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Aden',
    description:
      'AI business-automation platform: accounting, inventory, project management, workforce, e-commerce, professional services, contracting and AI data onboarding.',
    brand: { '@type': 'Brand', name: 'Aden' },
    url: `${siteUrl}${routes.pricing.path}`,
    offers: priced.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.audience,
      price: plan.pricePerUser.monthly,
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url: `${siteUrl}${routes.pricing.path}`,
      priceSpecification: [
        unitPrice(plan.pricePerUser.monthly, 'P1M'),
        unitPrice(plan.pricePerUser.yearly, 'P1Y'),
      ],
    })),
  };
}
