import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useId, useState } from 'react';
import { dropdownLayout } from './dropdownLayout';
import { menuItemLinkProps } from './menuItemLink';
import type { DropdownMenu as DropdownMenuData, MenuItem as MenuItemData } from './menus';

/**
 * A desktop dropdown: a trigger button and a MUI Menu. The Menu brings the keyboard behaviour:
 * it focuses the first item on open, moves with the arrow keys, and Escape closes it and returns
 * focus to the trigger. Enter/Space on the trigger open it (native button click).
 */
export function DropdownMenu({ menu }: { menu: DropdownMenuData }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const id = useId();
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;
  const layout = dropdownLayout(menu.items.length);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={triggerId}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={
          <ExpandMoreRounded
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{
          px: { md: 1, lg: 1.5 },
          whiteSpace: 'nowrap',
          fontWeight: 600,
          '& .MuiButton-endIcon': { ml: 0.25 },
        }}
      >
        {menu.label}
      </Button>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
        variant="menu"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            sx: {
              mt: 1,
              width: layout.widthPx,
              maxWidth: 'calc(100vw - 32px)',
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 16px 40px rgba(20, 20, 43, 0.12)',
            },
          },
          list: {
            id: menuId,
            'aria-labelledby': triggerId,
            sx: {
              p: 1,
              display: 'grid',
              gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
              gridTemplateRows: `repeat(${layout.rows}, auto)`,
              gridAutoFlow: 'column',
              gap: 0.5,
            },
          },
        }}
      >
        {menu.items.map((item) => (
          <DropdownItem key={item.path} item={item} onSelect={close} />
        ))}
      </Menu>
    </>
  );
}

function DropdownItem({ item, onSelect }: { item: MenuItemData; onSelect: () => void }) {
  const Icon = item.icon;
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
          primary: { sx: { fontWeight: 600, fontSize: '0.95rem' } },
          secondary: { sx: { fontSize: '0.825rem' } },
        }}
        sx={{ my: 0 }}
      />
    </MenuItem>
  );
}
