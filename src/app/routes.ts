import { blogPosts, findBlogPost } from '@/content/blog';
import { businessProcesses, findBusinessProcess } from '@/content/businessProcesses';
import { caseStudies } from '@/content/caseStudies';
import { industries } from '@/content/industries';
import { findIntegration, integrations } from '@/content/integrations';
import { paths, pathTo, patterns } from '@/lib/paths';
import type { RouteDef } from './routeTypes';

/** Every route of SPEC.md section 2. Each page is its own chunk. */
const pageRoutes: RouteDef[] = [
  {
    path: paths.home,
    load: () => import('@/pages/HomePage'),
    meta: {
      title: 'Aden: AI business automation',
      description:
        'Aden automates accounting, inventory, projects, workforce and e-commerce with AI, so operations teams spend their time on customers instead of data entry.',
    },
    whiteHeader: true,
  },
  {
    path: paths.accounting,
    load: () => import('@/pages/AccountingPage'),
    meta: {
      title: 'Finance & Accounting',
      description: 'AI-assisted bookkeeping, reconciliation, invoicing and reporting.',
    },
    whiteHeader: true,
  },
  {
    path: paths.aiForm,
    load: () => import('@/pages/AiFormPage'),
    meta: {
      title: 'Intelligent Data Onboarding',
      description: "Aden's AI form reads your documents, maps the fields and loads the data for you.",
    },
  },
  {
    path: paths.blog,
    load: () => import('@/pages/BlogPage'),
    meta: { title: 'Blog', description: 'Guides, product news and stories from teams automating with Aden.' },
    whiteHeader: true,
  },
  {
    path: patterns.blogPost,
    load: () => import('@/pages/BlogPostPage'),
    meta: ({ slug }) => {
      const post = findBlogPost(slug);
      return { title: post?.title ?? 'Blog', description: post?.summary ?? '' };
    },
    whiteHeader: true,
    validate: ({ slug }) => Boolean(findBlogPost(slug)),
    staticPaths: () => blogPosts.map((post) => pathTo.blogPost(post.slug)),
  },
  {
    path: paths.businessProcesses,
    load: () => import('@/pages/BusinessProcessesPage'),
    meta: {
      title: 'Business Processes',
      description: 'Ready-made automations for the processes every business runs.',
    },
    whiteHeader: true,
  },
  {
    path: patterns.businessProcess,
    load: () => import('@/pages/BusinessProcessPage'),
    meta: ({ slug }) => {
      const process = findBusinessProcess(slug);
      return { title: process?.title ?? 'Business Processes', description: process?.summary ?? '' };
    },
    whiteHeader: true,
    validate: ({ slug }) => Boolean(findBusinessProcess(slug)),
    staticPaths: () => businessProcesses.map((process) => pathTo.businessProcess(process.slug)),
  },
  ...caseStudies.map(
    (study): RouteDef => ({
      path: pathTo.caseStudy(study.slug),
      load: () => import('@/pages/CaseStudyPage'),
      meta: { title: `${study.customer} case study`, description: study.summary },
    }),
  ),
  {
    path: paths.contact,
    load: () => import('@/pages/ContactPage'),
    meta: { title: 'Contact Sales', description: 'Talk to the Aden team about your processes and systems.' },
  },
  {
    path: paths.contracting,
    load: () => import('@/pages/ContractingPage'),
    meta: {
      title: 'Contracting',
      description: 'Bids, change orders, subcontractors and progress billing in one place.',
    },
    whiteHeader: true,
  },
  ...industries.map(
    (industry): RouteDef => ({
      path: pathTo.customer(industry.slug),
      load: () => import('@/pages/IndustryPage'),
      meta: { title: `Aden for ${industry.name}`, description: industry.summary },
      whiteHeader: true,
    }),
  ),
  {
    path: paths.customers,
    load: () => import('@/pages/CustomersPage'),
    meta: { title: 'Customers', description: 'Organisations that run their operations on Aden.' },
  },
  {
    path: paths.eCommerce,
    load: () => import('@/pages/ECommercePage'),
    meta: {
      title: 'E-commerce',
      description: 'Orders, stock and fulfilment synchronised across every channel.',
    },
  },
  {
    path: patterns.employee,
    load: () => import('@/pages/EmployeePage'),
    meta: { title: 'Meet the team', description: 'A member of the Aden team.' },
  },
  {
    path: paths.formSubmitResult,
    load: () => import('@/pages/FormSubmitResultPage'),
    meta: { title: 'Form submitted', description: 'Your form has been received.' },
  },
  {
    path: patterns.integrationProcess,
    load: () => import('@/pages/IntegrationProcessPage'),
    meta: ({ integration, process }) => ({
      title: `${findIntegration(integration)?.name ?? 'Integration'}: ${findBusinessProcess(process)?.title ?? 'process'}`,
      description: findBusinessProcess(process)?.summary ?? '',
    }),
    validate: ({ integration, process }) =>
      Boolean(
        process && findBusinessProcess(process) && findIntegration(integration)?.processes.includes(process),
      ),
    staticPaths: () =>
      integrations.flatMap((item) =>
        item.processes.map((process) => `/integration-process/${item.slug}/${process}`),
      ),
  },
  {
    path: paths.integrations,
    load: () => import('@/pages/IntegrationsPage'),
    meta: { title: 'Integrations', description: 'Connect Aden with the tools you already use.' },
    whiteHeader: true,
  },
  {
    path: patterns.integration,
    load: () => import('@/pages/IntegrationPage'),
    meta: ({ slug }) => {
      const integration = findIntegration(slug);
      return {
        title: `${integration?.name ?? 'Integration'} integration`,
        description: integration?.summary ?? '',
      };
    },
    whiteHeader: true,
    validate: ({ slug }) => Boolean(findIntegration(slug)),
    staticPaths: () => integrations.map((item) => `/integrations/${item.slug}`),
  },
  {
    path: paths.inventoryManagement,
    load: () => import('@/pages/InventoryManagementPage'),
    meta: {
      title: 'Inventory Management',
      description: 'Real-time stock, reorder points and AI demand forecasts.',
    },
    whiteHeader: true,
  },
  {
    path: paths.moduleTraining,
    load: () => import('@/pages/ModuleTrainingPage'),
    meta: { title: 'Training & Certification', description: 'Learn each Aden module and certify your team.' },
    whiteHeader: true,
  },
  {
    path: patterns.onlineForm,
    load: () => import('@/pages/OnlineFormPage'),
    meta: { title: 'Online form', description: 'Fill in and submit a form.' },
  },
  {
    path: paths.pricing,
    load: () => import('@/pages/PricingPage'),
    meta: { title: 'Pricing', description: 'Start free, then pay only for the modules and seats you use.' },
    whiteHeader: true,
  },
  {
    path: paths.privacy,
    load: () => import('@/pages/PrivacyPage'),
    meta: { title: 'Privacy Policy', description: 'How Aden collects, uses and protects personal data.' },
  },
  {
    path: paths.professionalServices,
    load: () => import('@/pages/ProfessionalServicesPage'),
    meta: {
      title: 'Professional Services',
      description: 'Projects, time, resourcing and billing for services firms.',
    },
  },
  {
    path: paths.projectManagement,
    load: () => import('@/pages/ProjectManagementPage'),
    meta: {
      title: 'Project Management',
      description: 'Plan, schedule and track projects tied to your books.',
    },
    whiteHeader: true,
  },
  {
    path: paths.roiCalculator,
    load: () => import('@/pages/RoiCalculatorPage'),
    meta: { title: 'ROI Calculator', description: 'Estimate what your team saves by automating with Aden.' },
  },
  ...(['blogs', 'business-processes', 'case-studies', 'integrations'] as const).map(
    (section): RouteDef => ({
      path: pathTo.sitemap(section),
      load: () => import('@/pages/SitemapPage'),
      meta: {
        title: `Sitemap: ${section.replace('-', ' ')}`,
        description: `Every page of the Aden site under ${section}.`,
      },
    }),
  ),
  {
    path: paths.termsOfService,
    load: () => import('@/pages/TermsOfServicePage'),
    meta: { title: 'Terms of Service', description: 'The terms that govern your use of Aden.' },
  },
  {
    path: paths.workforce,
    load: () => import('@/pages/WorkforcePage'),
    meta: {
      title: 'Workforce',
      description: 'Scheduling, time tracking, payroll preparation and HR records.',
    },
  },
];

export const routes: readonly RouteDef[] = pageRoutes;
