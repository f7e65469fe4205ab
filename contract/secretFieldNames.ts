import { ENDPOINTS } from './endpoints.ts';
import { secretNamesIn } from './secrets.ts';

/**
 * The names of the fields that hold a secret in some request or answer of the endpoint table, with the
 * client's other names for them: the inspector (src/lib/state/inspectorWindow.ts) redacts these.
 */
export const SECRET_FIELD_NAMES: ReadonlySet<string> = secretNamesIn(
  ENDPOINTS.flatMap((endpoint) => [
    ...(endpoint.query ? [endpoint.query] : []),
    ...(endpoint.body ? [endpoint.body.schema] : []),
    ...Object.values(endpoint.answers).map((answer) => answer.body.schema),
  ]),
);
