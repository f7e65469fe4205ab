import { config } from '@/lib/config/siteConfig';

/** SPEC 4: the hand-off token t is base64 of "jwt " plus the session token. */
export function arpHandoffToken(token: string): string {
  return btoa(`jwt ${token}`);
}

/** A URL in the companion application (ARP) carrying the hand-off token. path is '' for its root. */
export function arpUrl(path: '' | 'onboarding' | 'modules/aden-ai-form', token: string): string {
  const base = path ? `${config.arpUrl}/${path}` : `${config.arpUrl}/`;
  return `${base}?t=${encodeURIComponent(arpHandoffToken(token))}`;
}
