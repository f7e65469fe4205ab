/**
 * Build-side: the data each page shows, cut from the site's content (src/content) into one payload
 * per path (src/site/routePages.ts says which payload each route's pages get). The build embeds a
 * page's payload in its prerendered HTML and writes it to `{path}/_payload.json` for client-side
 * navigation (SPEC 7); pages import only these types, so no content is compiled into JavaScript.
 */

import { integrationStatus } from '@/content/facts/integrationPlans';
import { type SupportChannelId, supportByPlan, supportChannels } from '@/content/facts/support';
import {
  bestYearlySavingPercent,
  comparison,
  DATA_PROTECTION,
  integrationAllowanceSentence,
  integrationAvailability,
  integrationStatusNote,
  moduleAllowanceSentence,
  plans,
  pricingFaq,
  securityPoints,
} from '@/content/pricing';
import type {
  BusinessProcess,
  CaseStudy,
  Integration,
  IntegrationProcess,
  ModulePage,
  PostSummary,
  SiteContent,
} from '@/content/siteContent';
import {
  customerMarkOf,
  fragmentPicture,
  pagePicture,
  partnerMarkOf,
  productScreenOf,
  syncFragmentName,
  syncFragmentOf,
} from '@/content/siteContent';

const RELATED_POSTS = 3;

/** The product picture a page shows in its hero (src/content/productScreens.ts), or null. */
const pictureOf = (content: SiteContent, path: string) => {
  const screen = productScreenOf(content, path);
  return screen ? pagePicture(screen) : null;
};

/** A module's name and page, for links between pages. */
const moduleLink = (module: ModulePage) => ({ slug: module.slug, name: module.name, path: module.path });
export type ModuleLink = ReturnType<typeof moduleLink>;

/** The cards of the items named by slugs, in their order; a slug the content lacks is left out. */
const cardsOf = <Item, Card>(
  slugs: readonly string[],
  find: (slug: string) => Item | undefined,
  card: (item: Item) => Card,
) =>
  slugs.flatMap((slug) => {
    const item = find(slug);
    return item ? [card(item)] : [];
  });

const moduleLinks = (content: SiteContent, slugs: readonly string[]) =>
  cardsOf(slugs, (slug) => content.module(slug), moduleLink);

const integrationCard = (item: Integration) => ({
  slug: item.slug,
  name: item.name,
  path: item.path,
  category: item.category,
  summary: item.summary,
  mark: partnerMarkOf(item),
  status: integrationStatus(item.slug).status,
});
export type IntegrationCard = ReturnType<typeof integrationCard>;
const integrationCards = (content: SiteContent, slugs: readonly string[]) =>
  cardsOf(slugs, (slug) => content.integration(slug), integrationCard);

const processCard = (item: BusinessProcess) => ({
  slug: item.slug,
  title: item.title,
  path: item.path,
  summary: item.summary,
  modules: item.modules,
});
export type ProcessCard = ReturnType<typeof processCard>;

const caseStudyCard = (item: CaseStudy) => ({
  slug: item.slug,
  path: item.path,
  title: item.title,
  summary: item.summary,
  company: {
    name: item.company.name,
    industry: item.company.industry,
    mark: customerMarkOf(item.company.name),
  },
  headline: item.results[0],
});
export type CaseStudyCard = ReturnType<typeof caseStudyCard>;

const postCard = (post: PostSummary) => ({
  slug: post.slug,
  title: post.title,
  description: post.description,
  date: post.date,
  author: post.authorProfile.name,
  readingMinutes: post.readingMinutes,
  tags: post.tags,
  cover: post.cover,
  coverAlt: post.coverAlt,
});
export type PostCard = ReturnType<typeof postCard>;

const pairLink = (content: SiteContent, pair: IntegrationProcess) => ({
  path: pair.path,
  title: pair.title,
  summary: pair.summary,
  integration: content.integration(pair.integration)?.name ?? pair.integration,
  process: content.process(pair.process)?.title ?? pair.process,
});
export type PairLink = ReturnType<typeof pairLink>;

export const homePayload = (content: SiteContent) => {
  const study = content.caseStudy(content.home.caseStudyTeaser.caseStudy);
  return {
    home: content.home,
    modules: content.modules.map(moduleLink),
    industries: content.industries.map((item) => ({ slug: item.slug, name: item.name, path: item.path })),
    caseStudy: study ? caseStudyCard(study) : null,
    integrations: integrationCards(content, content.home.integrationsTeaser.featured),
    picture: pictureOf(content, '/'),
  };
};
export type HomePayload = ReturnType<typeof homePayload>;

