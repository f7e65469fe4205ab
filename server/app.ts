import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { INTERNAL_ERROR_ANSWER } from '../contract/answers.ts';
import { createGoogleVerifier } from './auth/google.ts';
import { HashQueue } from './auth/hashQueue.ts';
import { createSessionTokens } from './auth/jwt.ts';
import type { AppEnv } from './auth/sessionAuth.ts';
import { deriveCodeKey } from './auth/verificationCode.ts';
import { DatabaseUnavailable, isUnwritableError } from './db/database.ts';
import { Writability } from './db/writability.ts';
import type { AppDeps, Services } from './deps.ts';
import { MAX_BODY_BYTES } from './http/body.ts';
import { contentLength } from './http/contentLength.ts';
import { AllowedMethods, routeByEndpoint } from './http/endpointRoutes.ts';
import { ApiError, methodNotAllowed } from './http/errors.ts';
import { requireAllowedOrigin } from './http/origin.ts';
import { requestLog } from './http/requestLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { arpRoutes } from './routes/arpRoutes.ts';
import { contactRoutes } from './routes/contactRoutes.ts';
import { contentRoutes } from './routes/contentRoutes.ts';
import { devOutboxRoutes } from './routes/devOutboxRoutes.ts';
import { DOCS_PATHS, docsRoutes } from './routes/docsRoutes.ts';
import { flowEventRoutes } from './routes/flowEventRoutes.ts';
import { healthRoutes, UNAVAILABLE_RETRY_AFTER_S } from './routes/healthRoutes.ts';
import { integrationRequestRoutes } from './routes/integrationRequestRoutes.ts';
import { roiEstimateRoutes } from './routes/roiEstimateRoutes.ts';
import { siteRoutes } from './routes/siteRoutes.ts';
import { userRoutes } from './routes/userRoutes.ts';
import { verificationRoutes } from './routes/verificationRoutes.ts';
import { Throttle } from './throttle.ts';

export type { AppDeps } from './deps.ts';

/** The whole server as one Hono app: the API under /api, the ARP hand-off page, and the built site. */
export function createApp(deps: AppDeps) {
  const { config, logger, clock } = deps;
  const services: Services = {
    ...deps,
    tokens: createSessionTokens(deps.jwtSecret, config.sessionLifetimeS),
    verifyGoogleToken: config.googleClientId
      ? createGoogleVerifier({
          clientId: config.googleClientId,
          issuers: config.googleIssuers,
          jwksUrl: config.googleJwksUrl,
          ...(deps.googleKeys ? { keys: deps.googleKeys } : {}),
        })
      : undefined,
    throttle: new Throttle(deps.db, deps.clock),
    writability: new Writability(),
    hashQueue: new HashQueue(config.passwordHashConcurrency, config.passwordHashQueue),
    codeKey: deriveCodeKey(deps.jwtSecret),
  };

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders(config.trustProxy, config.httpsRedirect));
  app.use('*', compress());
  // Inside compress(): answers built in memory get their length, so those under 1 KB stay plain.
  app.use('/api/*', contentLength());
  app.use('/arp/*', contentLength());

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.answer, error.status);
    }
    const unwritable = isUnwritableError(error);
    if (unwritable) services.writability.refused(clock.now());
    if (error instanceof DatabaseUnavailable || unwritable) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(`[server] ${c.req.method} ${c.req.path}: the database is unavailable: ${reason}`);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return c.json({ message: 'The service is temporarily unavailable; try again in a few seconds' }, 503);
    }
    logger.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(INTERNAL_ERROR_ANSWER, 500);
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
  api.route('/', docsRoutes(config));
  const allowed = new AllowedMethods();
  for (const path of DOCS_PATHS) allowed.add(path, 'get');
  // Every other route is an endpoint of contract/endpoints.ts, registered with its method and path.
  const route = routeByEndpoint(api, config, allowed);
  healthRoutes(route, services);
  verificationRoutes(route, services);
  userRoutes(route, services);
  contactRoutes(route, services);
  roiEstimateRoutes(route, services);
  integrationRequestRoutes(route, services);
  contentRoutes(route, services);
  flowEventRoutes(route, services);
  devOutboxRoutes(route, services);
  api.all('*', (c) => {
    const methods = allowed.of(c.req.path);
    if (methods) throw methodNotAllowed(c.req.method, methods);
    throw new ApiError(404, 'Not found');
  });

  app.route('/api', api);
  app.route('/arp', arpRoutes(services));

  const serveSite = deps.serveSite ?? true;
  const servingSite = serveSite && existsSync(config.siteDir);
  if (servingSite) {
    app.route('/', siteRoutes(config.siteDir));
  } else if (serveSite) {
    logger.warn(`[server] ${config.siteDir} does not exist: run "npm run build" to serve the site`);
  }
  app.notFound((c) => {
    // The site (when served) and the ARP page answer GET for every path under them.
    const get = servingSite || c.req.path === '/arp' || c.req.path.startsWith('/arp/');
    if (get && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const refusal = methodNotAllowed(c.req.method, 'GET, HEAD');
      for (const [name, value] of Object.entries(refusal.headers)) c.header(name, value);
      return c.json(refusal.answer, refusal.status);
    }
    return c.json({ message: 'Not found' }, 404);
  });
  return app;
}
