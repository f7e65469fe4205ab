import { BUTTON_LABELS } from '@contract/buttonLabels';
import LaunchRounded from '@mui/icons-material/LaunchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { arpUrl } from '@/lib/auth/arpHandoff';
import { opensDialog } from '@/lib/loading/LazyDialog';
import { isAiFormPath } from '@/lib/routing/paths';
import { useLogout } from '@/lib/state/appActors';
import { NEW_TAB_REL } from './menus';
import { startForFree } from './startForFree';
import { openArpInNewTab } from './toArp';
import { UserAvatar, UserSummary } from './UserMenu';
import { useHeaderSession } from './useHeaderSession';
import { arpTargetPath } from './userRules';

/**
 * Mobile (in the drawer): Free Sign Up, Book a demo, Sign In; signed in: who is signed in, To ARP and
 * Logout (and Start for free on /ai-form). onDone closes the drawer; closeThen closes it and runs the
 * action once it has gone, so a dialog never opens over the closing drawer.
 */
export function MobileActions({
  path,
  onDone,
  closeThen,
}: {
  path: string;
  onDone: () => void;
  closeThen: (action: () => void) => void;
}) {
  const { signedIn, user, token, showAuth, openDemo } = useHeaderSession();
  const logout = useLogout();
  const then = (action: () => void) => () => closeThen(action);

  if (signedIn) {
    return (
      <Stack spacing={1.25}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 0.5, pb: 0.5 }}>
          <UserAvatar user={user} size={40} />
          <UserSummary user={user} />
        </Box>
        {isAiFormPath(path) && (
          <Button
            variant="contained"
            size="large"
            {...opensDialog('auth')}
            onClick={then(() => startForFree(path, token, () => showAuth('signup')))}
          >
            Start for free
          </Button>
        )}
        {token && (
          <Button
            variant="outlined"
            size="large"
            href={arpUrl(arpTargetPath(user), token)}
            target="_blank"
            rel={NEW_TAB_REL}
            endIcon={<LaunchRounded />}
            onClick={(event) => {
              openArpInNewTab(event, arpUrl(arpTargetPath(user), token));
              onDone();
            }}
          >
            To ARP
          </Button>
        )}
        <Button color="inherit" size="large" onClick={then(logout)}>
          Logout
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.25}>
      <Button
        variant="contained"
        size="large"
        {...opensDialog('auth')}
        onClick={then(() => showAuth('signup'))}
      >
        Free Sign Up
      </Button>
      <Button variant="outlined" size="large" {...opensDialog('demo')} onClick={then(openDemo)}>
        {BUTTON_LABELS.bookDemo}
      </Button>
      <Button color="inherit" size="large" {...opensDialog('auth')} onClick={then(() => showAuth('login'))}>
        Sign In
      </Button>
    </Stack>
  );
}
