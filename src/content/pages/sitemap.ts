import { definePage } from '@/content/definePage';
import { sitemapPageSchema } from '@/content/schema';

/** The sitemaps for people (/sitemaps/{section}): what each section lists and the words around it. */
export default definePage(sitemapPageSchema, {
  eyebrow: 'Sitemap',
  sitemapTitle: 'Sitemap: {section}',
  otherSitemapsLabel: 'Other sitemaps',
  linksHeading: '{count} pages',
  sections: {
    blogs: {
      name: 'Blog',
      title: 'Blog articles',
      description: 'Every article on the Aden blog, newest first.',
    },
    'business-processes': {
      name: 'Business processes',
      title: 'Business processes',
      description: 'Every business process Aden automates, and each integration that takes part in one.',
    },
    'case-studies': {
      name: 'Case studies',
      title: 'Case studies and customers',
      description: 'How customers run on Aden: case studies, industries and the customer overview.',
    },
    integrations: {
      name: 'Integrations',
      title: 'Integrations',
      description: 'Every integration Aden offers, by name, with what it connects.',
    },
  },
  updated: '2026-06-30',
});
