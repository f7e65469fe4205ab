/**
 * The route table: every route of SPEC.md section 2, one entry each, with its path pattern and the
 * href built from it (bulletproof-react's paths, extended). The router (src/app/router.ts) loads each
 * entry's page from src/pages, the build (src/pages/prerenderedPages.ts) writes each prerendered page
 * with its payload and sitemap date from the data module beside its page, and menus and pages link with `routes.<name>.href(...)`
 * (`routes['online-form-id']` for the one route SPEC.md names).
 * Nothing of the content is imported here: this module is in the first visit's JavaScript.
 */

import { ROI_CALCULATOR_PATH } from '@contract/values';

/** The names of a pattern's parameters: "/blog/tag/:tag" gives "tag". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type Values<Names extends string[]> = { [Index in keyof Names]: string };

export interface RouteEntry {
  /** wouter pattern, e.g. "/blog/:slug". Paths are case-sensitive (SPEC 2 has /eCommerce). */
  path: string;
  /** The page module in src/pages that renders it, e.g. "ModulePage" for src/pages/module/ModulePage.tsx. */
  page: string;
  /**
   * How its pages come to be. Without `render`, prerendered, each with a `_payload.json` the page
   * reads (the data module beside its page gives them, in its `prerenders`). `{ content }`: a content page,
   * prerendered from its file in src/content/pages with that file as its payload. `dynamic`: not
   * known at build time, so the server answers with the app shell and the page fetches what it shows.
   */
  render?: { content: string } | 'dynamic';
  /** SPEC 2: the header is white (not transparent) at the top of the page. */
  whiteHeader?: true;
  /** For pages that do not declare their own metadata: the layout renders it. */
  meta?: { title: string; description: string };
  /** Left out of the sitemap (a page a visitor reaches only by a form). */
  unlisted?: true;
  /** A link in the footer, after the group's fixed links (src/features/footer/footerLinks.ts). */
  footer?: { group: FooterGroupTitle; label: string };
}

export type FooterGroupTitle = 'Product' | 'Customers' | 'Resources' | 'Company';

const segment = (value: string) => encodeURIComponent(value);

/** The entry with its href: the pattern's parameters filled in order, each URI-encoded. */
function route<const Entry extends RouteEntry>(entry: Entry) {
  const href = (...values: Values<ParamNames<Entry['path']>>): string => {
    let index = 0;
    return entry.path.replace(/:[A-Za-z]+/g, () => segment((values as string[])[index++] ?? ''));
  };
  return { ...entry, href };
}

