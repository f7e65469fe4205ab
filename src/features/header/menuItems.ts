import { config } from '@/lib/config';
import { paths, pathTo } from '@/lib/paths';
import type { MenuIconName } from './menuIcons';
import type { DropdownMenuId, MenuItem } from './menus';

// The dropdowns' items (SPEC 3): loaded with the panels and the mobile drawer that show them, not with
// the header, which shows only the menus' names.

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

/** Each dropdown's items, in SPEC order. */
export const menuItems: Record<DropdownMenuId, readonly MenuItem[]> = {
  modules: [
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

  customer: [
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

  resources: [
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
