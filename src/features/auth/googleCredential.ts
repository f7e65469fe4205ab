import { jwtDecode } from 'jwt-decode';

/** SPEC 3: the fields of a decoded Google credential (an ID token). Google names the user id `sub`. */
export interface GoogleCredential {
  email: string;
  email_verified?: boolean;
  hd?: string;
  family_name?: string;
  given_name?: string;
  name?: string;
  picture?: string;
  id?: string;
  sub?: string;
  iat?: number;
  exp?: number;
}

/**
 * Decodes Google's ID token with jwt-decode (no signature check: the server verifies it against
 * Google's keys). Throws when it is not a JWT or carries no e-mail.
 */
export function decodeGoogleCredential(credential: string): GoogleCredential {
  const payload = jwtDecode<Partial<GoogleCredential>>(credential);
  if (typeof payload.email !== 'string' || payload.email === '') {
    throw new Error('The Google credential carries no email');
  }
  return { ...payload, email: payload.email, id: payload.id ?? payload.sub };
}
