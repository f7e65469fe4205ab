import Box from '@mui/material/Box';
import { type ComponentType, lazy, Suspense } from 'react';
import type { MenuIconName } from './menuIcons';

type IconByName = ComponentType<{ name: MenuIconName }>;

/** The icons are decorative (the item's name says it all): if their chunk fails to load, none shows. */
const LoadedMenuIcon = lazy(() =>
  import('./menuIcons').then(
    ({ menuIcons }): { default: IconByName } => ({
      default: ({ name }: { name: MenuIconName }) => {
        const Icon = menuIcons[name];
        return <Icon fontSize="small" />;
      },
    }),
    (): { default: IconByName } => ({ default: () => null }),
  ),
);

/** A menu item's icon in the mobile drawer: its space is kept until the icons' chunk arrives. */
export function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <Suspense fallback={<Box component="span" sx={{ width: '1.25rem', height: '1.25rem' }} />}>
      <LoadedMenuIcon name={name} />
    </Suspense>
  );
}
