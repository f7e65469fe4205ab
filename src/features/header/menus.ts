import { config } from '@/lib/config';
import { paths, pathTo } from '@/lib/paths';
import type { MenuIconName } from './menuIcons';

/**
 * SPEC 3 "Menu item". target _self navigates inside the site; _blank opens an external page in a new
 * tab. The icon is named here and drawn from menuIcons.ts, which loads with the menus that show it.
 */
export interface MenuItem {
  name: string;
  description: string;
  icon: MenuIconName;
  path: string;
  target: '_self' | '_blank';
}

export interface DropdownMenu {
  id: 'modules' | 'customer' | 'resources';
  label: string;
  items: readonly MenuItem[];
}

export interface PricingLink {
  label: 'Pricing';
  path: typeof paths.pricing;
}

const page = (name: string, path: string, description: string, icon: MenuIconName): MenuItem => ({
  name,
  path,
  description,
  icon,
  target: '_self',
});

const external = (name: string, url: string, description: string, icon: MenuIconName): MenuItem => ({
  name,
  path: url,
  description,
  icon,
  target: '_blank',
});

export const modulesMenu: DropdownMenu = {
  id: 'modules',
  label: 'Modules',
  items: [
    page(
      'Training & Certification',
      paths.moduleTraining,
      'Learn Aden and certify your team.',
      'SchoolOutlined',
    ),
    page(
      'Project Management',
      paths.projectManagement,
      'Plan work, track time and bill projects.',
      'TimelineOutlined',
    ),
    page(
      'Finance & Accounting',
      paths.accounting,
      'Books, invoices and reports that keep themselves.',
      'ReceiptLongOutlined',
    ),
    page(
      'Inventory Management',
      paths.inventoryManagement,
      'Stock, orders and warehouses in real time.',
      'Inventory2Outlined',
    ),
  ],
};

export const customerMenu: DropdownMenu = {
  id: 'customer',
  label: 'Customer',
  items: [
    page(
      'Contracting',
      paths.contracting,
      'Bids, jobs and change orders for contractors.',
      'HandymanOutlined',
    ),
    page(
      'Construction',
      pathTo.customer('construction'),
      'Run sites, crews and costs in one place.',
      'ConstructionOutlined',
    ),
    page(
      'Manufacturing',
      pathTo.customer('manufacturing'),
      'From bill of materials to shipped order.',
      'PrecisionManufacturingOutlined',
    ),
    page(
      'Healthcare',
      pathTo.customer('healthcare'),
      'Operations and supplies for care providers.',
      'LocalHospitalOutlined',
    ),
    page(
      'Government',
      pathTo.customer('government'),
      'Transparent, compliant public operations.',
      'AccountBalanceOutlined',
    ),
  ],
};

export const resourcesMenu: DropdownMenu = {
  id: 'resources',
  label: 'Resources',
  items: [
    page('Blog', paths.blog, 'Guides, product news and customer stories.', 'ArticleOutlined'),
    page(
      'Case Studies',
      pathTo.caseStudy('tc-boiler'),
      'How teams run their business on Aden.',
      'ApartmentOutlined',
    ),
    page('Integrations', paths.integrations, 'Connect the tools you already use.', 'ExtensionOutlined'),
    page(
      'Business Processes',
      paths.businessProcesses,
      'Ready-made automations for everyday work.',
      'AccountTreeOutlined',
    ),
    page(
      'Intelligent Data Onboarding',
      paths.aiForm,
      'AI reads your documents and loads the data.',
      'AutoAwesomeOutlined',
    ),
    external(
      'Developer Tools',
      config.externalLinks.developerTools,
      'Open-source tools for building on Aden.',
      'CodeOutlined',
    ),
    external(
      'Documentation',
      config.externalLinks.documentation,
      'Guides and API reference.',
      'MenuBookOutlined',
    ),
    external(
      'Security Program',
      config.externalLinks.security,
      'How we protect your data.',
      'SecurityOutlined',
    ),
    external(
      'Low-Code Platform',
      config.externalLinks.lowCode,
      'Build your own apps and workflows.',
      'WidgetsOutlined',
    ),
    external('Careers', config.externalLinks.careers, 'Join the team building Aden.', 'WorkOutlineOutlined'),
  ],
};

export const pricingLink: PricingLink = { label: 'Pricing', path: paths.pricing };

/** The top-level navigation in SPEC order: Modules, Customer, Pricing, Resources. */
export type TopLevelItem = { kind: 'dropdown'; menu: DropdownMenu } | { kind: 'link'; link: PricingLink };

export const topLevelItems: readonly TopLevelItem[] = [
  { kind: 'dropdown', menu: modulesMenu },
  { kind: 'dropdown', menu: customerMenu },
  { kind: 'link', link: pricingLink },
  { kind: 'dropdown', menu: resourcesMenu },
];

/** rel for links that open a new tab, so the opened page cannot reach back into this one. */
export const NEW_TAB_REL = 'noopener noreferrer';
