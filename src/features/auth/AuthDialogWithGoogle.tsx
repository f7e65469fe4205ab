import { AuthDialog } from './AuthDialog';
import { GoogleProvider } from './GoogleProvider';

/**
 * The auth dialog inside Google's provider, in the dialog's chunk: Google's script is fetched when a
 * visitor first opens the sign-in or sign-up dialog, not on every page a reader visits. Both stay
 * mounted from then on (the slot keeps the dialog), so the script is added once.
 */
export function AuthDialogWithGoogle() {
  return (
    <GoogleProvider>
      <AuthDialog />
    </GoogleProvider>
  );
}
