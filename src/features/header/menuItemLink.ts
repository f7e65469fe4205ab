import { type MenuItem, NEW_TAB_REL } from './menus';
import { RouterLink } from './RouterLink';

/** Props that make a MUI MenuItem / ListItemButton a link to a menu item: in-app, or a new tab. */
export function menuItemLinkProps(item: MenuItem) {
  return item.target === '_blank'
    ? ({ component: 'a', href: item.path, target: '_blank', rel: NEW_TAB_REL } as const)
    : ({ component: RouterLink, href: item.path } as const);
}
