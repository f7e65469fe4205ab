import { paths, pathTo, patterns } from '@/lib/paths';
import type { RouteDef } from './routeTypes';

/**
 * Every route of SPEC.md section 2. Each page is its own chunk. Nothing of the content (not even its
 * slugs: a glob over the content files would emit them as chunks) is imported here: routes with `data`
 * get theirs from their payload, written by the build, and an unknown slug is told by its missing
 * payload (the server answers 404 for it; a client-side navigation gets the 404 page from the
 * page-data flow).
 */
const pageRoutes: RouteDef[] = [
  { path: paths.home, load: () => import('@/pages/HomePage'), data: true, whiteHeader: true },
  { path: paths.accounting, load: () => import('@/pages/ModulePage'), data: true, whiteHeader: true },
  { path: paths.aiForm, load: () => import('@/pages/ModulePage'), data: true },
  { path: paths.blog, load: () => import('@/pages/BlogPage'), data: true, whiteHeader: true },
  // One prerendered page per tag: the tag filter works without JavaScript.
  { path: patterns.blogTag, load: () => import('@/pages/BlogPage'), data: true, whiteHeader: true },
  {
    path: patterns.blogPost,
    load: () => import('@/pages/BlogPostPage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: paths.businessProcesses,
    load: () => import('@/pages/BusinessProcessesPage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: patterns.businessProcess,
    load: () => import('@/pages/BusinessProcessPage'),
    data: true,
    whiteHeader: true,
  },
  ...['bluestreak', 'kai-media', 'medallion', 'tc-boiler'].map(
    (slug): RouteDef => ({
      path: pathTo.caseStudy(slug),
      load: () => import('@/pages/CaseStudyPage'),
      data: true,
    }),
  ),
  { path: paths.contact, load: () => import('@/pages/ContactPage'), data: true },
  { path: paths.contracting, load: () => import('@/pages/ModulePage'), data: true, whiteHeader: true },
  ...['construction', 'government', 'healthcare', 'manufacturing'].map(
    (slug): RouteDef => ({
      path: pathTo.customer(slug),
      load: () => import('@/pages/IndustryPage'),
      data: true,
      whiteHeader: true,
    }),
  ),
  { path: paths.customers, load: () => import('@/pages/CustomersPage'), data: true },
  { path: paths.eCommerce, load: () => import('@/pages/ModulePage'), data: true },
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
    data: true,
  },
  { path: paths.integrations, load: () => import('@/pages/IntegrationsPage'), data: true, whiteHeader: true },
  {
    path: patterns.integration,
    load: () => import('@/pages/IntegrationPage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: paths.inventoryManagement,
    load: () => import('@/pages/ModulePage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: paths.moduleTraining,
    load: () => import('@/pages/ModulePage'),
    data: true,
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
  { path: paths.privacy, load: () => import('@/pages/LegalPage'), data: true },
  { path: paths.professionalServices, load: () => import('@/pages/ModulePage'), data: true },
  {
    path: paths.projectManagement,
    load: () => import('@/pages/ModulePage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: paths.roiCalculator,
    load: () => import('@/pages/RoiCalculatorPage'),
    meta: { title: 'ROI Calculator', description: 'Estimate what your team saves by automating with Aden.' },
  },
  ...['blogs', 'business-processes', 'case-studies', 'integrations'].map(
    (section): RouteDef => ({
      path: pathTo.sitemap(section),
      load: () => import('@/pages/SitemapPage'),
      data: true,
    }),
  ),
  { path: paths.termsOfService, load: () => import('@/pages/LegalPage'), data: true },
  { path: paths.workforce, load: () => import('@/pages/ModulePage'), data: true },
];

export const routes: readonly RouteDef[] = pageRoutes;
