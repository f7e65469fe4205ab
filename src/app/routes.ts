import {
  caseStudySlugs,
  industrySlugs,
  integrationProcessPairs,
  integrationSlugs,
  nameFromSlug,
  postSlugs,
  processSlugs,
} from '../content/catalog';
import type { RouteDef } from './routeTypes';

/** Every route of SPEC.md section 2. Each page is its own chunk. */
const pageRoutes: RouteDef[] = [
  {
    path: '/',
    load: () => import('../pages/HomePage'),
    meta: {
      title: 'Aden: AI business automation',
      description:
        'Aden automates accounting, inventory, projects, workforce and e-commerce with AI, so operations teams spend their time on customers instead of data entry.',
    },
    whiteHeader: true,
  },
  {
    path: '/accounting',
    load: () => import('../pages/AccountingPage'),
    meta: {
      title: 'Finance & Accounting',
      description: 'AI-assisted bookkeeping, reconciliation, invoicing and reporting.',
    },
    whiteHeader: true,
  },
  {
    path: '/ai-form',
    load: () => import('../pages/AiFormPage'),
    meta: {
      title: 'Intelligent Data Onboarding',
      description: "Aden's AI form reads your documents, maps the fields and loads the data for you.",
    },
  },
  {
    path: '/blog',
    load: () => import('../pages/BlogPage'),
    meta: { title: 'Blog', description: 'Guides, product news and stories from teams automating with Aden.' },
    whiteHeader: true,
  },
  {
    path: '/blog/:slug',
    load: () => import('../pages/BlogPostPage'),
    // The page declares its own title and description from the post's payload.
    meta: ({ slug }) => ({
      title: nameFromSlug(slug ?? 'blog'),
      description: 'An article from the Aden blog.',
    }),
    whiteHeader: true,
    validate: ({ slug }) => postSlugs.includes(slug ?? ''),
    staticPaths: () => postSlugs.map((slug) => `/blog/${slug}`),
  },
  {
    path: '/business-processes',
    load: () => import('../pages/BusinessProcessesPage'),
    meta: {
      title: 'Business Processes',
      description: 'Ready-made automations for the processes every business runs.',
    },
    whiteHeader: true,
  },
  {
    path: '/business-processes/:slug',
    load: () => import('../pages/BusinessProcessPage'),
    meta: ({ slug }) => ({
      title: nameFromSlug(slug ?? 'business-processes'),
      description: 'A business process automated with Aden.',
    }),
    whiteHeader: true,
    validate: ({ slug }) => processSlugs.includes(slug ?? ''),
    staticPaths: () => processSlugs.map((slug) => `/business-processes/${slug}`),
  },
  ...caseStudySlugs.map(
    (slug): RouteDef => ({
      path: `/case-studies/${slug}`,
      load: () => import('../pages/CaseStudyPage'),
      meta: { title: `${nameFromSlug(slug)} case study`, description: 'How a customer runs on Aden.' },
    }),
  ),
  {
    path: '/contact',
    load: () => import('../pages/ContactPage'),
    meta: { title: 'Contact Sales', description: 'Talk to the Aden team about your processes and systems.' },
  },
  {
    path: '/contracting',
    load: () => import('../pages/ContractingPage'),
    meta: {
      title: 'Contracting',
      description: 'Bids, change orders, subcontractors and progress billing in one place.',
    },
    whiteHeader: true,
  },
  ...industrySlugs.map(
    (slug): RouteDef => ({
      path: `/customer/${slug}`,
      load: () => import('../pages/IndustryPage'),
      meta: {
        title: `Aden for ${nameFromSlug(slug)}`,
        description: `How ${slug} organisations run on Aden.`,
      },
      whiteHeader: true,
    }),
  ),
  {
    path: '/customers',
    load: () => import('../pages/CustomersPage'),
    meta: { title: 'Customers', description: 'Organisations that run their operations on Aden.' },
  },
  {
    path: '/eCommerce',
    load: () => import('../pages/ECommercePage'),
    meta: {
      title: 'E-commerce',
      description: 'Orders, stock and fulfilment synchronised across every channel.',
    },
  },
  {
    path: '/employee/:id',
    load: () => import('../pages/EmployeePage'),
    meta: { title: 'Meet the team', description: 'A member of the Aden team.' },
  },
  {
    path: '/form-submit-result',
    load: () => import('../pages/FormSubmitResultPage'),
    meta: { title: 'Form submitted', description: 'Your form has been received.' },
  },
  {
    path: '/integration-process/:integration/:process',
    load: () => import('../pages/IntegrationProcessPage'),
    meta: ({ integration, process }) => ({
      title: `${nameFromSlug(integration ?? 'integration')}: ${nameFromSlug(process ?? 'process')}`,
      description: 'An integration inside a business process.',
    }),
    validate: ({ integration, process }) =>
      integrationProcessPairs.some(([i, p]) => i === integration && p === process),
    staticPaths: () => integrationProcessPairs.map(([i, p]) => `/integration-process/${i}/${p}`),
  },
  {
    path: '/integrations',
    load: () => import('../pages/IntegrationsPage'),
    meta: { title: 'Integrations', description: 'Connect Aden with the tools you already use.' },
    whiteHeader: true,
  },
  {
    path: '/integrations/:slug',
    load: () => import('../pages/IntegrationPage'),
    meta: ({ slug }) => ({
      title: `${nameFromSlug(slug ?? 'integration')} integration`,
      description: 'Connect Aden with the tools you already use.',
    }),
    whiteHeader: true,
    validate: ({ slug }) => integrationSlugs.includes(slug ?? ''),
    staticPaths: () => integrationSlugs.map((slug) => `/integrations/${slug}`),
  },
  {
    path: '/inventory-management',
    load: () => import('../pages/InventoryManagementPage'),
    meta: {
      title: 'Inventory Management',
      description: 'Real-time stock, reorder points and AI demand forecasts.',
    },
    whiteHeader: true,
  },
  {
    path: '/module-training',
    load: () => import('../pages/ModuleTrainingPage'),
    meta: { title: 'Training & Certification', description: 'Learn each Aden module and certify your team.' },
    whiteHeader: true,
  },
  {
    path: '/online-form/:id',
    load: () => import('../pages/OnlineFormPage'),
    meta: { title: 'Online form', description: 'Fill in and submit a form.' },
  },
  {
    path: '/pricing',
    load: () => import('../pages/PricingPage'),
    meta: { title: 'Pricing', description: 'Start free, then pay only for the modules and seats you use.' },
    whiteHeader: true,
  },
  {
    path: '/privacy',
    load: () => import('../pages/PrivacyPage'),
    meta: { title: 'Privacy Policy', description: 'How Aden collects, uses and protects personal data.' },
  },
  {
    path: '/professionalServices',
    load: () => import('../pages/ProfessionalServicesPage'),
    meta: {
      title: 'Professional Services',
      description: 'Projects, time, resourcing and billing for services firms.',
    },
  },
  {
    path: '/project-management',
    load: () => import('../pages/ProjectManagementPage'),
    meta: {
      title: 'Project Management',
      description: 'Plan, schedule and track projects tied to your books.',
    },
    whiteHeader: true,
  },
  {
    path: '/RoiCalculator',
    load: () => import('../pages/RoiCalculatorPage'),
    meta: { title: 'ROI Calculator', description: 'Estimate what your team saves by automating with Aden.' },
  },
  ...(['blogs', 'business-processes', 'case-studies', 'integrations'] as const).map(
    (section): RouteDef => ({
      path: `/sitemaps/${section}`,
      load: () => import('../pages/SitemapPage'),
      meta: {
        title: `Sitemap: ${section.replace('-', ' ')}`,
        description: `Every page of the Aden site under ${section}.`,
      },
    }),
  ),
  {
    path: '/terms-of-service',
    load: () => import('../pages/TermsOfServicePage'),
    meta: { title: 'Terms of Service', description: 'The terms that govern your use of Aden.' },
  },
  {
    path: '/workforce',
    load: () => import('../pages/WorkforcePage'),
    meta: {
      title: 'Workforce',
      description: 'Scheduling, time tracking, payroll preparation and HR records.',
    },
  },
];

export const routes: readonly RouteDef[] = pageRoutes;
