import type { SessionUser } from '@machines/session';
import LaunchRounded from '@mui/icons-material/LaunchRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useId, useState } from 'react';
import { arpUrl } from '@/lib/auth/arpHandoff';
import { useLogout } from '@/lib/state/appActors';
import { NEW_TAB_REL } from './menus';
import { openArpInNewTab } from './toArp';
import { arpTargetPath, userInitial } from './userRules';

/**
 * The avatar image when there is one, else the first letter of the first name, else "U" (SPEC 2).
 * Decorative: the name is always written beside it, so screen readers skip it.
 */
export function UserAvatar({ user, size = 36 }: { user: SessionUser | null; size?: number }) {
  return (
    <Avatar
      aria-hidden="true"
      src={user?.avatar || undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
      }}
    >
      {userInitial(user)}
    </Avatar>
  );
}

/** The first name (or e-mail when there is none) and the company, beside the avatar. */
export function UserSummary({ user }: { user: SessionUser | null }) {
  return (
    <Box sx={{ minWidth: 0, textAlign: 'left' }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {user?.firstname || user?.email}
      </Typography>
      {user?.company_name && (
        <Typography variant="caption" noWrap component="p" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {user.company_name}
        </Typography>
      )}
    </Box>
  );
}

export interface UserMenuProps {
  user: SessionUser | null;
  token: string | null;
}

/** The signed-in user widget and its menu: To ARP (new tab, SPEC 4 hand-off 2) and Logout. */
export function UserMenu({ user, token }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const arpHref = token ? arpUrl(arpTargetPath(user), token) : undefined;
  const logout = useLogout();
  const open = anchor !== null;
  const id = useId();
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        id={triggerId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{
          gap: 1.25,
          py: 0.5,
          pl: 0.5,
          pr: 1.5,
          borderRadius: 999,
          maxWidth: 240,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <UserAvatar user={user} />
        <UserSummary user={user} />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
        variant="menu"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { id: menuId, 'aria-labelledby': triggerId, sx: { p: 1, minWidth: 200 } },
          paper: { sx: { mt: 1 } },
        }}
      >
        <MenuItem
          component="a"
          href={arpHref}
          target="_blank"
          rel={NEW_TAB_REL}
          onClick={(event: MouseEvent) => {
            close();
            if (arpHref) openArpInNewTab(event, arpHref);
          }}
        >
          <ListItemIcon>
            <LaunchRounded fontSize="small" />
          </ListItemIcon>
          To ARP
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
