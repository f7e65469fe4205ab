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
      { label: 'Training & Certification', path: '/module-training' },
      { label: 'Project Management', path: '/project-management' },
      { label: 'Finance & Accounting', path: '/accounting' },
      { label: 'Inventory Management', path: '/inventory-management' },
      { label: 'E-commerce', path: '/eCommerce' },
      { label: 'Professional Services', path: '/professionalServices' },
      { label: 'Workforce', path: '/workforce' },
      { label: 'Contracting', path: '/contracting' },
      { label: 'Intelligent Data Onboarding', path: '/ai-form' },
    ],
  },
  {
    title: 'Customers',
    links: [
      { label: 'Customers', path: '/customers' },
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
      { label: 'Blog', path: '/blog' },
      { label: 'Integrations', path: '/integrations' },
      { label: 'Business Processes', path: '/business-processes' },
      { label: 'ROI Calculator', path: '/RoiCalculator' },
      { label: 'Pricing', path: '/pricing' },
      { label: 'Training & Certification', path: '/module-training' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', path: '/contact' },
      { label: 'Privacy', path: '/privacy' },
      { label: 'Terms of Service', path: '/terms-of-service' },
      { label: 'Blog sitemap', path: '/sitemaps/blogs' },
      { label: 'Business processes sitemap', path: '/sitemaps/business-processes' },
      { label: 'Case studies sitemap', path: '/sitemaps/case-studies' },
      { label: 'Integrations sitemap', path: '/sitemaps/integrations' },
    ],
  },
];
