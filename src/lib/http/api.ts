/**
 * The typed calls of SPEC.md section 7 (`apiCalls.ts`), loaded on the first call: the HTTP client
 * (axios) and the contract's schemas that check each answer are about 40 KB gzip that a first visit,
 * which calls nothing, does not download. A call rejects as before (`{ status, message, errors? }`).
 */
type Calls = typeof import('./apiCalls');
type CallName = {
  [Name in keyof Calls]: Calls[Name] extends (...args: never[]) => unknown ? Name : never;
}[keyof Calls];

const loadCalls = () => import('./apiCalls');

function onFirstCall<Name extends CallName>(name: Name) {
  type Call = Calls[Name];
  return async (...args: Parameters<Call>): Promise<Awaited<ReturnType<Call>>> => {
    const call = (await loadCalls())[name] as (
      ...args: Parameters<Call>
    ) => Promise<Awaited<ReturnType<Call>>>;
    return call(...args);
  };
}

export const login = onFirstCall('login');
export const oauthLogin = onFirstCall('oauthLogin');
export const sendVerifyCode = onFirstCall('sendVerifyCode');
export const checkVerifyCode = onFirstCall('checkVerifyCode');
export const register = onFirstCall('register');
/** Errors are only logged by the caller: no toast (SPEC 7). */
export const fetchProfile = onFirstCall('fetchProfile');
export const submitHomepageCta = onFirstCall('submitHomepageCta');
export const fetchEmployee = onFirstCall('fetchEmployee');
export const fetchOnlineForm = onFirstCall('fetchOnlineForm');
export const submitOnlineForm = onFirstCall('submitOnlineForm');
