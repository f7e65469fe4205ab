import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ComponentType, useId, useRef, useState } from 'react';
import { reportChunkLoadFailure, useAppActors } from '@/lib/appActors';
import { deferredModule } from '@/lib/deferredModule';
import type { DropdownPanelProps } from './DropdownPanel';
import type { DropdownMenu as DropdownMenuData } from './menus';

/** The open panel and the menus' icons: fetched when the pointer, a finger or the focus comes to a trigger. */
const dropdownPanel = deferredModule(() => import('./DropdownPanel').then((module) => module.DropdownPanel));
const preloadPanel = () => {
  dropdownPanel.preload().catch(() => undefined);
};

/**
 * A desktop dropdown: a trigger button and, when open, its panel (DropdownPanel.tsx, a menu with the
 * keyboard of a MUI Menu). Enter/Space on the trigger open it (native button click); a second press
 * closes it.
 */
export function DropdownMenu({ menu }: { menu: DropdownMenuData }) {
  const { buildUpdate } = useAppActors();
  // The panel's component while open; set when its code is at hand, so it renders without suspending.
  const [Panel, setPanel] = useState<ComponentType<DropdownPanelProps> | null>(null);
  const open = Panel !== null;
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;

  const show = () => {
    const loaded = dropdownPanel.loaded();
    if (loaded) setPanel(() => loaded);
    else
      dropdownPanel.preload().then(
        (component) => setPanel(() => component),
        () => reportChunkLoadFailure(buildUpdate, window.location.pathname),
      );
  };
  const close = (returnFocus: boolean) => {
    setPanel(null);
    if (returnFocus) trigger.current?.focus();
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Button
        ref={trigger}
        id={triggerId}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
        onClick={() => (open ? close(false) : show())}
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
      {Panel && <Panel menu={menu} id={menuId} trigger={trigger} triggerId={triggerId} onClose={close} />}
    </Box>
  );
}
