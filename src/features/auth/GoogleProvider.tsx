import { GoogleOAuthProvider } from '@react-oauth/google';
import type { ReactNode } from 'react';
import { config } from '@/lib/config/siteConfig';
import { setGoogleScriptStatus } from './googleScriptStatus';

const onLoaded = () => setGoogleScriptStatus('loaded');
// SPEC 8: a script that fails to load sets the load-error flag; no message is shown.
const onFailed = () => setGoogleScriptStatus('failed');

/**
 * Google's provider, only when a client id is configured (SPEC 1; a blank id already stops start-up
 * in lib/config). It loads Google's script when it mounts (with the auth dialog) and reports how that went.
 */
export function GoogleProvider({
  children,
  clientId = config.googleClientId,
}: {
  children: ReactNode;
  clientId?: string | undefined;
}) {
  if (!clientId) return <>{children}</>;
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadSuccess={onLoaded} onScriptLoadError={onFailed}>
      {children}
    </GoogleOAuthProvider>
  );
}
