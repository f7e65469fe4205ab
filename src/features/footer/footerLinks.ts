import { routes } from '@/lib/paths';
export interface FooterLink {
  label: string;
  path: string;
}

export interface FooterGroup {
  title: 'Product' | 'Customers' | 'Resources' | 'Company';
  links: readonly FooterLink[];
}

/** The site's pages, grouped for the footer (every route of SPEC 2 that has a fixed path). */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Training & Certification', path: routes.moduleTraining.path },
      { label: 'Project Management', path: routes.projectManagement.path },
      { label: 'Finance & Accounting', path: routes.accounting.path },
      { label: 'Inventory Management', path: routes.inventoryManagement.path },
      { label: 'E-commerce', path: routes.eCommerce.path },
      { label: 'Professional Services', path: routes.professionalServices.path },
      { label: 'Workforce', path: routes.workforce.path },
      { label: 'Contracting', path: routes.contracting.path },
      { label: 'Intelligent Data Onboarding', path: routes.aiForm.path },
    ],
  },
  {
    title: 'Customers',
    links: [
      { label: 'Customers', path: routes.customers.path },
      { label: 'Construction', path: '/customer/construction' },
      { label: 'Manufacturing', path: '/customer/manufacturing' },
      { label: 'Healthcare', path: '/customer/healthcare' },
      { label: 'Government', path: '/customer/government' },
      { label: 'Bluestreak case study', path: '/case-studies/bluestreak' },
      { label: 'Kai Media case study', path: '/case-studies/kai-media' },
      { label: 'Medallion case study', path: '/case-studies/medallion' },
      { label: 'TC Boiler case study', path: '/case-studies/tc-boiler' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', path: routes.blog.path },
      { label: 'Integrations', path: routes.integrations.path },
      { label: 'Business Processes', path: routes.businessProcesses.path },
      { label: 'ROI Calculator', path: routes.roiCalculator.path },
      { label: 'Pricing', path: routes.pricing.path },
      { label: 'Training & Certification', path: routes.moduleTraining.path },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', path: routes.contact.path },
      { label: 'Privacy', path: routes.privacy.path },
      { label: 'Terms of Service', path: routes.termsOfService.path },
      { label: 'Blog sitemap', path: '/sitemaps/blogs' },
      { label: 'Business processes sitemap', path: '/sitemaps/business-processes' },
      { label: 'Case studies sitemap', path: '/sitemaps/case-studies' },
      { label: 'Integrations sitemap', path: '/sitemaps/integrations' },
    ],
  },
];
