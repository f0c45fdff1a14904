import path from 'node:path';
import { DEFAULT_PUBLIC_CONFIG, HEX_COLOUR, type TPublicConfig } from '@marquee/core';
import { z } from 'zod';
import { SERVER_PACKAGE_ROOT } from './lib/paths';
import { parseAllowList } from './modules/webhooks/destination-guard';

/**
 * The only reader of process.env. Every key is validated at start-up; a bad value stops the process
 * with a message naming the key, instead of failing later in the middle of a request.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
        error: 'must be one of true, false, 1, 0, yes, no, on, off',
      })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value))),
  );
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute URL' }).optional());
const port = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(fallback));

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const ZEnv = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: port(8080),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// connection URL' })
      .optional(),
  ),
  DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  SEED_DEMO: bool(true),
  RUN_WORKER: bool(true),
  TRUST_PROXY: bool(false),
  CORS_ORIGINS: optionalString,
  RATE_LIMIT_EXEMPT_IPS: optionalString,
  /** Host names, IPs or CIDRs webhooks may reach although private (tests, on-premise receivers; decision 145). */
  WEBHOOK_ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .optional()
      .superRefine((value, context) => {
        try {
          parseAllowList(listOf(value));
        } catch {
          context.addIssue({ code: 'custom', message: 'must be comma-separated host names, IPs or CIDR ranges' });
        }
      }),
  ),
  WEBHOOK_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(30).default(10)),
  PUBLIC_EVENT_MAX_AGE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1000).default(1000)),
  WEB_DIST_DIR: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: port(587),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  UPLOADS_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  S3_PUBLIC_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Marquee <no-reply@localhost>')),
  // Spec §9 configuration keys, served to the SPA at runtime.
  APP_NAME: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  APP_PRIMARY_COLOR: z.preprocess(
    emptyToUndefined,
    z.string().regex(HEX_COLOUR, { error: 'must be a hex colour such as #40296C' }).optional(),
  ),
  APP_SECONDARY_COLOR: z.preprocess(
    emptyToUndefined,
    z.string().regex(HEX_COLOUR, { error: 'must be a hex colour such as #5A1065' }).optional(),
  ),
  APP_FAVICON_URL: optionalString,
  APP_LOGO_DARK_URL: optionalString,
  APP_LOGO_LIGHT_URL: optionalString,
  CHAT_SUPPORT_BASE_URL: optionalUrl,
  CHAT_SUPPORT_WEBSITE_TOKEN: optionalString,
  HIDE_ABOUT_LINK: bool(false),
  TERMS_URL: optionalUrl,
  PRIVACY_URL: optionalUrl,
  PLATFORM_SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'must be an email address' }).optional()),
  CARD_PAYMENT_PUBLISHABLE_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Where the Stripe SDK sends its calls; tests point these at a local stand-in (api.stripe.com by default).
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: z.preprocess(emptyToUndefined, z.enum(['https', 'http']).optional()),
  LICENCE_PURCHASED: bool(false),
  FRONTEND_URL: optionalUrl,
  DEFAULT_IMAGE_URL: optionalString,
  API_URL_SERVER: optionalUrl,
  API_URL_CLIENT: optionalString,
});

