import { describe, expect, it } from 'vitest';
import { menuIcons } from '../../../../src/features/header/menuIcons';
import { menuItems } from '../../../../src/features/header/menuItems';
import { NEW_TAB_REL, pricingLink, topLevelItems } from '../../../../src/features/header/menus';
import { config } from '../../../../src/lib/config/siteConfig';
import { routes } from '../../../../src/lib/routing/paths';

const pairs = (items: readonly { path: string; name: string }[]) =>
  items.map(({ path, name }) => [path, name]);

describe('header menus (SPEC 2)', () => {
  it('has Modules, Customer, Pricing, Resources in that order', () => {
    expect(
      topLevelItems.map((entry) => (entry.kind === 'dropdown' ? entry.menu.label : entry.link.label)),
    ).toEqual(['Modules', 'Customer', 'Pricing', 'Resources']);
    expect(topLevelItems.flatMap((entry) => (entry.kind === 'dropdown' ? [entry.menu.id] : []))).toEqual(
      Object.keys(menuItems),
    );
    expect(pricingLink).toEqual({ label: 'Pricing', path: '/pricing' });
  });

  it("Modules: SPEC's four, then the modules SPEC leaves out of the header", () => {
    expect(pairs(menuItems.modules)).toEqual([
      ['/module-training', 'Training & Certification'],
      ['/project-management', 'Project Management'],
      ['/accounting', 'Finance & Accounting'],
      ['/inventory-management', 'Inventory Management'],
      ['/workforce', 'Workforce'],
      ['/eCommerce', 'E-commerce'],
      ['/professionalServices', 'Professional Services'],
    ]);
  });

  it('reaches every module page of the content from one of the menus', () => {
    const menuPaths = new Set(Object.values(menuItems).flatMap((items) => items.map((item) => item.path)));
    const modulePaths = Object.values(routes).flatMap((route) =>
      route.page === 'ModulePage' ? [route.path] : [],
    );
    expect(modulePaths).toHaveLength(9);
    expect(modulePaths.filter((path) => !menuPaths.has(path))).toEqual([]);
  });

  it('Customer', () => {
    expect(pairs(menuItems.customer)).toEqual([
      ['/contracting', 'Contracting'],
      ['/customer/construction', 'Construction'],
      ['/customer/manufacturing', 'Manufacturing'],
      ['/customer/healthcare', 'Healthcare'],
      ['/customer/government', 'Government'],
    ]);
  });

  it("Resources: the external links last but Security Program, the site's own /security", () => {
    expect(pairs(menuItems.resources)).toEqual([
      ['/blog', 'Blog'],
      ['/customers#case-studies', 'Case Studies'],
      ['/integrations', 'Integrations'],
      ['/business-processes', 'Business Processes'],
      ['/ai-form', 'Intelligent Data Onboarding'],
      [config.externalLinks.developerTools, 'Developer Tools'],
      [config.externalLinks.documentation, 'Documentation'],
      ['/security', 'Security Program'],
      [config.externalLinks.lowCode, 'Low-Code Platform'],
      [config.externalLinks.careers, 'Careers'],
    ]);
    expect(menuItems.resources.map((item) => item.target)).toEqual([
      ...Array(5).fill('_self'),
      '_blank',
      '_blank',
      '_self',
      '_blank',
      '_blank',
    ]);
    expect(NEW_TAB_REL).toBe('noopener noreferrer');
  });

  it('gives every item a name, a description, an icon, a path and a target (SPEC 3 "Menu item")', () => {
    for (const item of [...menuItems.modules, ...menuItems.customer, ...menuItems.resources]) {
      expect(item.name).not.toBe('');
      expect(item.description.length).toBeGreaterThan(10);
      expect(menuIcons[item.icon]).toBeDefined();
      expect(item.path).toMatch(/^(\/|https:\/\/)/);
      expect(['_self', '_blank']).toContain(item.target);
    }
  });
});
