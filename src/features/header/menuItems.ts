import { config } from '@/lib/config/siteConfig';
import { CASE_STUDIES_SECTION_ID, routes } from '@/lib/routing/paths';
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
      routes.moduleTraining.path,
      'Learn Aden and certify your team.',
      'SchoolOutlined',
    ),
    page(
      'Project Management',
      routes.projectManagement.path,
      'Plan work, track time and bill projects.',
      'TimelineOutlined',
    ),
    page(
      'Finance & Accounting',
      routes.accounting.path,
      'Books, invoices and reports that keep themselves.',
      'ReceiptLongOutlined',
    ),
    page(
      'Inventory Management',
      routes.inventoryManagement.path,
      'Stock, orders and warehouses in real time.',
      'Inventory2Outlined',
    ),
    // After SPEC's four, the modules it leaves out of the header, so every module is one press away
    // (Contracting is under Customer and Intelligent Data Onboarding under Resources, as SPEC places them).
    page(
      'Workforce',
      routes.workforce.path,
      'Schedules, time and crews, office and field.',
      'GroupsOutlined',
    ),
    page('E-commerce', routes.eCommerce.path, 'Every channel, one stock count.', 'StorefrontOutlined'),
    page(
      'Professional Services',
      routes.professionalServices.path,
      'Staff, deliver and bill client work.',
      'BusinessCenterOutlined',
    ),
  ],

  customer: [
    page(
      'Contracting',
      routes.contracting.path,
      'Bids, jobs and change orders for contractors.',
      'HandymanOutlined',
    ),
    page(
      'Construction',
      routes.industry.href('construction'),
      'Run sites, crews and costs in one place.',
      'ConstructionOutlined',
    ),
    page(
      'Manufacturing',
      routes.industry.href('manufacturing'),
      'From bill of materials to shipped order.',
      'PrecisionManufacturingOutlined',
    ),
    page(
      'Healthcare',
      routes.industry.href('healthcare'),
      'Operations and supplies for care providers.',
      'LocalHospitalOutlined',
    ),
    page(
      'Government',
      routes.industry.href('government'),
      'Transparent, compliant public operations.',
      'AccountBalanceOutlined',
    ),
  ],

  resources: [
    page('Blog', routes.blog.path, 'Guides, product news and customer stories.', 'ArticleOutlined'),
    page(
      'Case Studies',
      // The index of every study (the customers page's section), not one study.
      `${routes.customers.path}#${CASE_STUDIES_SECTION_ID}`,
      'How teams run their business on Aden.',
      'ApartmentOutlined',
    ),
    page('Integrations', routes.integrations.path, 'Connect the tools you already use.', 'ExtensionOutlined'),
    page(
      'Business Processes',
      routes.businessProcesses.path,
      'Ready-made automations for everyday work.',
      'AccountTreeOutlined',
    ),
    page(
      'Intelligent Data Onboarding',
      routes.aiForm.path,
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
    // The site's own trust page, where SPEC 2 has an external security-program page.
    page(
      'Security Program',
      routes.security.path,
      'Audits, subprocessors, uptime, reporting.',
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
