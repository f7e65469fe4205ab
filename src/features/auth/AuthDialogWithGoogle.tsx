import type { DeferredDialogComponent } from '@/components/DeferredDialog';
import { AuthDialog } from './AuthDialog';
import { GoogleProvider } from './GoogleProvider';

/**
 * The auth dialog inside Google's provider, in the dialog's chunk: Google's script is fetched with the
 * dialog's code, on intent (a pointer over or a focus on a sign-in or sign-up control) or at the first
 * opening, not on every page a reader visits. Drawn ahead (DeferredDialog.tsx) inside the provider, the
 * dialog is the same tree when it opens: the press only shows it. Both stay mounted from then on (the
 * slot keeps the dialog), so the script is added once.
 */
export const AuthDialogWithGoogle: DeferredDialogComponent = ({ drawnAhead = false }) => (
  <GoogleProvider>
    <AuthDialog drawnAhead={drawnAhead} />
  </GoogleProvider>
);
