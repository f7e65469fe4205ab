// Every route path of SPEC.md section 2, written once: the route table, the menus, the footer, the
// auth and header rules and the pages take them from here. Parameterised paths have a pattern (for
// the route table) and a builder (for links).

export const paths = {
  home: '/',
  accounting: '/accounting',
  aiForm: '/ai-form',
  blog: '/blog',
  contact: '/contact',
  contracting: '/contracting',
  customers: '/customers',
  eCommerce: '/eCommerce',
  formSubmitResult: '/form-submit-result',
  /** the prefix of every /online-form/{id} page */
  onlineForms: '/online-form',
  integrations: '/integrations',
  inventoryManagement: '/inventory-management',
  moduleTraining: '/module-training',
  businessProcesses: '/business-processes',
  pricing: '/pricing',
  privacy: '/privacy',
  professionalServices: '/professionalServices',
  projectManagement: '/project-management',
  roiCalculator: '/RoiCalculator',
  termsOfService: '/terms-of-service',
  workforce: '/workforce',
} as const;

/** Route-table patterns of the parameterised paths (wouter syntax). */
export const patterns = {
  blogPost: '/blog/:slug',
  blogTag: '/blog/tag/:tag',
  businessProcess: '/business-processes/:slug',
  employee: '/employee/:id',
  integration: '/integrations/:slug',
  integrationProcess: '/integration-process/:integration/:process',
  onlineForm: '/online-form/:id',
} as const;

const segment = (value: string) => encodeURIComponent(value);

/** Links to the parameterised paths. */
export const pathTo = {
  blogPost: (slug: string) => `/blog/${segment(slug)}`,
  blogTag: (tag: string) => `/blog/tag/${segment(tag)}`,
  businessProcess: (slug: string) => `/business-processes/${segment(slug)}`,
  caseStudy: (slug: string) => `/case-studies/${segment(slug)}`,
  customer: (industry: string) => `/customer/${segment(industry)}`,
  employee: (id: string) => `/employee/${segment(id)}`,
  integration: (slug: string) => `/integrations/${segment(slug)}`,
  integrationProcess: (integration: string, process: string) =>
    `/integration-process/${segment(integration)}/${segment(process)}`,
  onlineForm: (id: string) => `/online-form/${segment(id)}`,
  sitemap: (section: string) => `/sitemaps/${segment(section)}`,
};

/** SPEC 2: the /ai-form prefix changes sign-in and the header ("Start for free" hands off to ARP). */
export function isAiFormPath(path: string): boolean {
  return path.startsWith(paths.aiForm);
}

/** The id of an /employee/{id} path, still URI-encoded; null on any other path. */
export function employeeIdOf(path: string): string | null {
  return /^\/employee\/([^/?#]+)\/?$/.exec(path)?.[1] ?? null;
}