export type SmtpConfig = { host: string; port: number; secure: boolean; user?: string; password?: string };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  database: { url: string | null; poolMax: number };
  dataDir: string;
  seedDemo: boolean;
  runWorker: boolean;
  trustProxy: boolean;
  corsOrigins: string[];
  /** Addresses whose per-IP abuse limits are not counted (a trusted office NAT, load tests). */
  rateLimitExemptIps: string[];
  /** `WEBHOOK_ALLOWED_HOSTS`, as entries for `parseAllowList`. */
  webhookAllowedHosts: string[];
  /** How long a webhook receiver has to answer (`WEBHOOK_TIMEOUT_SECONDS`, default 10). */
  webhookTimeoutMs: number;
  /** How long one anonymous public event read may answer identical requests (decision 059); 0 = only in flight. */
  publicEventMaxAgeMs: number;
  webDistDir: string;
  smtp: SmtpConfig | null;
  mailFrom: string;
  outboxDir: string;
  storage:
    | { driver: 'local'; rootDir: string; publicBaseUrl: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
        publicBaseUrl: string;
      };
  publicConfig: TPublicConfig;
  /** The instance-wide Stripe account's server-side keys (the publishable key is CARD_PAYMENT_PUBLISHABLE_KEY). */
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    /** Overrides of the Stripe API address (tests use a local stand-in); null = the SDK's default. */
    api: { host: string | null; port: number | null; protocol: 'https' | 'http' | null };
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: { key: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem.key}: ${problem.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_WEB_DIST_DIR = path.resolve(SERVER_PACKAGE_ROOT, '../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ key: String(issue.path[0] ?? '(root)'), message: issue.message })),
    );
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3') {
    const missing = (['S3_BUCKET', 'S3_PUBLIC_URL'] as const).filter((key) => !e[key]);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => ({ key, message: 'is required when STORAGE_DRIVER=s3' })));
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const frontendUrl = (e.FRONTEND_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const smtp: SmtpConfig | null = e.SMTP_HOST
    ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE, user: e.SMTP_USER, password: e.SMTP_PASSWORD }
    : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL ?? null, poolMax: e.DATABASE_POOL_MAX },
    dataDir,
    seedDemo: e.SEED_DEMO,
    runWorker: e.RUN_WORKER,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    rateLimitExemptIps: (e.RATE_LIMIT_EXEMPT_IPS ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    webhookAllowedHosts: listOf(e.WEBHOOK_ALLOWED_HOSTS),
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
    publicEventMaxAgeMs: e.PUBLIC_EVENT_MAX_AGE_MS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    smtp,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            publicBaseUrl: e.S3_PUBLIC_URL!,
          }
        : {
            driver: 'local',
            rootDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
            publicBaseUrl: `${frontendUrl}/uploads`,
          },
    publicConfig: {
      appName: e.APP_NAME ?? DEFAULT_PUBLIC_CONFIG.appName,
      primaryColor: e.APP_PRIMARY_COLOR ?? DEFAULT_PUBLIC_CONFIG.primaryColor,
      secondaryColor: e.APP_SECONDARY_COLOR ?? DEFAULT_PUBLIC_CONFIG.secondaryColor,
      faviconUrl: e.APP_FAVICON_URL ?? DEFAULT_PUBLIC_CONFIG.faviconUrl,
      logoDarkUrl: e.APP_LOGO_DARK_URL ?? DEFAULT_PUBLIC_CONFIG.logoDarkUrl,
      logoLightUrl: e.APP_LOGO_LIGHT_URL ?? DEFAULT_PUBLIC_CONFIG.logoLightUrl,
      chatSupportBaseUrl: e.CHAT_SUPPORT_BASE_URL?.replace(/\/+$/, '') ?? null,
      chatSupportWebsiteToken: e.CHAT_SUPPORT_WEBSITE_TOKEN ?? null,
      hideAboutLink: e.HIDE_ABOUT_LINK,
      termsUrl: e.TERMS_URL ?? null,
      privacyUrl: e.PRIVACY_URL ?? null,
      platformSupportEmail: e.PLATFORM_SUPPORT_EMAIL ?? null,
      cardPaymentPublishableKey: e.CARD_PAYMENT_PUBLISHABLE_KEY ?? null,
      isLicencePurchased: e.LICENCE_PURCHASED,
      frontendUrl,
      defaultImageUrl: e.DEFAULT_IMAGE_URL ?? null,
      apiUrlServer: e.API_URL_SERVER ?? `${frontendUrl}/api`,
      apiUrlClient: e.API_URL_CLIENT ?? '/api',
      // Read from the web build by the SPA plugin (issue 28).
      widgetScript: null,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      api: {
        host: e.STRIPE_API_HOST ?? null,
        port: e.STRIPE_API_PORT ?? null,
        protocol: e.STRIPE_API_PROTOCOL ?? null,
      },
    },
  };
}

/** For process entry points: the configuration, or a readable message and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n\nSee the Configuration section of README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
}
