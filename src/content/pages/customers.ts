import { definePage } from '@/content/definePage';
import { companyFigures } from '@/content/facts/company';
import { customersPageSchema } from '@/content/schema';

export default definePage(customersPageSchema, {
  headline: 'Companies that run their operations on Aden',
  intro: `More than ${companyFigures.customersCount} contractors, distributors, agencies, clinics and public bodies use Aden to replace spreadsheets and disconnected tools. Here are some of them, in their own words and with their own numbers.`,
  logos: [
    { name: 'TC Boiler', industry: 'Mechanical contracting', logo: { letters: 'TC', background: '#9A3412' } },
    {
      name: 'Hollis and Grant Builders',
      industry: 'General contracting',
      logo: { letters: 'HG', background: '#1E3A5F' },
    },
    {
      name: 'Bluestreak Supply',
      industry: 'Wholesale distribution',
      logo: { letters: 'BS', background: '#1D4ED8' },
    },
    {
      name: 'Kai Media',
      industry: 'Creative agency',
      logo: { letters: 'KM', background: '#0F766E' },
    },
    {
      name: 'Medallion Health Partners',
      industry: 'Outpatient healthcare',
      logo: { letters: 'MH', background: '#7C3AED' },
    },
    {
      name: 'Northfield Mechanical',
      industry: 'Mechanical contracting',
      logo: { letters: 'NM', background: '#374151' },
    },
    {
      name: 'Pinecrest Water District',
      industry: 'Local government',
      logo: { letters: 'PW', background: '#0E7490' },
    },
    { name: 'Harbor Lane Dental', industry: 'Dental group', logo: { letters: 'HL', background: '#BE185D' } },
    {
      name: 'Ridgeway Electric',
      industry: 'Electrical contracting',
      logo: { letters: 'RE', background: '#4D7C0F' },
    },
    {
      name: 'Orchard & Vine',
      industry: 'Food and beverage e-commerce',
      logo: { letters: 'O&V', background: '#166534' },
    },
  ],
  quotes: [
    {
      text: 'Our foremen raise changes on their phones before they pick up a tool. Last year that was forty-one change orders we would have argued about at closeout.',
      name: 'Ray Moreno',
      role: 'Operations Director',
      company: 'Northfield Mechanical',
    },
    {
      text: 'Department heads see what they have left to spend against every budget line, the same morning an order is approved. Nobody calls finance to ask any more.',
      name: 'Carla Jennings',
      role: 'Finance Director',
      company: 'Pinecrest Water District',
    },
    {
      text: 'We run fourteen practices and used to order gloves fourteen different ways. Central purchasing with local reorder points paid for Aden in the first quarter.',
      name: 'Michelle Tran',
      role: 'Director of Operations',
      company: 'Harbor Lane Dental',
    },
    {
      text: 'Shopify, our wholesale accounts and the warehouse finally agree on what we have. We have not oversold a case of wine since the week we went live.',
      name: 'Sam Oduya',
      role: 'Co-founder',
      company: 'Orchard & Vine',
    },
  ],
  caseStudies: ['hollis-grant', 'tc-boiler', 'bluestreak', 'kai-media', 'medallion'],
  figures: [companyFigures.customers, companyFigures.revenueRetention, companyFigures.firstModuleLive],
  title: 'Customers',
  heroCtas: [
    { label: 'Book a demo', action: 'book-demo' },
    { label: 'Start for free', action: 'start-free' },
  ],
  figuresHeading: 'Across our customers',
  logosHeading: 'Teams that run on Aden',
  caseStudiesHeading: 'Case studies',
  caseStudyLinkLabel: 'Read the {company} story',
  quotesHeading: 'In their words',
  industriesHeading: 'By industry',
  cta: {
    heading: 'Write the next case study with us',
    body: 'Tell us which process costs your team the most time, and we will show you how customers like these automated it, with their numbers.',
    primary: { label: 'Book a demo', action: 'book-demo' },
    secondary: { label: 'Contact sales', href: '/contact' },
  },
  updated: '2026-11-01',
});
