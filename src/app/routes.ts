import type { RouteDef } from './routeTypes';

/**
 * Every route of SPEC.md section 2. Each page is its own chunk. Nothing of the content (not even its
 * slugs: a glob over the content files would emit them as chunks) is imported here: routes with `data`
 * get theirs from their payload, written by the build, and an unknown slug is told by its missing
 * payload (the server answers 404 for it; a client-side navigation gets the 404 page from the
 * page-data flow).
 */
const pageRoutes: RouteDef[] = [
  { path: '/', load: () => import('@/pages/HomePage'), data: true, whiteHeader: true },
  { path: '/accounting', load: () => import('@/pages/ModulePage'), data: true, whiteHeader: true },
  { path: '/ai-form', load: () => import('@/pages/ModulePage'), data: true },
  { path: '/blog', load: () => import('@/pages/BlogPage'), data: true, whiteHeader: true },
  {
    path: '/blog/:slug',
    load: () => import('@/pages/BlogPostPage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: '/business-processes',
    load: () => import('@/pages/BusinessProcessesPage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: '/business-processes/:slug',
    load: () => import('@/pages/BusinessProcessPage'),
    data: true,
    whiteHeader: true,
  },
  ...['bluestreak', 'kai-media', 'medallion', 'tc-boiler'].map(
    (slug): RouteDef => ({
      path: `/case-studies/${slug}`,
      load: () => import('@/pages/CaseStudyPage'),
      data: true,
    }),
  ),
  { path: '/contact', load: () => import('@/pages/ContactPage'), data: true },
  { path: '/contracting', load: () => import('@/pages/ModulePage'), data: true, whiteHeader: true },
  ...['construction', 'government', 'healthcare', 'manufacturing'].map(
    (slug): RouteDef => ({
      path: `/customer/${slug}`,
      load: () => import('@/pages/IndustryPage'),
      data: true,
      whiteHeader: true,
    }),
  ),
  { path: '/customers', load: () => import('@/pages/CustomersPage'), data: true },
  { path: '/eCommerce', load: () => import('@/pages/ModulePage'), data: true },
  {
    path: '/employee/:id',
    load: () => import('@/pages/EmployeePage'),
    meta: { title: 'Meet the team', description: 'A member of the Aden team.' },
  },
  {
    path: '/form-submit-result',
    load: () => import('@/pages/FormSubmitResultPage'),
    meta: { title: 'Form submitted', description: 'Your form has been received.' },
  },
  {
    path: '/integration-process/:integration/:process',
    load: () => import('@/pages/IntegrationProcessPage'),
    data: true,
  },
  { path: '/integrations', load: () => import('@/pages/IntegrationsPage'), data: true, whiteHeader: true },
  {
    path: '/integrations/:slug',
    load: () => import('@/pages/IntegrationPage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: '/inventory-management',
    load: () => import('@/pages/ModulePage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: '/module-training',
    load: () => import('@/pages/ModulePage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: '/online-form/:id',
    load: () => import('@/pages/OnlineFormPage'),
    meta: { title: 'Online form', description: 'Fill in and submit a form.' },
  },
  {
    path: '/pricing',
    load: () => import('@/pages/PricingPage'),
    meta: { title: 'Pricing', description: 'Start free, then pay only for the modules and seats you use.' },
    whiteHeader: true,
  },
  { path: '/privacy', load: () => import('@/pages/LegalPage'), data: true },
  { path: '/professionalServices', load: () => import('@/pages/ModulePage'), data: true },
  {
    path: '/project-management',
    load: () => import('@/pages/ModulePage'),
    data: true,
    whiteHeader: true,
  },
  {
    path: '/RoiCalculator',
    load: () => import('@/pages/RoiCalculatorPage'),
    meta: { title: 'ROI Calculator', description: 'Estimate what your team saves by automating with Aden.' },
  },
  ...['blogs', 'business-processes', 'case-studies', 'integrations'].map(
    (section): RouteDef => ({
      path: `/sitemaps/${section}`,
      load: () => import('@/pages/SitemapPage'),
      data: true,
    }),
  ),
  { path: '/terms-of-service', load: () => import('@/pages/LegalPage'), data: true },
  { path: '/workforce', load: () => import('@/pages/ModulePage'), data: true },
];

export const routes: readonly RouteDef[] = pageRoutes;
