import { describe, expect, it } from 'vitest';
import { menuIcons } from '../../../../src/features/header/menuIcons';
import { menuItems } from '../../../../src/features/header/menuItems';
import { NEW_TAB_REL, pricingLink, topLevelItems } from '../../../../src/features/header/menus';
import { config } from '../../../../src/lib/config/siteConfig';

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

  it('Modules', () => {
    expect(pairs(menuItems.modules)).toEqual([
      ['/module-training', 'Training & Certification'],
      ['/project-management', 'Project Management'],
      ['/accounting', 'Finance & Accounting'],
      ['/inventory-management', 'Inventory Management'],
    ]);
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

  it('Resources, with the five external links last', () => {
    expect(pairs(menuItems.resources)).toEqual([
      ['/blog', 'Blog'],
      ['/case-studies/tc-boiler', 'Case Studies'],
      ['/integrations', 'Integrations'],
      ['/business-processes', 'Business Processes'],
      ['/ai-form', 'Intelligent Data Onboarding'],
      [config.externalLinks.developerTools, 'Developer Tools'],
      [config.externalLinks.documentation, 'Documentation'],
      [config.externalLinks.security, 'Security Program'],
      [config.externalLinks.lowCode, 'Low-Code Platform'],
      [config.externalLinks.careers, 'Careers'],
    ]);
    expect(menuItems.resources.map((item) => item.target)).toEqual([
      ...Array(5).fill('_self'),
      ...Array(5).fill('_blank'),
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
