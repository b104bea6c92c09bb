import { z } from 'zod';
import { exactMatchLimit } from '@sparesfinder/domain/catalogue/ranking';
import { defaultPoolSize } from '../db/postgres-pool';
import { defaultRenderLimits } from '../plugins/render-admission';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PostgreSQL: a connection must open within this (decision 013: past it the server counts as unreachable). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  /** PostgreSQL: one statement may take this long (statement_timeout); the API answers 503 within about it. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** PostgreSQL: while unreachable, how often one probe connection tries again. */
  DB_RETRY_MS: z.coerce.number().int().min(50).default(500),
  /** PostgreSQL: connections per pool, two pools (db/postgres-pool.ts defaultPoolSize, decision 016); at least 2, a search runs two statements at once. */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(defaultPoolSize),
  SEED_SCALE: z.enum(['demo', 'mini', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  COOKIE_SECURE: booleanFromEnv.optional(),
  DEV_MAIL_PAGE: booleanFromEnv.optional(),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** Automatic merchant-account checks (ValidateAccount) an organisation may make an hour (domain throttle.ts). */
  MERCHANT_VALIDATION_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * The shop's address as users reach it (https://shop.example), for links in e-mails (invitations). Required in
   * production: there the request's Host header is the client's to choose, so a link built from it could point anywhere.
   */
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL must be an absolute URL such as https://shop.example')
    .regex(/^https?:\/\//, 'PUBLIC_URL must start with http:// or https://')
    .transform((value) => new URL(value).origin)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SparesFinder <no-reply@sparesfinder.test>'),
  SUPPORT_EMAIL: z.string().default('support@sparesfinder.test'),
  GEOCODER_PROVIDER: z.enum(['builtin', 'postcodes-io']).default('builtin'),
  POSTCODES_IO_URL: z.string().default('https://api.postcodes.io'),
  ADDRESS_LOOKUP_PROVIDER: z.enum(['builtin']).default('builtin'),
  COURIER_PROVIDER: z.enum(['rate-card', 'http']).default('rate-card'),
  COURIER_API_URL: z.string().optional(),
  /** Card payments (decision 014): the built-in sandbox gateway; a real gateway's adapter is outlined in providers/payment/README.md. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  WEB_DIST_DIR: z.string().optional(),
  /** The web build's server render entry (decision 019); by default the directory beside WEB_DIST_DIR named `<dist>-ssr`. */
  WEB_SSR_DIR: z.string().optional(),
  /** `off`: every page is rendered by the browser alone, as before decision 019. */
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  /**
   * A page is rendered on the server only while fewer renders than this are under way and the event loop was at
   * most this busy (0-1) over the last half second; otherwise it is sent plain (plugins/render-admission.ts).
   */
  SERVER_RENDER_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(16).default(defaultRenderLimits.maxInFlight),
  SERVER_RENDER_BUSY_ABOVE: z.coerce.number().min(0).max(1).default(defaultRenderLimits.busyAbove),
  /**
   * Every JSON answer also checked and written by zod, and refused unless the compiled writer wrote the same text
   * (plugins/response-serializer.ts, decision 018). On in the API and e2e test servers; off by default, as in production.
   */
  RESPONSE_CHECK: booleanFromEnv.default(false),
  /** Search answers cached per catalogue version (modules/catalogue/README.md); 0 turns the cache off. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  /** Above this many matches a search's counts are estimated from the sample (a bigger machine can count more). */
  SEARCH_EXACT_LIMIT: z.coerce.number().int().min(0).default(exactMatchLimit),
  /** Search's text matching, counting and ranking from an in-memory index of the catalogue (decision 017); off = the statements alone. */
  SEARCH_TEXT_INDEX: z.enum(['on', 'off']).default('on'),
  /** Only behind a reverse proxy: trust X-Forwarded-For for the client address (rate limits use it). */
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Merchants answered by their own stock service: "4=https://stock.example,7=http://…" (providers/merchant-stock). */
  MERCHANT_STOCK_SERVICES: z
    .string()
    .default('')
    .transform((value, context) => {
      const services = new Map<number, string>();
      for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
        const match = /^(\d+)=(https?:\/\/.+)$/.exec(entry);
        if (!match) {
          context.addIssue({ code: 'custom', message: 'MERCHANT_STOCK_SERVICES must be comma-separated supplierId=url pairs such as 4=https://stock.example' });
          return z.NEVER;
        }
        services.set(Number(match[1]), match[2] as string);
      }
      return services;
    }),
  /** How long one merchant's stock may take before its branches are reported unavailable. */
  MERCHANT_STOCK_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
  /** How many of the nearest branches an availability request answers. */
  AVAILABILITY_BRANCH_LIMIT: z.coerce.number().int().min(1).max(2000).default(50),
  /** Minutes until the built-in merchant answers an account application in review (spec 1 §9: 2-3 days). */
  MERCHANT_REVIEW_MINUTES: z.coerce.number().int().min(0).max(10_080).default(2880),
  /** The built-in merchant's order-status timetable scale (providers/order-status): 1 = real minutes, 0.01 = a hundredth. */
  ORDER_STATUS_TIME_SCALE: z.coerce.number().positive().max(100).default(1),
  /** false: no simulated merchant moves orders on (only webhooks do). */
  ORDER_STATUS_SIMULATION: booleanFromEnv.default(true),
  /** How often the simulation queues again the steps it lost (modules/orders: an order's job never queued). */
  ORDER_STATUS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How often card payments nobody completed are settled with the gateway (issue #44): placed or refunded, once. */
  CARD_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** How long a paid or pending payment is left to its buyer's own completion before the reconciliation acts. */
  CARD_RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  /** Merchants that report order status to the webhook, with each one's shared secret: "4=secret,7=…" (16+ characters). */
  MERCHANT_ORDER_STATUS_WEBHOOKS: z
    .string()
    .default('')
    .transform((value, context) => {
      const secrets = new Map<number, string>();
      for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
        const match = /^(\d+)=(\S{16,})$/.exec(entry);
        if (!match) {
          context.addIssue({ code: 'custom', message: 'MERCHANT_ORDER_STATUS_WEBHOOKS must be comma-separated supplierId=secret pairs, each secret 16+ characters' });
          return z.NEVER;
        }
        secrets.set(Number(match[1]), match[2] as string);
      }
      return secrets;
    }),
  /**
   * Test servers only: the app's clock starts at this instant and runs on from it (lib/clock.ts clockStartingAt),
   * e.g. the e2e server for journeys that need a branch before its same-day cut-off. Refused in production.
   */
  CLOCK_START: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .datetime({ offset: true, message: 'CLOCK_START must be an ISO date-time such as 2026-11-30T10:00:00Z' })
      .transform((value) => new Date(value))
      .optional(),
  ),
  /** Origins besides the shop's own whose pages may open the live WebSocket (comma-separated; decision 008). */
  LIVE_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return value.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => new URL(entry).origin);
      } catch {
        context.addIssue({ code: 'custom', message: 'LIVE_ALLOWED_ORIGINS must be comma-separated origins such as http://localhost:5173' });
        return z.NEVER;
      }
    }),
}).refine((e) => e.MAIL_PROVIDER !== 'smtp' || !!e.SMTP_URL, {
  path: ['SMTP_URL'],
  message: 'SMTP_URL is required when MAIL_PROVIDER=smtp',
}).refine((e) => e.COURIER_PROVIDER !== 'http' || !!e.COURIER_API_URL, {
  path: ['COURIER_API_URL'],
  message: 'COURIER_API_URL is required when COURIER_PROVIDER=http',
}).refine((e) => e.NODE_ENV !== 'production' || !e.CLOCK_START, {
  path: ['CLOCK_START'],
  message: 'CLOCK_START is for test servers and is refused when NODE_ENV=production',
}).refine((e) => e.NODE_ENV !== 'production' || !!e.PUBLIC_URL, {
  path: ['PUBLIC_URL'],
  message: 'PUBLIC_URL is required when NODE_ENV=production (links in e-mails are built from it)',
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** The serving pool's limits on PostgreSQL (db/postgres-pool.ts). */
  databaseLimits: { connectTimeoutMs: number; statementTimeoutMs: number; retryMs: number };
  /** Connections per PostgreSQL pool (db/postgres-pool.ts defaultPoolSize). */
  databasePoolSize: number;
  seedScale: 'demo' | 'mini' | 'none';
  logLevel: string;
  /** Sliding idle lifetime of a session. */
  sessionTtlHours: number;
  /** However active, a session ends this long after sign-in (OWASP ASVS 3.3). */
  sessionAbsoluteHours: number;
  /** Secure cookies and HSTS: on by default in production (NODE_ENV=production), where the shop is served over HTTPS. */
  cookieSecure: boolean;
  nodeEnv: 'production' | 'development' | 'test';
  /** /dev/mail: true = served to any address, false = never; unset = in development, to this machine only. */
  devMailPage: boolean | undefined;
  loginRateLimitMax: number;
  merchantValidationRateLimitMax: number;
  /** The shop's origin for links in e-mails; unset outside production, where the request's own origin is used. */
  publicUrl: string | undefined;
  /** smtpUrl is always set when provider is 'smtp' (checked at boot). */
  mail: { provider: 'outbox' | 'smtp'; smtpUrl?: string; from: string; supportEmail: string };
  geocoder: { provider: 'builtin' | 'postcodes-io'; postcodesIoUrl: string };
  addressLookup: { provider: 'builtin' };
  /** apiUrl is always set when provider is 'http' (checked at boot). */
  courier: { provider: 'rate-card' | 'http'; apiUrl?: string };
  payment: { provider: 'sandbox' };
  webDistDir: string | undefined;
  webSsrDir: string | undefined;
  serverRender: boolean;
  /** SERVER_RENDER_MAX_IN_FLIGHT, SERVER_RENDER_BUSY_ABOVE. */
  serverRenderLimits: { maxInFlight: number; busyAbove: number };
  /** RESPONSE_CHECK: answers checked by zod against the compiled writer (tests). */
  responseCheck: boolean;
  trustProxy: boolean;
  searchCacheEntries: number;
  searchExactLimit: number;
  searchTextIndex: boolean;
  liveAllowedOrigins: string[];
  /** Merchants (supplier id → base URL) whose stock comes from their own service; the rest read the database. */
  merchantStock: { services: ReadonlyMap<number, string>; timeoutMs: number };
  availabilityBranchLimit: number;
  merchantReviewMinutes: number;
  /** The merchant order-status provider (providers/order-status/README.md). */
  orderStatus: { timeScale: number; simulation: boolean; sweepSeconds: number; webhookSecrets: ReadonlyMap<number, string> };
  cardReconciliation: { everySeconds: number; graceSeconds: number };
  /** A test server's starting time (CLOCK_START); unset = the system clock. */
  clockStart: Date | undefined;
};

/** Parses the environment once at boot; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATABASE_URL ? undefined : e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseLimits: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS, retryMs: e.DB_RETRY_MS },
    databasePoolSize: e.DB_POOL_SIZE,
    seedScale: e.SEED_SCALE,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    nodeEnv: e.NODE_ENV,
    devMailPage: e.DEV_MAIL_PAGE,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    merchantValidationRateLimitMax: e.MERCHANT_VALIDATION_RATE_LIMIT_MAX,
    publicUrl: e.PUBLIC_URL,
    mail: { provider: e.MAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, supportEmail: e.SUPPORT_EMAIL },
    geocoder: { provider: e.GEOCODER_PROVIDER, postcodesIoUrl: e.POSTCODES_IO_URL },
    addressLookup: { provider: e.ADDRESS_LOOKUP_PROVIDER },
    courier: { provider: e.COURIER_PROVIDER, apiUrl: e.COURIER_API_URL },
    payment: { provider: e.PAYMENT_PROVIDER },
    webDistDir: e.WEB_DIST_DIR,
    webSsrDir: e.WEB_SSR_DIR,
    serverRender: e.SERVER_RENDER === 'on',
    serverRenderLimits: { maxInFlight: e.SERVER_RENDER_MAX_IN_FLIGHT, busyAbove: e.SERVER_RENDER_BUSY_ABOVE },
    responseCheck: e.RESPONSE_CHECK,
    trustProxy: e.TRUST_PROXY,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    searchExactLimit: e.SEARCH_EXACT_LIMIT,
    searchTextIndex: e.SEARCH_TEXT_INDEX === 'on',
    liveAllowedOrigins: e.LIVE_ALLOWED_ORIGINS,
    merchantStock: { services: e.MERCHANT_STOCK_SERVICES, timeoutMs: e.MERCHANT_STOCK_TIMEOUT_MS },
    availabilityBranchLimit: e.AVAILABILITY_BRANCH_LIMIT,
    merchantReviewMinutes: e.MERCHANT_REVIEW_MINUTES,
    cardReconciliation: { everySeconds: e.CARD_RECONCILE_SECONDS, graceSeconds: e.CARD_RECONCILE_GRACE_SECONDS },
    orderStatus: { timeScale: e.ORDER_STATUS_TIME_SCALE, simulation: e.ORDER_STATUS_SIMULATION, sweepSeconds: e.ORDER_STATUS_SWEEP_SECONDS, webhookSecrets: e.MERCHANT_ORDER_STATUS_WEBHOOKS },
    clockStart: e.CLOCK_START,
  };
}
