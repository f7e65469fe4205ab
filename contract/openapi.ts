import { z } from 'zod';
import {
  type Answer,
  ENDPOINTS,
  type ListedEndpoint,
  type NamedSchema,
  PATH_PARAM_PATTERN,
  TAGS,
} from './endpoints.ts';

// The OpenAPI 3.1 document of the API, generated from the table of contract/endpoints.ts and the
// zod schemas it names (JSON Schema draft 2020-12 is OpenAPI 3.1's dialect). Deterministic: the
// same schemas give the same document, so docs/openapi.json can be compared with it.

type Json = Record<string, unknown>;

export const OPENAPI_INFO = {
  title: 'Aden API',
  version: '1.0.0',
  license: { name: 'Proprietary', identifier: 'LicenseRef-Aden-Proprietary' },
  description:
    'The API of the Aden site: sign-up and sign-in (SPEC.md section 7), contact sales, employees and online forms, health. Every error answers `{ message }` (and `errors` per field for validation), with its HTTP status; an unknown path under /api answers 404, a known path asked with a method it does not take 405 with `Allow`, an unexpected failure 500 `Internal server error`.',
};

/**
 * Answers of the HTTP server itself, before any route runs, to any request: no JSON body (Node's
 * parser writes them), so they are documented on every operation but produced over a socket only.
 */
export const CONNECTION_ANSWERS: Record<string, Json> = {
  '408': {
    description:
      'The request head did not arrive within 10 seconds, or the whole request within 30 (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS); no body, and the connection closes.',
  },
  '431': {
    description: 'The request head is larger than 16 KB; no body, and the connection closes.',
  },
};

/** A zod schema as the JSON it accepts on the wire (the input side of transforms and defaults). */
function jsonSchemaOf(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

const ref = (named: NamedSchema) => ({ $ref: `#/components/schemas/${named.name}` });

function collectSchemas(endpoints: ListedEndpoint[]): Record<string, Json> {
  const schemas = new Map<string, z.ZodType>();
  const add = (named: NamedSchema) => {
    const known = schemas.get(named.name);
    if (known && known !== named.schema) throw new Error(`Two schemas are named ${named.name}`);
    schemas.set(named.name, named.schema);
  };
  for (const endpoint of endpoints) {
    if (endpoint.body) add(endpoint.body);
    for (const answer of Object.values(endpoint.answers)) add(answer.body);
  }
  return Object.fromEntries(
    [...schemas].sort(([a], [b]) => a.localeCompare(b)).map(([name, schema]) => [name, jsonSchemaOf(schema)]),
  );
}

function parameters(endpoint: ListedEndpoint): Json[] {
  const inPath = Object.entries(endpoint.pathParams ?? {}).map(([name, param]) => ({
    name,
    in: 'path',
    required: true,
    description: param.description,
    schema: { type: 'string', pattern: PATH_PARAM_PATTERN },
    example: param.example,
  }));
  const inQuery = Object.entries(endpoint.query?.shape ?? {}).map(([name, field]) => {
    const schema = jsonSchemaOf(field as z.ZodType);
    const optional = (field as z.ZodType).safeParse(undefined).success;
    return {
      name,
      in: 'query',
      required: !optional,
      schema,
      ...(endpoint.queryExample?.[name] === undefined ? {} : { example: endpoint.queryExample[name] }),
    };
  });
  return [...inPath, ...inQuery];
}

function response(answer: Answer): Json {
  return {
    description: answer.description,
    ...(answer.retryAfter
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before trying again.',
              required: true,
              schema: { type: 'integer', minimum: 1 },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: ref(answer.body), example: answer.example } },
  };
}

function operation(endpoint: ListedEndpoint): Json {
  const params = parameters(endpoint);
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.devOnly
      ? `${endpoint.description} Served, and listed here, only in development.`
      : endpoint.description,
    // Public operations say so: no scheme applies (the document's default would be none either).
    security: endpoint.signedIn ? [{ session: [] }] : [],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(endpoint.body), example: endpoint.body.example } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      [
        ...Object.entries(endpoint.answers).map(([status, answer]) => [status, response(answer)] as const),
        ...Object.entries(CONNECTION_ANSWERS),
      ].sort(([a], [b]) => Number(a) - Number(b)),
    ),
  };
}

/**
 * The whole document: development's lists the development-only endpoints too, production's (the one
 * committed as docs/openapi.json) only what production serves.
 */
export function openApiDocument({ production }: { production: boolean } = { production: true }): Json {
  const listed = ENDPOINTS.filter((endpoint) => !(production && endpoint.devOnly));
  const paths: Record<string, Json> = {};
  for (const endpoint of listed) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(endpoint) };
  }
  return {
    openapi: '3.1.1',
    info: OPENAPI_INFO,
    servers: [{ url: '/', description: 'This server' }],
    tags: Object.values(TAGS).filter((tag) => listed.some((endpoint) => endpoint.tag === tag.name)),
    paths,
    components: {
      schemas: collectSchemas(listed),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'The session token of login, register or Google sign-in, sent as `Authorization: jwt <token>` (`Bearer` works too).',
        },
      },
    },
  };
}

/** The document as written to docs/openapi.json and served at /api/openapi.json. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
