import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { INTERNAL_ERROR_ANSWER } from '../contract/answers.ts';
import { LAB_SCRATCH_PATH } from '../contract/values.ts';
import { createGoogleVerifier } from './auth/google.ts';
import { HashQueue } from './auth/hashQueue.ts';
import { createSessionTokens } from './auth/jwt.ts';
import type { AppEnv } from './auth/sessionAuth.ts';
import { deriveCodeKey } from './auth/verificationCode.ts';
import { DatabaseUnavailable, isUnwritableError } from './db/database.ts';
import { Writability } from './db/writability.ts';
import { limitBody, MAX_BODY_BYTES } from './http/body.ts';
import { contentLength } from './http/contentLength.ts';
import { ApiError, refuseMethod } from './http/errors.ts';
import { requireAllowedOrigin } from './http/origin.ts';
import { requestLog } from './http/requestLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { requireSingleHost } from './http/singleHost.ts';
import { Throttle } from './http/throttle.ts';
import { arpRoutes } from './routes/arpRoutes.ts';
import { contactRoutes } from './routes/contactRoutes.ts';
import { contentRoutes } from './routes/contentRoutes.ts';
import type { AppDeps, Services } from './routes/deps.ts';
import { devOutboxRoutes } from './routes/devOutboxRoutes.ts';
import { docsRoutes } from './routes/docsRoutes.ts';
import { routeByEndpoint } from './routes/endpointRoutes.ts';
import { flowEventRoutes } from './routes/flowEventRoutes.ts';
import { healthRoutes, UNAVAILABLE_RETRY_AFTER_S } from './routes/healthRoutes.ts';
import { integrationRequestRoutes } from './routes/integrationRequestRoutes.ts';
import { roiEstimateRoutes } from './routes/roiEstimateRoutes.ts';
import { siteRoutes } from './routes/siteRoutes.ts';
import { userRoutes } from './routes/userRoutes.ts';
import { verificationRoutes } from './routes/verificationRoutes.ts';

export type { AppDeps } from './routes/deps.ts';

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
    hashQueue: new HashQueue({
      concurrency: config.passwordHashConcurrency,
      maxWaiting: config.passwordHashQueue,
      maxWaitMs: config.passwordHashMaxWaitMs,
    }),
    codeKey: deriveCodeKey(deps.jwtSecret),
  };

  const app = new Hono<AppEnv>();
  app.use('*', requestLog(logger));
  app.use('*', securityHeaders(config));
  app.use('*', requireSingleHost());
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
  api.use('*', limitBody(MAX_BODY_BYTES));
  // A known path asked with another method: 405 with the methods Hono has routes for (GET brings HEAD).
  api.use('*', methodNotAllowed({ app: api, onMethodNotAllowed: refuseMethod }));
  api.route('/', docsRoutes(config));
  // Every other route is an endpoint of contract/endpoints.ts, registered with its method and path.
  const route = routeByEndpoint(api, config);
  healthRoutes(route, services);
  verificationRoutes(route, services);
  userRoutes(route, services);
  contactRoutes(route, services);
  roiEstimateRoutes(route, services);
  integrationRequestRoutes(route, services);
  contentRoutes(route, services);
  flowEventRoutes(route, services);
  devOutboxRoutes(route, services);
  api.all('*', (c) => c.json({ message: 'Not found' }, 404));

  app.route('/api', api);
  app.route('/arp', arpRoutes(services));
  // A production server never has it, whatever it is given: the scratch API mails codes to its outbox.
  if (deps.labScratch && !config.production) app.mount(LAB_SCRATCH_PATH, deps.labScratch);

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
    if (get && c.req.method !== 'GET' && c.req.method !== 'HEAD') return refuseMethod(c, ['GET', 'HEAD']);
    return c.json({ message: 'Not found' }, 404);
  });
  return app;
}
