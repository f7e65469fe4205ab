import type { DeferredDialogComponent } from '@/components/DeferredDialog';
import { AuthDialog } from './AuthDialog';
import { GoogleProvider } from './GoogleProvider';

/**
 * The auth dialog inside Google's provider, in the dialog's chunk: Google's script is fetched when a
 * visitor first opens the sign-in or sign-up dialog, not on every page a reader visits. Both stay
 * mounted from then on (the slot keeps the dialog), so the script is added once. Drawn ahead
 * (DeferredDialog.tsx), the dialog is drawn without the provider, so intent alone fetches no script;
 * the first opening then mounts it afresh inside the provider, with its styles already written.
 */
export const AuthDialogWithGoogle: DeferredDialogComponent = ({ drawnAhead = false }) => {
  if (drawnAhead) return <AuthDialog drawnAhead />;
  return (
    <GoogleProvider>
      <AuthDialog />
    </GoogleProvider>
  );
};
