import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { createGoogleVerifier } from './auth/google';
import { createSessionTokens } from './auth/jwt';
import type { AppEnv } from './auth/session';
import type { AppDeps, Services } from './deps';
import { MAX_BODY_BYTES } from './http/body';
import { ApiError } from './http/errors';
import { securityHeaders } from './http/securityHeaders';
import { FailureLimiter } from './rateLimit';
import { arpRoutes } from './routes/arp';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { devOutboxRoutes } from './routes/devOutbox';
import { siteRoutes } from './routes/site';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, userRoutes } from './routes/user';
import { verificationRoutes } from './routes/verification';

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
    loginFailures: new FailureLimiter(deps.clock, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS),
  };

  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders());
  app.use('*', compress());

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ message: error.message }, error.status);
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
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`);
      },
    }),
  );
  api.route('/user', verificationRoutes(services));
  api.route('/user', userRoutes(services));
  api.route('/test', contactRoutes(services));
  api.route('/', contentRoutes(services));
  if (!config.production) api.route('/dev', devOutboxRoutes(services));
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
