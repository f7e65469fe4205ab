import { z } from '@contract/zod';
import authors from '@/content/authors';
import { definePage } from '@/content/definePage';
import { companyFigures } from '@/content/facts/company';
import { offices } from '@/content/facts/offices';
import { DATA_PROTECTION, securityPoints } from '@/content/pricing';
import { figureSchema, introHeroShape, isoDate, line, officeSchema, paragraph } from '@/content/schema';

const person = z.object({ name: line, role: line, bio: paragraph });

/** A leader who also writes for the blog, as the blog introduces them. */
const author = (slug: string) => {
  const found = authors.find((each) => each.slug === slug);
  if (!found) throw new Error(`src/content/pages/company.ts: no author "${slug}" in src/content/authors.ts`);
  return { name: found.name, role: found.role, bio: found.bio };
};

export default definePage(
  z.object({
    ...introHeroShape,
    figuresHeading: line,
    /** Under the figures: the year and the place the company was founded. */
    founded: line,
    figures: z.array(figureSchema).min(2),
    storyHeading: line,
    story: z.array(paragraph).min(2),
    leadershipHeading: line,
    leaders: z.array(person).min(4),
    funding: z.object({
      heading: line,
      intro: paragraph,
      rounds: z
        .array(z.object({ round: line, year: z.number().int(), amount: line, investors: line }))
        .min(2),
    }),
    officesHeading: line,
    offices: z.array(officeSchema).min(2),
    security: z.object({
      heading: line,
      intro: paragraph,
      dataProtection: line,
      points: z.array(z.object({ feature: line, plans: line })).min(4),
      /** The documents a buyer reads before signing; the Security Program shows where the site links one. */
      links: z.object({ privacy: line, terms: line, controls: line, program: line }),
    }),
    updated: isoDate,
  }),
  {
    title: 'About Aden',
    intro:
      'Aden Technologies builds one system for the companies that run on spreadsheets and five disconnected tools: contractors, distributors, agencies, clinics and public bodies. We are an independent, venture-backed company, headquartered in Austin, Texas.',
    heroCtas: [
      { label: 'Book a demo', action: 'book-demo' },
      { label: 'Contact us', href: '/contact' },
    ],
    figuresHeading: 'Aden at a glance',
    founded: 'Founded in 2019 in Austin, Texas.',
    figures: [companyFigures.headcount, companyFigures.customers],
    storyHeading: 'Our story',
    story: [
      'Elena Marsh was the finance director of a mechanical contractor in Austin that ran its jobs in one system, its time in another and its invoices in a third, reconciled every month in a spreadsheet. In 2019 she and Arjun Mehta, who had spent a decade building ERP integrations, started Aden to replace that spreadsheet with one system a 50-person company could set up without a consultant.',
      'The first customers were contractors and distributors in Texas; the accounting, inventory and contracting modules came from their month-end closes and job-cost reports. Intelligent Data Onboarding followed in 2022, when we saw that most new customers spent more time getting their data in than learning the product. Today Aden runs in companies from five people to a few thousand, on three continents.',
    ],
    leadershipHeading: 'Leadership',
    leaders: [
      {
        name: 'Elena Marsh',
        role: 'Co-founder and Chief Executive Officer',
        bio: 'Elena spent twelve years in construction finance, the last five as finance director of a 300-person mechanical contractor. She leads Aden’s strategy and still sits in on customer month-end reviews every quarter.',
      },
      {
        name: 'Arjun Mehta',
        role: 'Co-founder and Chief Technology Officer',
        bio: 'Arjun built ERP and payroll integrations for mid-market software vendors for ten years before co-founding Aden. He leads engineering, the platform and the integrations team.',
      },
      {
        name: 'Rachel Okoye',
        role: 'Chief Financial Officer',
        bio: 'Rachel joined from a listed payments company, where she ran financial planning and investor relations. She is responsible for finance, legal and Aden’s own audit, which runs on Aden.',
      },
      {
        name: 'Liam Gallagher',
        role: 'Chief Customer Officer and General Manager, Europe',
        bio: 'Liam leads onboarding, support and customer success from our Dublin office, and opened the European business in 2022.',
      },
      {
        name: 'Sofia Brandt',
        role: 'Chief Information Security Officer',
        bio: 'Sofia runs security, privacy engineering and compliance: the SOC 2 Type II program, the yearly penetration tests and our data processing agreements.',
      },
      author('priya-natarajan'),
      author('maya-okafor'),
    ],
    funding: {
      heading: 'Investors',
      intro:
        'Aden has raised $71 million from investors who back software for the companies that run the real economy. We are not profitable yet, and plan to be in 2028 on the money already raised.',
      rounds: [
        {
          round: 'Seed',
          year: 2019,
          amount: '$4 million',
          investors: 'Foundry Lane Partners and angel investors',
        },
        {
          round: 'Series A',
          year: 2021,
          amount: '$19 million',
          investors: 'Led by Ridgeline Capital, with Foundry Lane Partners',
        },
        {
          round: 'Series B',
          year: 2024,
          amount: '$48 million',
          investors: 'Led by Northgate Ventures, with Ridgeline Capital and Foundry Lane Partners',
        },
      ],
    },
    officesHeading: 'Offices',
    offices,
    security: {
      heading: 'Security and trust',
      intro:
        'You can check how we protect your data before you sign: the controls below hold for every customer, and our SOC 2 Type II report is yours on request.',
      dataProtection: DATA_PROTECTION,
      points: securityPoints(),
      links: {
        privacy: 'Privacy Policy',
        terms: 'Terms of Service, with our data processing agreement',
        controls: 'Security controls by plan',
        program: 'Certifications, subprocessors, uptime commitments and vulnerability reports',
      },
    },
    updated: '2026-11-27',
  },
);
