import { routes } from '@/lib/routing/paths';
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

export type DropdownMenuId = 'modules' | 'customer' | 'resources';

/** A dropdown of the header; its items are in menuItems.ts, loaded with the panel that shows them. */
export interface DropdownMenu {
  id: DropdownMenuId;
  label: string;
}

export interface PricingLink {
  label: 'Pricing';
  path: typeof routes.pricing.path;
}

export const pricingLink: PricingLink = { label: 'Pricing', path: routes.pricing.path };

/** The top-level navigation in SPEC order: Modules, Customer, Pricing, Resources. */
export type TopLevelItem = { kind: 'dropdown'; menu: DropdownMenu } | { kind: 'link'; link: PricingLink };

export const topLevelItems: readonly TopLevelItem[] = [
  { kind: 'dropdown', menu: { id: 'modules', label: 'Modules' } },
  { kind: 'dropdown', menu: { id: 'customer', label: 'Customer' } },
  { kind: 'link', link: pricingLink },
  { kind: 'dropdown', menu: { id: 'resources', label: 'Resources' } },
];

/** rel for links that open a new tab, so the opened page cannot reach back into this one. */
export const NEW_TAB_REL = 'noopener noreferrer';