export const modulePayload = (content: SiteContent, module: ModulePage) => ({
  module,
  modules: content.modules.map(moduleLink),
  processes: content.processes.filter((item) => item.modules.includes(module.slug)).map(processCard),
  integrations: content.integrations
    .filter((item) => item.modules.includes(module.slug))
    .map(integrationCard),
  /** The customers whose stories use the module: their quote, company and one result. */
  proof: content.caseStudies
    .filter((study) => study.solution.modules.includes(module.slug))
    .map((study) => ({ ...caseStudyCard(study), quote: { ...study.quote, company: study.company.name } })),
  picture: pictureOf(content, module.path),
});
export type ModulePayload = ReturnType<typeof modulePayload>;

/** The blog's list; with a tag, the list of that tag's page (`/blog/tag/{tag}`). */
export const blogPayload = (content: SiteContent, tag: string | null = null) => ({
  posts: content.posts.map(postCard),
  tags: content.tags,
  tag,
});
export type BlogPayload = ReturnType<typeof blogPayload>;

export const blogPostPayload = (content: SiteContent, slug: string) => {
  const post = content.post(slug);
  if (!post) return undefined;
  const related = content.posts
    .filter((other) => other.slug !== slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => postCard(other));
  return {
    post: { ...postCard(post), updated: post.updated, html: post.html, author: post.authorProfile },
    related,
  };
};
export type BlogPostPayload = NonNullable<ReturnType<typeof blogPostPayload>>;

export const processesPayload = (content: SiteContent) => ({
  processes: content.processes.map(processCard),
  modules: content.modules.map(moduleLink),
});
export type ProcessesPayload = ReturnType<typeof processesPayload>;

export const processPayload = (content: SiteContent, slug: string) => {
  const process = content.process(slug);
  if (!process) return undefined;
  return {
    process,
    modules: content.modules.map(moduleLink),
    integrations: content.integrationsOf(slug).flatMap((pair) => {
      const item = content.integration(pair.integration);
      return item ? [{ ...integrationCard(item), pairPath: pair.path, pairSummary: pair.summary }] : [];
    }),
  };
};
export type ProcessPayload = NonNullable<ReturnType<typeof processPayload>>;

export const integrationsPayload = (content: SiteContent) => ({
  integrations: content.integrations.map(integrationCard),
});
export type IntegrationsPayload = ReturnType<typeof integrationsPayload>;

export const integrationPayload = (content: SiteContent, slug: string) => {
  const integration = content.integration(slug);
  if (!integration) return undefined;
  return {
    integration,
    mark: partnerMarkOf(integration),
    availability: integrationAvailability(slug),
    statusNote: integrationStatusNote(slug),
    modules: moduleLinks(content, integration.modules),
    processes: content.processesOf(slug).map((pair) => pairLink(content, pair)),
  };
};
export type IntegrationPayload = NonNullable<ReturnType<typeof integrationPayload>>;

export const integrationProcessPayload = (
  content: SiteContent,
  integrationSlug: string,
  processSlug: string,
) => {
  const pair = content.integrationProcess(integrationSlug, processSlug);
  const integration = content.integration(integrationSlug);
  const process = content.process(processSlug);
  if (!pair || !integration || !process) return undefined;
  const picture = syncFragmentOf(integration, process);
  return {
    pair,
    picture: fragmentPicture(syncFragmentName(pair), picture.fragment, picture.alt),
    integration: integrationCard(integration),
    process: { ...processCard(process), steps: process.steps },
    modules: moduleLinks(content, process.modules),
  };
};
export type IntegrationProcessPayload = NonNullable<ReturnType<typeof integrationProcessPayload>>;

/** The industry page a customer belongs on, as a link, when it is one of the four. */
const industryLink = (content: SiteContent, slug: string | undefined) => {
  const industry = slug ? content.industry(slug) : undefined;
  return industry ? { name: industry.name, path: industry.path } : null;
};

export const caseStudyPayload = (content: SiteContent, slug: string) => {
  const study = content.caseStudy(slug);
  if (!study) return undefined;
  return {
    study,
    sector: industryLink(content, study.company.sector),
    modules: moduleLinks(content, study.solution.modules),
    integrations: integrationCards(content, study.solution.integrations),
    others: content.caseStudies.filter((other) => other.slug !== slug).map(caseStudyCard),
    mark: customerMarkOf(study.company.name),
    picture: pictureOf(content, study.path),
  };
};
export type CaseStudyPayload = NonNullable<ReturnType<typeof caseStudyPayload>>;

export const industryPayload = (content: SiteContent, slug: string) => {
  const industry = content.industry(slug);
  if (!industry) return undefined;
  const study = industry.caseStudy ? content.caseStudy(industry.caseStudy) : undefined;
  return {
    industry,
    modules: content.modules.map(moduleLink),
    caseStudy: study ? caseStudyCard(study) : null,
    picture: pictureOf(content, industry.path),
  };
};
export type IndustryPayload = NonNullable<ReturnType<typeof industryPayload>>;

