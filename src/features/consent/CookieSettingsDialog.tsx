import { DeferredDialog } from '@/components/DeferredDialog';
import { deferredModule } from '@/lib/deferredModule';
import {
  reportChunkLoadFailure,
  useAppActors,
  useConsentCommands,
  useConsentSettingsOpen,
} from '@/lib/state/appActors';
import { toast } from '@/lib/ui/toast';

const cookieSettings = deferredModule(() =>
  import('./CookieSettings').then((module) => module.CookieSettings),
);

/**
 * Where the cookie settings live in the layout; their code (MUI's Dialog and Switch) arrives the first
 * time they open, from the banner's "Customize" or the footer's "Cookie settings".
 */
export function CookieSettingsDialog() {
  const open = useConsentSettingsOpen();
  const { close } = useConsentCommands();
  const { buildUpdate } = useAppActors();
  return (
    <DeferredDialog
      open={open}
      dialog={cookieSettings}
      onLoadError={() => {
        close();
        toast(
          'The cookie settings could not be loaded. Please check your connection and try again.',
          'error',
        );
        reportChunkLoadFailure(buildUpdate, window.location.pathname);
      }}
    />
  );
}
