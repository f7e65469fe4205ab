import { BUTTON_LABELS } from '@contract/buttonLabels';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { deferredModule } from '@/lib/loading/deferredModule';
import { opensDialog } from '@/lib/loading/LazyDialog';
import { useDeferredComponent } from '@/lib/loading/useDeferredComponent';
import { isAiFormPath } from '@/lib/routing/paths';
import { startForFree } from './startForFree';
import type { UserMenuProps } from './UserMenu';
import { useHeaderSession } from './useHeaderSession';

/** The signed-in widget and its menu: a chunk fetched once a session is there (a first visit has none). */
const userMenu = deferredModule(() => import('./UserMenu').then((module) => module.UserMenu));

/** Between md (900 px) and lg the bar is tight: labels never wrap and buttons pad less. */
const compactButtons = {
  alignItems: 'center',
  '& .MuiButton-root': { whiteSpace: 'nowrap', paddingInline: { md: 1.5, lg: 2.25 } },
} as const;

/** Desktop: Sign In, Book a demo, Start for free; signed in: the user widget (and Start for free on /ai-form). */
export function DesktopActions({ path }: { path: string }) {
  const { signedIn, user, token, showAuth, openDemo } = useHeaderSession();
  const { Component: UserMenu } = useDeferredComponent<UserMenuProps>(userMenu, signedIn);
  const startFree = () => startForFree(path, token, () => showAuth('signup'));

  if (signedIn) {
    return (
      <Stack direction="row" spacing={1.5} sx={compactButtons}>
        {isAiFormPath(path) && (
          <Button variant="outlined" {...opensDialog('auth')} onClick={startFree}>
            Start for free
          </Button>
        )}
        {UserMenu && <UserMenu user={user} token={token} />}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={compactButtons}>
      <Button color="inherit" {...opensDialog('auth')} onClick={() => showAuth('login')}>
        Sign In
      </Button>
      <Button color="inherit" {...opensDialog('demo')} onClick={openDemo}>
        {BUTTON_LABELS.bookDemo}
      </Button>
      {/* Outlined, never filled: the header stands over every view, whose one filled button is the page's. */}
      <Button variant="outlined" {...opensDialog('auth')} onClick={startFree}>
        Start for free
      </Button>
    </Stack>
  );
}
