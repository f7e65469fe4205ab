import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createGoogleVerifier } from './auth/google';
import { createSessionTokens } from './auth/jwt';
import type { AppEnv } from './auth/sessionAuth';
import { deriveCodeKey } from './auth/verificationCode';
import { DatabaseUnavailable } from './db/database';
import type { AppDeps, Services } from './deps';
import { MAX_BODY_BYTES } from './http/body';
import { routeByEndpoint } from './http/endpointRoutes';
import { ApiError } from './http/errors';
import { requireAllowedOrigin } from './http/origin';
import { securityHeaders } from './http/securityHeaders';
import { arpRoutes } from './routes/arpRoutes';
import { contactRoutes } from './routes/contactRoutes';
import { contentRoutes } from './routes/contentRoutes';
import { devOutboxRoutes } from './routes/devOutboxRoutes';
import { docsRoutes } from './routes/docsRoutes';
import { healthRoutes, UNAVAILABLE_RETRY_AFTER_S } from './routes/healthRoutes';
import { integrationRequestRoutes } from './routes/integrationRequestRoutes';
import { siteRoutes } from './routes/siteRoutes';
import { userRoutes } from './routes/userRoutes';
import { verificationRoutes } from './routes/verificationRoutes';
import { Throttle } from './throttle';

export type { AppDeps } from './deps';

/** The whole server as one Hono app: the API under /api, the ARP hand-off page, and the built site. */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const services: Services = {
    ...deps,
    tokens: createSessionTokens(deps.jwtSecret),
    verifyGoogleToken: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          issuers: config.googleIssuers,
          jwksUrl: config.googleJwksUrl,
          ...(deps.googleKeys ? { keys: deps.googleKeys } : {}),
        })
      : undefined,
    throttle: new Throttle(deps.db, deps.clock),
    codeKey: deriveCodeKey(deps.jwtSecret),
  };

  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(config.trustProxy));
  app.use('*', compress());

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.answer, error.status);
    }
    if (error instanceof DatabaseUnavailable) {
      logger.warn(`[server] ${c.req.method} ${c.req.path}: ${error.message}`);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ message: 'The service is temporarily unavailable; try again in a few seconds' }, 503);
    }
    logger.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: 'Internal server error' }, 500);
  });

  const api = new Hono<AppEnv>();
  if (config.corsOrigins.length > 0) {
    api.use(
      '*',
      cors({ origin: config.corsOrigins, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }),
    );
  }
  api.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.use('*', requireAllowedOrigin(config.corsOrigins, config.trustProxy));
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        // The rest of the body is never read, so this connection cannot carry another request:
        // say so, or the client sends its next request into a socket that is being closed.
        throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`, {
          headers: { Connection: 'close' },
        });
      },
    }),
  );
  api.route('/', docsRoutes());
  // Every other route is an endpoint of contract/endpoints.ts, registered with its method and path.
  const route = routeByEndpoint(api, config);
  healthRoutes(route, services);
  verificationRoutes(route, services);
  userRoutes(route, services);
  contactRoutes(route, services);
  integrationRequestRoutes(route, services);
  contentRoutes(route, services);
  devOutboxRoutes(route, services);
  api.all('*', () => {
    throw new ApiError(404, 'Not found');
  });

  app.route('/api', api);
  app.route('/arp', arpRoutes(services));

  const serveSite = deps.serveSite ?? true;
  if (serveSite && existsSync(config.siteDir)) {
    app.route('/', siteRoutes(config.siteDir));
  } else if (serveSite) {
    logger.warn(`[server] ${config.siteDir} does not exist: run "npm run build" to serve the site`);
  }
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
