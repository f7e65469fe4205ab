import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DropdownMenu } from './DropdownMenu';
import { topLevelItems } from './menus';
import { RouterLink } from './RouterLink';

/** Modules, Customer, Pricing, Resources; shown from the md breakpoint up (CSS, so prerendered HTML is right). */
export function DesktopNav({ path }: { path: string }) {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
    >
      {topLevelItems.map((entry) =>
        entry.kind === 'dropdown' ? (
          <DropdownMenu key={entry.menu.id} menu={entry.menu} />
        ) : (
          <Button
            key={entry.link.path}
            component={RouterLink}
            href={entry.link.path}
            color="inherit"
            aria-current={path === entry.link.path ? 'page' : undefined}
            sx={{ px: { md: 1, lg: 1.5 }, whiteSpace: 'nowrap', fontWeight: 600 }}
          >
            {entry.link.label}
          </Button>
        ),
      )}
    </Box>
  );
}