export const customersPayload = (content: SiteContent) => ({
  customers: content.customers,
  marks: content.customers.logos.map((logo) => ({
    // A customer with a story links to it.
    mark: customerMarkOf(
      logo.name,
      content.caseStudies.find((study) => study.company.name === logo.name)?.path,
    ),
    industry: logo.industry,
  })),
  caseStudies: cardsOf(content.customers.caseStudies, (slug) => content.caseStudy(slug), caseStudyCard),
  industries: content.industries.map((item) => ({
    slug: item.slug,
    name: item.name,
    path: item.path,
    headline: item.headline,
  })),
});
export type CustomersPayload = ReturnType<typeof customersPayload>;

/** "all plans", "Team and above"…: the plans whose support includes a channel. */
function channelPlans(channel: SupportChannelId): string {
  const withIt = plans.filter((plan) =>
    (supportByPlan[plan.id].channels as readonly string[]).includes(channel),
  );
  if (withIt.length === plans.length) return 'all plans';
  if (withIt.length === 1) return withIt[0]?.name ?? '';
  return `${withIt[0]?.name} and above`;
}

/** "Support replies first within … on Team, …": each plan's promise, from the plans' support. */
function firstReplies(): string {
  const plansByReply = new Map<string, string[]>();
  for (const plan of plans) {
    const reply = supportByPlan[plan.id].firstReply;
    if (reply) plansByReply.set(reply, [...(plansByReply.get(reply) ?? []), plan.name]);
  }
  const promises = [...plansByReply].map(([reply, names]) => `${reply} on ${names.join(' and ')}`);
  return `Support replies first within ${promises.join(', and within ')}.`;
}

export const contactPayload = (content: SiteContent) => ({
  contact: content.contact,
  support: {
    channels: supportChannels.map((channel) => ({
      name: `${channel.name} (${channelPlans(channel.id)})`,
      hours: channel.hours,
    })),
    firstReplies: firstReplies(),
  },
});
export type ContactPayload = ReturnType<typeof contactPayload>;

export const legalPayload = (content: SiteContent, slug: 'privacy' | 'terms-of-service') => ({
  document: content.legal[slug],
});
export type LegalPayload = ReturnType<typeof legalPayload>;

const SITEMAP_SECTIONS = {
  blogs: {
    title: 'Blog articles',
    description: 'Every article on the Aden blog, newest first.',
    links: (content: SiteContent) =>
      content.posts.map((post) => ({ path: post.path, title: post.title, description: post.description })),
  },
  'business-processes': {
    title: 'Business processes',
    description: 'Every business process Aden automates, and each integration that takes part in one.',
    links: (content: SiteContent) => [
      ...content.processes.map((item) => ({ path: item.path, title: item.title, description: item.summary })),
      ...content.integrationProcesses.map((pair) => ({
        path: pair.path,
        title: pair.title,
        description: pair.summary,
      })),
    ],
  },
  'case-studies': {
    title: 'Case studies and customers',
    description: 'How customers run on Aden: case studies, industries and the customer overview.',
    links: (content: SiteContent) => [
      ...content.caseStudies.map((item) => ({
        path: item.path,
        title: item.title,
        description: item.summary,
      })),
      ...content.industries.map((item) => ({
        path: item.path,
        title: `Aden for ${item.name}`,
        description: item.headline,
      })),
    ],
  },
  integrations: {
    title: 'Integrations',
    description: 'Every integration Aden offers, by name, with what it connects.',
    links: (content: SiteContent) =>
      content.integrations.map((item) => ({ path: item.path, title: item.name, description: item.summary })),
  },
} as const;
export type SitemapSection = keyof typeof SITEMAP_SECTIONS;
export const sitemapSections = Object.keys(SITEMAP_SECTIONS) as SitemapSection[];

export const sitemapPayload = (content: SiteContent, section: SitemapSection) => {
  const { title, description, links } = SITEMAP_SECTIONS[section];
  return { section, title, description, links: links(content), sections: sitemapSections };
};
export type SitemapPayload = ReturnType<typeof sitemapPayload>;

/** /pricing: the plans, the comparison by module, security and the FAQ (src/content/pricing.ts). */
export const pricingPayload = (content: SiteContent) => ({
  plans,
  bestYearlySavingPercent,
  comparison,
  moduleAllowance: moduleAllowanceSentence(),
  integrationAllowance: integrationAllowanceSentence((slug) => content.integration(slug)?.name ?? slug),
  security: { dataProtection: DATA_PROTECTION, points: securityPoints() },
  faq: pricingFaq,
});
export type PricingPayload = ReturnType<typeof pricingPayload>;
