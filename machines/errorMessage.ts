/**
 * The text of a rejected call. The app's HTTP client rejects with the response body (`{ message }`)
 * or, when there is no response, with the raw error (SPEC 8, 'Rejected value').
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null) {
    const message: unknown = Reflect.get(error, 'message');
    if (typeof message === 'string' && message !== '') return message;
  }
  return UNKNOWN_ERROR_MESSAGE;
}

export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong';
