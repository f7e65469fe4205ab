import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { emailField } from '../../contract/fields.ts';

/** Google's account ids are 21 digits; anything far longer is no account id. */
const MAX_GOOGLE_SUB_LENGTH = 255;

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

export type GoogleVerification =
  | {
      ok: true;
      identity: GoogleIdentity;
      /** Names this one token (its `jti`, else a hash of it), so it can be accepted once. */
      tokenId: string;
      expiresAt: Date;
    }
  | { ok: false; reason: string };

export interface GoogleVerifierOptions {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
  /** Overrides the remote key set (the remote one is used otherwise). */
  keys?: JWTVerifyGetKey;
}

export type GoogleVerifier = (idToken: string, now: Date) => Promise<GoogleVerification>;

/** Explains a verification failure in words a person signing in can act on. */
function describeFailure(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'the Google token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'the Google token was issued for another application';
    if (error.claim === 'iss') return 'the token was not issued by Google';
    return `the Google token has an invalid "${error.claim}" claim`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the Google token signature is invalid';
  if (error instanceof errors.JWKSNoMatchingKey) return 'the Google token was signed with an unknown key';
  if (error instanceof errors.JOSEAlgNotAllowed)
    return 'the Google token uses a signature algorithm that is not allowed';
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
    return 'the Google token is malformed';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
    return "Google's signing keys could not be loaded; try again later";
  }
  if (error instanceof errors.JOSEError) return 'the Google token could not be verified';
  // Anything else is the key fetch failing (network, DNS, HTTP status).
  return "Google's signing keys could not be loaded; try again later";
}

/** Verifies a Google ID token: RS256 signature against the JWKS, audience, issuer, expiry, verified e-mail. */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (idToken, now) => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        audience: options.clientId,
        issuer: options.issuers,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'email'],
      }));
    } catch (error) {
      return { ok: false, reason: describeFailure(error) };
    }
    const { sub, email, email_verified: emailVerified, given_name, family_name, picture, jti, exp } = payload;
    // The same e-mail rules as a sign-up form's (length included): Google's signature vouches for
    // who sent the token, not for what fits the database.
    const checkedEmail = emailField.safeParse(email);
    if (typeof sub !== 'string' || sub.length > MAX_GOOGLE_SUB_LENGTH) {
      return { ok: false, reason: 'the Google token has no usable account id' };
    }
    if (!checkedEmail.success) return { ok: false, reason: 'the Google token has no usable e-mail' };
    if (emailVerified !== true && emailVerified !== 'true') {
      return { ok: false, reason: 'the Google account e-mail is not verified' };
    }
    const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
    return {
      ok: true,
      tokenId:
        typeof jti === 'string' && jti !== ''
          ? `jti:${jti}`
          : `sha256:${createHash('sha256').update(idToken).digest('base64url')}`,
      expiresAt: new Date((exp ?? 0) * 1000),
      identity: {
        sub,
        email: checkedEmail.data,
        givenName: text(given_name),
        familyName: text(family_name),
        picture: typeof picture === 'string' && /^https:\/\//.test(picture) ? picture : null,
      },
    };
  };
}