export const routes = {
  home: route({ path: '/', page: 'HomePage', whiteHeader: true }),
  accounting: route({ path: '/accounting', page: 'ModulePage', whiteHeader: true }),
  aiForm: route({ path: '/ai-form', page: 'ModulePage' }),
  blog: route({ path: '/blog', page: 'BlogPage', whiteHeader: true }),
  // One prerendered page per tag: the tag filter works without JavaScript.
  blogTag: route({ path: '/blog/tag/:tag', page: 'BlogPage', whiteHeader: true }),
  blogPost: route({ path: '/blog/:slug', page: 'BlogPostPage', whiteHeader: true }),
  businessProcesses: route({
    path: '/business-processes',
    page: 'BusinessProcessesPage',
    whiteHeader: true,
  }),
  businessProcess: route({
    path: '/business-processes/:slug',
    page: 'BusinessProcessPage',
    whiteHeader: true,
  }),
  caseStudy: route({ path: '/case-studies/:slug', page: 'CaseStudyPage' }),
  contact: route({ path: '/contact', page: 'ContactPage' }),
  contracting: route({ path: '/contracting', page: 'ModulePage', whiteHeader: true }),
  industry: route({ path: '/customer/:slug', page: 'IndustryPage', whiteHeader: true }),
  customers: route({ path: '/customers', page: 'CustomersPage' }),
  company: route({
    path: '/company',
    page: 'CompanyPage',
    render: { content: 'company' },
  }),
  eCommerce: route({ path: '/eCommerce', page: 'ModulePage' }),
  employee: route({
    path: '/employee/:id',
    page: 'EmployeePage',
    render: 'dynamic',
    meta: { title: 'Meet the team', description: 'A member of the Aden team.' },
  }),
  formSubmitResult: route({
    path: '/form-submit-result',
    page: 'FormSubmitResultPage',
    render: { content: 'form-submit-result' },
    meta: { title: 'Form submitted', description: 'Your form has been received.' },
    unlisted: true,
  }),
  integrationProcess: route({
    path: '/integration-process/:integration/:process',
    page: 'IntegrationProcessPage',
  }),
  integrations: route({
    path: '/integrations',
    page: 'IntegrationsPage',
    whiteHeader: true,
  }),
  integration: route({
    path: '/integrations/:slug',
    page: 'IntegrationPage',
    whiteHeader: true,
  }),
  inventoryManagement: route({
    path: '/inventory-management',
    page: 'ModulePage',
    whiteHeader: true,
  }),
  moduleTraining: route({
    path: '/module-training',
    page: 'ModulePage',
    whiteHeader: true,
  }),
  // SPEC 2 names this route (the only one it names).
  'online-form-id': route({
    path: '/online-form/:id',
    page: 'OnlineFormPage',
    render: 'dynamic',
    meta: { title: 'Online form', description: 'Fill in and submit a form.' },
  }),
  pricing: route({
    path: '/pricing',
    page: 'PricingPage',
    whiteHeader: true,
    meta: { title: 'Pricing', description: 'Start free, then pay only for the modules and seats you use.' },
  }),
  privacy: route({ path: '/privacy', page: 'LegalPage' }),
  professionalServices: route({ path: '/professionalServices', page: 'ModulePage' }),
  projectManagement: route({
    path: '/project-management',
    page: 'ModulePage',
    whiteHeader: true,
  }),
  roiCalculator: route({
    path: ROI_CALCULATOR_PATH,
    page: 'RoiCalculatorPage',
    render: { content: 'roi-calculator' },
    meta: { title: 'ROI Calculator', description: 'Estimate what your team saves by automating with Aden.' },
  }),
  security: route({
    path: '/security',
    page: 'SecurityPage',
    render: { content: 'security' },
  }),
  sitemap: route({ path: '/sitemaps/:section', page: 'SitemapPage' }),
  termsOfService: route({ path: '/terms-of-service', page: 'LegalPage' }),
  workforce: route({ path: '/workforce', page: 'ModulePage' }),
} as const;

/** The customers page's section listing every case study: the header's "Case Studies" opens it. */
export const CASE_STUDIES_SECTION_ID = 'case-studies';

/** The security page's section on reporting a vulnerability: security.txt's Policy points to it. */
export const VULNERABILITY_SECTION_ID = 'report-a-vulnerability';

export type RouteName = keyof typeof routes;
export type Route = (typeof routes)[RouteName];

/** The names of the routes whose pages a data module gives (`prerenders`, src/pages/{kind}/{kind}PageData.ts). */
export type PrerenderedRouteName = {
  [Name in RouteName]: (typeof routes)[Name] extends { render: unknown } ? never : Name;
}[RouteName];

/** SPEC 2: the /ai-form prefix changes sign-in and the header ("Start for free" hands off to ARP). */
export function isAiFormPath(path: string): boolean {
  return path.startsWith(routes.aiForm.path);
}

/** The id of an /employee/{id} path, still URI-encoded; null on any other path. */
export function employeeIdOf(path: string): string | null {
  return /^\/employee\/([^/?#]+)\/?$/.exec(path)?.[1] ?? null;
}

/** The fixed part of a route's path before its first parameter: "/online-form" of "/online-form/:id". */
export const routePrefix = (entry: RouteEntry): string => entry.path.split('/:')[0] ?? entry.path;
