import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { API_PREFIX, type Endpoint } from '../../contract/endpoints.ts';
import type { AppEnv } from '../auth/sessionAuth.ts';
import { readJson, readQuery } from '../http/body.ts';

// Routes registered by endpoint: the method and path come from contract/endpoints.ts, so a path is
// written once, and the input is read with the endpoint's own schemas.

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
type BodyOf<E> = E extends { body: { schema: infer Schema } } ? OutputOf<Schema> : never;

/** What a handler gets of its request, read with its endpoint's schemas. */
export interface EndpointInput<E extends Endpoint> {
  /** The query, validated (400 when it fails) before the handler runs. */
  query: E extends { query: infer Query } ? OutputOf<Query> : undefined;
  /** The path parameters by the names the contract gives them. */
  params: E extends { pathParams: infer Params }
    ? Record<keyof Params & string, string>
    : Record<never, string>;
  /**
   * Reads the JSON body and validates it with the endpoint's schema, or with a stricter one built
   * from it; called when the handler wants it, so what it checks first (a 404) still answers first.
   */
  body(): Promise<BodyOf<E>>;
  body<Schema extends z.ZodType>(stricter: Schema): Promise<z.output<Schema>>;
}

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: EndpointInput<E>,
) => Response | Promise<Response>;

/** Registers an endpoint of the contract: middleware (limits, sign-in) first, then its handler. */
export type Route = <E extends Endpoint>(
  endpoint: E,
  ...handlers: [...MiddlewareHandler<AppEnv>[], EndpointHandler<E>]
) => void;

/** `/api/forms/{id}` as the API app (mounted at /api) matches it: `/forms/:id`. */
export function routePath(endpoint: Endpoint): string {
  return endpoint.path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
}

function inputOf<E extends Endpoint>(c: Context<AppEnv>, endpoint: E): EndpointInput<E> {
  return {
    query: (endpoint.query ? readQuery(c, endpoint.query) : undefined) as EndpointInput<E>['query'],
    params: c.req.param() as EndpointInput<E>['params'],
    body: ((schema?: z.ZodType) => {
      const bodySchema = schema ?? endpoint.body?.schema;
      if (!bodySchema) throw new Error(`${endpoint.path} takes no body`);
      return readJson(c, bodySchema);
    }) as EndpointInput<E>['body'],
  };
}

/**
 * The `route` the route files register with, on the API app mounted at API_PREFIX. Development-only
 * endpoints (`devOnly`) are left out in production, so they answer 404 there like any unknown path.
 */
export function routeByEndpoint(api: Hono<AppEnv>, { production }: { production: boolean }): Route {
  return (endpoint, ...handlers) => {
    if (endpoint.devOnly && production) return;
    const middleware = handlers.slice(0, -1) as MiddlewareHandler<AppEnv>[];
    const handler = handlers.at(-1) as EndpointHandler<typeof endpoint>;
    api.on(endpoint.method.toUpperCase(), [routePath(endpoint)], ...middleware, (c) =>
      handler(c, inputOf(c, endpoint)),
    );
  };
}
