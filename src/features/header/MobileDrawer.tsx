import CloseRounded from '@mui/icons-material/CloseRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { MENU_DRAWER_WIDTH_PX } from '@/lib/config/themeTokens';
import { Logo } from './Logo';
import { MenuIcon } from './MenuIcon';
import { MobileActions } from './MobileActions';
import { menuItemLinkProps } from './menuItemLink';
import { menuItems } from './menuItems';
import { type DropdownMenu, topLevelItems } from './menus';
import { RouterLink } from './RouterLink';

type SectionId = DropdownMenu['id'];

const sectionLabel = { fontWeight: 600, fontSize: '1rem' } as const;

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  path: string;
  drawerId: string;
}

/**
 * The phone menu's drawer (a chunk of its own, fetched when a finger or the pointer comes to the menu
 * button): the site's menus as an accordion that keeps ONE section open at a time (SPEC 2), then the
 * account actions.
 */
export function MobileDrawer({ open, onClose, path, drawerId }: MobileDrawerProps) {
  const [expanded, setExpanded] = useState<SectionId | false>(false);
  // What an action of the drawer does once the drawer has gone (a dialog it opens). MUI's modal
  // manager, holding a closing drawer and an opening dialog at once, could leave the dialog hidden
  // from assistive technology (aria-hidden): the dialog opens after the drawer has left instead.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    onClose();
  };
  const runAfterClose = () => {
    const action = afterClose.current;
    afterClose.current = null;
    action?.();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id: drawerId, 'aria-label': 'Menu', sx: { width: `min(100vw, ${MENU_DRAWER_WIDTH_PX}px)` } },
        transition: { onExited: runAfterClose },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo />
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto' }}>
        {topLevelItems.map((entry) =>
          entry.kind === 'dropdown' ? (
            <Accordion
              key={entry.menu.id}
              expanded={expanded === entry.menu.id}
              onChange={(_event, isExpanded) => setExpanded(isExpanded ? entry.menu.id : false)}
              sx={{ '&::before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreRounded />}
                id={`${drawerId}${entry.menu.id}-summary`}
                aria-controls={`${drawerId}${entry.menu.id}-details`}
                sx={{ px: 2.5 }}
              >
                <Typography component="span" sx={sectionLabel}>
                  {entry.menu.label}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`${drawerId}${entry.menu.id}-details`} sx={{ px: 1, pt: 0, pb: 1 }}>
                <List dense disablePadding>
                  {menuItems[entry.menu.id].map((item) => (
                    <ListItemButton
                      key={item.path}
                      {...menuItemLinkProps(item)}
                      onClick={onClose}
                      sx={{ borderRadius: 2 }}
                    >
                      <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                        <MenuIcon name={item.icon} />
                      </ListItemIcon>
                      <ListItemText primary={item.name} />
                    </ListItemButton>
                  ))}
                </List>
              </AccordionDetails>
            </Accordion>
          ) : (
            <ListItemButton
              key={entry.link.path}
              component={RouterLink}
              href={entry.link.path}
              onClick={onClose}
              aria-current={path === entry.link.path ? 'page' : undefined}
              sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography component="span" sx={sectionLabel}>
                {entry.link.label}
              </Typography>
            </ListItemButton>
          ),
        )}
      </Box>
      <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <MobileActions path={path} onDone={onClose} closeThen={closeThen} />
      </Box>
    </Drawer>
  );
}
