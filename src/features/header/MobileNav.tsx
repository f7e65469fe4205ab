import MenuRounded from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { deferredModule } from '@/lib/loading/deferredModule';
import { preloadOf, useDeferredComponent } from '@/lib/loading/useDeferredComponent';
import type { MobileDrawerProps } from './MobileDrawer';

const mobileDrawer = deferredModule(() => import('./MobileDrawer').then((module) => module.MobileDrawer));
const preloadDrawer = preloadOf(mobileDrawer);

/** Below md: a burger button opening the menu's drawer (MobileDrawer.tsx, loaded on intent). */
export function MobileNav({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const { Component: Drawer, load } = useDeferredComponent<MobileDrawerProps>(mobileDrawer);
  const drawerId = useId();

  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        // The press capture's shell of the drawer, for a press before the app starts (src/capture/pressShell.ts).
        data-opens="menu"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        onTouchStart={preloadDrawer}
        onClick={() => load(() => setOpen(true))}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'text.primary' }}
      >
        <MenuRounded />
      </IconButton>
      {/* Once loaded it stays mounted, so closing animates and the open section is remembered. */}
      {Drawer && <Drawer open={open} onClose={() => setOpen(false)} path={path} drawerId={drawerId} />}
    </>
  );
}
