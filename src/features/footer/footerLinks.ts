import { type FooterGroupTitle, type RouteEntry, routes } from '@/lib/routing/paths';
export interface FooterLink {
  label: string;
  path: string;
}

export interface FooterGroup {
  title: FooterGroupTitle;
  links: readonly FooterLink[];
}

/** A group's links after its fixed ones: the routes whose entry asks for a place in it. */
const listedIn = (title: FooterGroupTitle): FooterLink[] =>
  Object.values(routes as Record<string, RouteEntry>).flatMap((route) =>
    route.footer?.group === title ? [{ label: route.footer.label, path: route.path }] : [],
  );

/**
 * The site's pages, grouped for the footer (every route of SPEC 2 that has a fixed path), each page
 * once, in the order a visitor reads a footer: product, customers, resources, company; the legal
 * pages follow in `legalLinks`. The modules come in the home page's order.
 */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Finance & Accounting', path: routes.accounting.path },
      { label: 'Inventory Management', path: routes.inventoryManagement.path },
      { label: 'Project Management', path: routes.projectManagement.path },
      { label: 'Workforce', path: routes.workforce.path },
      { label: 'E-commerce', path: routes.eCommerce.path },
      { label: 'Professional Services', path: routes.professionalServices.path },
      { label: 'Contracting', path: routes.contracting.path },
      { label: 'Training & Certification', path: routes.moduleTraining.path },
      { label: 'Intelligent Data Onboarding', path: routes.aiForm.path },
      { label: 'Pricing', path: routes.pricing.path },
      ...listedIn('Product'),
    ],
  },
  {
    title: 'Customers',
    links: [
      { label: 'Customers', path: routes.customers.path },
      { label: 'Construction', path: routes.industry.href('construction') },
      { label: 'Manufacturing', path: routes.industry.href('manufacturing') },
      { label: 'Healthcare', path: routes.industry.href('healthcare') },
      { label: 'Government', path: routes.industry.href('government') },
      { label: 'Bluestreak case study', path: routes.caseStudy.href('bluestreak') },
      { label: 'Hollis and Grant case study', path: routes.caseStudy.href('hollis-grant') },
      { label: 'Kai Media case study', path: routes.caseStudy.href('kai-media') },
      { label: 'Medallion case study', path: routes.caseStudy.href('medallion') },
      { label: 'TC Boiler case study', path: routes.caseStudy.href('tc-boiler') },
      ...listedIn('Customers'),
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', path: routes.blog.path },
      { label: 'Integrations', path: routes.integrations.path },
      { label: 'Business Processes', path: routes.businessProcesses.path },
      { label: 'ROI Calculator', path: routes.roiCalculator.path },
      { label: 'Blog sitemap', path: routes.sitemap.href('blogs') },
      { label: 'Business processes sitemap', path: routes.sitemap.href('business-processes') },
      { label: 'Case studies sitemap', path: routes.sitemap.href('case-studies') },
      { label: 'Integrations sitemap', path: routes.sitemap.href('integrations') },
      ...listedIn('Resources'),
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Aden', path: routes.company.path },
      { label: 'Contact', path: routes.contact.path },
      { label: 'Security and trust', path: routes.security.path },
      ...listedIn('Company'),
    ],
  },
];

/** The legal pages, on the footer's last line beside the copyright. */
export const legalLinks: readonly FooterLink[] = [
  { label: 'Privacy', path: routes.privacy.path },
  { label: 'Terms of Service', path: routes.termsOfService.path },
];
