import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { startTransition, useCallback, useId, useRef, useState } from 'react';
import { deferredModule } from '@/lib/loading/deferredModule';
import { useDeferredComponent } from '@/lib/loading/useDeferredComponent';
import type { DropdownPanelProps } from './DropdownPanel';
import type { DropdownMenu as DropdownMenuData } from './menus';

/** The panel and the menus' icons: fetched when the pointer, a finger or the focus comes to a trigger. */
const dropdownPanel = deferredModule(() => import('./DropdownPanel').then((module) => module.DropdownPanel));

/**
 * A desktop dropdown: a trigger button and its panel (DropdownPanel.tsx, a menu with the keyboard of a
 * MUI Menu). Enter/Space on the trigger open it (native button click); a second press closes it.
 *
 * The panel is drawn ahead, hidden: when its code is at hand and the pointer, a finger or the focus
 * comes to the trigger, it renders closed (no menu role, invisible, out of the tab order) in a
 * transition that yields to the browser, so its styles, elements and layout exist before the press,
 * and the press only shows it and focuses its first item. After each closing it is drawn afresh,
 * hidden, so every opening starts at the first item as a newly mounted menu does.
 */
export function DropdownMenu({ menu }: { menu: DropdownMenuData }) {
  // The panel's component once its code is at hand, so it renders without suspending.
  const {
    Component: Panel,
    load,
    prepare: drawAhead,
  } = useDeferredComponent<DropdownPanelProps>(dropdownPanel);
  const [open, setOpen] = useState(false);
  // Counts the closings: the panel's key, so the next opening gets a panel in its initial state.
  const [closings, setClosings] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;

  const show = () => load(() => setOpen(true));
  // Stable, so the open panel's items (memoised on it) do not re-render when it opens.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    startTransition(() => setClosings((count) => count + 1));
    if (returnFocus) trigger.current?.focus();
  }, []);

  return (
    <Box sx={{ position: 'relative' }}>
      <Button
        ref={trigger}
        id={triggerId}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={drawAhead}
        onFocus={drawAhead}
        onTouchStart={drawAhead}
        onClick={() => (open ? close(false) : show())}
        endIcon={<ExpandMoreRounded sx={{ transition: 'transform 150ms' }} />}
        sx={{
          px: { md: 1, lg: 1.5 },
          whiteSpace: 'nowrap',
          fontWeight: 600,
          '& .MuiButton-endIcon': { ml: 0.25 },
          // One rule for both states, written at mount: a class of its own for the open state would be
          // inserted into the style sheet on the press, restyling the page in the press's frame.
          '&[aria-expanded="true"] .MuiButton-endIcon > svg': { transform: 'rotate(180deg)' },
        }}
      >
        {menu.label}
      </Button>
      {Panel && (
        <Panel
          key={closings}
          open={open}
          menu={menu}
          id={menuId}
          trigger={trigger}
          triggerId={triggerId}
          onClose={close}
        />
      )}
    </Box>
  );
}
