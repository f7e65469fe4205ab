import { emailField, jsonObject, requiredText } from './fields.ts';
import type { z } from './zod.ts';

// "Ask for this integration": a visitor names a tool Aden does not connect to yet.

export const INTEGRATION_NAME_MISSING = 'Please name the tool you want Aden to connect to';
export const INTEGRATION_NAME_MAX = 80;

/** POST {api}/integration-requests. */
export const integrationRequestSchema = jsonObject({
  integration: requiredText('integration', INTEGRATION_NAME_MISSING, INTEGRATION_NAME_MAX),
  email: emailField,
});
export type IntegrationRequest = z.input<typeof integrationRequestSchema>;

/** What the server answers once the request is stored. */
export const INTEGRATION_REQUEST_RECEIVED =
  'Thank you: we have noted your request and will write to you when we have news of it';
