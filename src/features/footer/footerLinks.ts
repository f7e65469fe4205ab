import { paths } from '@/lib/paths';
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
      { label: 'Training & Certification', path: paths.moduleTraining },
      { label: 'Project Management', path: paths.projectManagement },
      { label: 'Finance & Accounting', path: paths.accounting },
      { label: 'Inventory Management', path: paths.inventoryManagement },
      { label: 'E-commerce', path: paths.eCommerce },
      { label: 'Professional Services', path: paths.professionalServices },
      { label: 'Workforce', path: paths.workforce },
      { label: 'Contracting', path: paths.contracting },
      { label: 'Intelligent Data Onboarding', path: paths.aiForm },
    ],
  },
  {
    title: 'Customers',
    links: [
      { label: 'Customers', path: paths.customers },
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
      { label: 'Blog', path: paths.blog },
      { label: 'Integrations', path: paths.integrations },
      { label: 'Business Processes', path: paths.businessProcesses },
      { label: 'ROI Calculator', path: paths.roiCalculator },
      { label: 'Pricing', path: paths.pricing },
      { label: 'Training & Certification', path: paths.moduleTraining },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', path: paths.contact },
      { label: 'Privacy', path: paths.privacy },
      { label: 'Terms of Service', path: paths.termsOfService },
      { label: 'Blog sitemap', path: '/sitemaps/blogs' },
      { label: 'Business processes sitemap', path: '/sitemaps/business-processes' },
      { label: 'Case studies sitemap', path: '/sitemaps/case-studies' },
      { label: 'Integrations sitemap', path: '/sitemaps/integrations' },
    ],
  },
];
