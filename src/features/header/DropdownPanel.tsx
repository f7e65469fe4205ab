import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import { type KeyboardEvent, type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import { dropdownLayout } from './dropdownLayout';
import { menuIcons } from './menuIcons';
import { menuItemLinkProps } from './menuItemLink';
import { menuItems } from './menuItems';
import type { DropdownMenu, MenuItem as MenuItemData } from './menus';

/** The panel keeps this far from the window's edges (as MUI's Popover did). */
const EDGE_MARGIN_PX = 16;

export interface DropdownPanelProps {
  /** closed, it is drawn but hidden: no menu role, invisible, out of the tab order, deaf to presses */
  open: boolean;
  menu: DropdownMenu;
  /** the list's id, which the trigger's aria-controls names */
  id: string;
  trigger: RefObject<HTMLButtonElement | null>;
  /** the trigger's id, which labels the list */
  triggerId: string;
  /** `returnFocus`: put the focus back on the trigger (Escape, Tab, an item chosen) */
  onClose: (returnFocus: boolean) => void;
}

/**
 * An open desktop dropdown: a panel under its trigger holding a MUI MenuList, which brings the menu's
 * keyboard (the first item focused on opening, arrow keys, Home and End, type-ahead). It is not modal,
 * unlike MUI's Menu: no portal, backdrop, focus trap, scroll lock or opening transition to set up, so
 * it shows in the frame of the press. As with the Menu, Escape and Tab close it and return the focus
 * to the trigger, and so does choosing an item; a press elsewhere closes it and does what it meant.
 * Loaded on intent with the menus' icons and drawn hidden before the press (DropdownMenu.tsx).
 */
export function DropdownPanel({ open, menu, id, trigger, triggerId, onClose }: DropdownPanelProps) {
  const menuEntries = menuItems[menu.id];
  const layout = dropdownLayout(menuEntries.length);
  const paper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open) keepInWindow(paper.current);
  }, [open]);
  // The same elements when it opens: only the list (focus) and the paper (visibility) render again.
  const items = useMemo(
    () =>
      menuEntries.map((item) => <DropdownItem key={item.path} item={item} onSelect={() => onClose(true)} />),
    [menuEntries, onClose],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    event.preventDefault();
    onClose(true);
  };
  return (
    <ClickAwayListener
      mouseEvent={open ? 'onClick' : false}
      touchEvent={open ? 'onTouchEnd' : false}
      onClickAway={(event) => {
        // The trigger's own press toggles the menu.
        if (!trigger.current?.contains(event.target as Node)) onClose(false);
      }}
    >
      <Paper
        ref={paper}
        // Inline, not a style rule: showing it then changes one property, with no new class to insert.
        style={open ? undefined : { visibility: 'hidden' }}
        sx={{
          position: 'absolute',
          top: '100%',
          left: '50%',
          transform: 'translateX(-50%)',
          // Above the header's other controls (ButtonBase is positioned) that it covers.
          zIndex: 1,
          mt: 1,
          width: layout.widthPx,
          maxWidth: `calc(100vw - ${2 * EDGE_MARGIN_PX}px)`,
          border: 1,
          borderColor: 'divider',
          boxShadow: '0 16px 40px rgba(20, 20, 43, 0.12)',
        }}
      >
        <MenuList
          id={id}
          // Closed, it is no menu yet: the page has one menu, the open one.
          role={open ? 'menu' : undefined}
          aria-labelledby={triggerId}
          autoFocusItem={open}
          variant="menu"
          onKeyDown={onKeyDown}
          sx={{
            p: 1,
            display: 'grid',
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${layout.rows}, auto)`,
            gridAutoFlow: 'column',
            gap: 0.5,
          }}
        >
          {items}
        </MenuList>
      </Paper>
    </ClickAwayListener>
  );
}

/** Centred under its trigger, the panel moves sideways when that would cross the window's edge. */
function keepInWindow(panel: HTMLElement | null) {
  if (!panel) return;
  panel.style.marginLeft = '';
  const { left, right } = panel.getBoundingClientRect();
  const maxRight = document.documentElement.clientWidth - EDGE_MARGIN_PX;
  const shift = left < EDGE_MARGIN_PX ? EDGE_MARGIN_PX - left : right > maxRight ? maxRight - right : 0;
  if (shift !== 0) panel.style.marginLeft = `${shift}px`;
}

function DropdownItem({ item, onSelect }: { item: MenuItemData; onSelect: () => void }) {
  const Icon = menuIcons[item.icon];
  return (
    <MenuItem
      {...menuItemLinkProps(item)}
      onClick={onSelect}
      sx={{ alignItems: 'flex-start', whiteSpace: 'normal', py: 1.25, px: 1.5, gap: 0.5 }}
    >
      <ListItemIcon sx={{ mt: 0.25, color: 'primary.main' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={
          <>
            {item.name}
            {item.target === '_blank' && (
              <OpenInNewRounded
                titleAccess="opens in a new tab"
                sx={{ fontSize: 14, ml: 0.5, verticalAlign: '-2px' }}
              />
            )}
          </>
        }
        secondary={item.description}
        slotProps={{
          primary: { sx: { fontWeight: 600, fontSize: '1rem' } },
          secondary: { sx: { fontSize: '0.875rem' } },
        }}
        sx={{ my: 0 }}
      />
    </MenuItem>
  );
}
