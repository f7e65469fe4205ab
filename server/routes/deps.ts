import type { JWTVerifyGetKey } from 'jose';
import type { GoogleVerifier } from '../auth/google.ts';
import type { HashQueue } from '../auth/hashQueue.ts';
import type { SessionTokens } from '../auth/jwt.ts';
import type { Clock } from '../config/clock.ts';
import type { Logger } from '../config/logger.ts';
import type { Config } from '../config/serverConfig.ts';
import type { Database } from '../db/database.ts';
import type { Writability } from '../db/writability.ts';
import type { Throttle } from '../http/throttle.ts';
import type { DevOutbox, Mailer } from '../mail/outbox.ts';

/** What createApp is given: the outside world, so tests can replace the clock, the database and the keys. */
export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  outbox: DevOutbox;
  /** Sends the codes; the outbox when unset (development without SMTP_URL). */
  mailer?: Mailer;
  jwtSecret: string;
  /** Google's key set; defaults to the remote JWKS at config.googleJwksUrl. */
  googleKeys?: JWTVerifyGetKey;
  /** False in `npm run dev`, where Vite serves the site. */
  serveSite?: boolean;
  /** The flow lab's scratch server (server/labScratch.ts), mounted at LAB_SCRATCH_PATH outside production. */
  labScratch?: (request: Request) => Promise<Response>;
  /** True once shutdown began: /api/ready says 503 so a load balancer stops sending traffic. */
  isDraining?: () => boolean;
  /** True while the database is still opening at start: /api/ready says 503 until it is open. */
  isStarting?: () => boolean;
}

/** Services built once from the deps and shared by the routes. */
export interface Services extends AppDeps {
  tokens: SessionTokens;
  verifyGoogleToken: GoogleVerifier | undefined;
  throttle: Throttle;
  /** Whether the database takes writes (a read-only standby, a full disk): /api/ready reads it. */
  writability: Writability;
  /** Where password hashing waits its turn (auth/hashQueue.ts). */
  hashQueue: HashQueue;
  /** HMAC key of verification codes, derived apart from the JWT key. */
  codeKey: Buffer;
}
