/** The four case studies of SPEC 2 (metadata). */
export interface CaseStudyMeta {
  slug: 'bluestreak' | 'kai-media' | 'medallion' | 'tc-boiler';
  customer: string;
  title: string;
  summary: string;
}

export const caseStudies: CaseStudyMeta[] = [
  {
    slug: 'tc-boiler',
    customer: 'TC Boiler',
    title: 'TC Boiler runs service and billing on Aden',
    summary: 'A boiler-service contractor replaced four tools and cut invoicing time by 70%.',
  },
  {
    slug: 'bluestreak',
    customer: 'Bluestreak',
    title: 'Bluestreak automates order to cash',
    summary: 'A distributor moved from spreadsheets to automated orders, stock and invoices.',
  },
  {
    slug: 'kai-media',
    customer: 'Kai Media',
    title: 'Kai Media bills projects on time',
    summary: 'A media agency tied time, budgets and invoices together and closed months faster.',
  },
  {
    slug: 'medallion',
    customer: 'Medallion',
    title: 'Medallion onboards data in hours',
    summary: 'Intelligent data onboarding turned months of migration into an afternoon.',
  },
];
