import path from 'node:path';
import { z } from 'zod';
import { strongPasswordSchema } from '../domain/auth';
import { DEFAULT_IPV6_PREFIX_LENGTH } from './http/address-key';
import { LOG_FORMATS, type LogFormat } from './plugins/log-format';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './trust-proxy';

// Environment → typed configuration. Every wrong value is reported with its own line,
// so a person starting the server sees exactly what to fix.
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

// A web address: z.url() alone takes any scheme, so 'localhost:5000' (scheme 'localhost:') or
// 'javascript:…' would pass and only fail at the first request.
const WEB_PROTOCOL = /^https?$/;

const IPV6_PREFIX_HELP =
  'IPV6_PREFIX_LENGTH must be a whole number from 32 to 128: the IPv6 network counted as one client by the rate limits (64 by default; 56 or 48 count larger networks as one)';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'HOST must not be empty').default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('./data'),
    PUBLIC_URL: z
      .url({
        protocol: WEB_PROTOCOL,
        error: 'PUBLIC_URL must be a full URL such as https://meedoen.example.nl',
      })
      .optional(),
    ADMIN_USERNAME: z.string().min(2, 'ADMIN_USERNAME must have at least 2 characters').optional(),
    // The same rule as every other password (registration, accounts an administrator makes).
    ADMIN_PASSWORD: z
      .string()
      .refine(
        (value) => strongPasswordSchema.safeParse(value).success,
        'ADMIN_PASSWORD must have at least 12 characters with an uppercase letter, a lowercase letter, a digit and a special character',
      )
      .optional(),
    SEED_DEMO: booleanFlag.optional(),
    AUTH_RATE_LIMIT: z.coerce
      .number({ error: 'AUTH_RATE_LIMIT must be a number' })
      .int('AUTH_RATE_LIMIT must be a whole number')
      .min(1, 'AUTH_RATE_LIMIT must be at least 1')
      .default(10),
    CONTACT_RATE_LIMIT: z.coerce
      .number({ error: 'CONTACT_RATE_LIMIT must be a number' })
      .int('CONTACT_RATE_LIMIT must be a whole number')
      .min(1, 'CONTACT_RATE_LIMIT must be at least 1')
      .default(5),
    FEED_RATE_LIMIT: z.coerce
      .number({ error: 'FEED_RATE_LIMIT must be a number' })
      .int('FEED_RATE_LIMIT must be a whole number')
      .min(1, 'FEED_RATE_LIMIT must be at least 1')
      .default(60),
    // The IPv6 network the per-address limits count as one client: a provider gives one subscriber a
    // whole /64 at least, so counting single IPv6 addresses let one person pass every limit.
    IPV6_PREFIX_LENGTH: z.coerce
      .number({ error: IPV6_PREFIX_HELP })
      .int(IPV6_PREFIX_HELP)
      .min(32, IPV6_PREFIX_HELP)
      .max(128, IPV6_PREFIX_HELP)
      .default(DEFAULT_IPV6_PREFIX_LENGTH),
    // Behind a reverse proxy. Off by default, so nobody can fake their IP to dodge the rate limits.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const trust = parseTrustProxy(value);
        if (trust === null) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
        return trust ?? false;
      }),
    // Seconds a finished activity-list page is answered from memory (0 switches it off).
    LIST_CACHE_SECONDS: z.coerce
      .number({ error: 'LIST_CACHE_SECONDS must be a number' })
      .min(0, 'LIST_CACHE_SECONDS must be between 0 and 60')
      .max(60, 'LIST_CACHE_SECONDS must be between 0 and 60')
      .default(5),
    // Where the built client is; separate folders let several builds and test runs live side by side.
    CLIENT_DIR: z.string().min(1).default('dist/client'),
    // Sign in with Google (OpenID Connect). Both or neither; without them the button is not shown.
    GOOGLE_CLIENT_ID: z.string().min(1, 'GOOGLE_CLIENT_ID must not be empty').optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1, 'GOOGLE_CLIENT_SECRET must not be empty').optional(),
    GOOGLE_ISSUER_URL: z
      .url({
        protocol: WEB_PROTOCOL,
        error: 'GOOGLE_ISSUER_URL must be a full URL such as https://accounts.google.com',
      })
      .default('https://accounts.google.com'),
    // Translating an activity's texts to English (the admin dialog's helper): a LibreTranslate server
    // (open source, self-hostable) by URL, or DeepL by key. Neither: the helper answers 503.
    LIBRETRANSLATE_URL: z
      .url({
        protocol: WEB_PROTOCOL,
        error: 'LIBRETRANSLATE_URL must be a full URL such as http://localhost:5000',
      })
      .optional(),
    LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
    DEEPL_API_KEY: z.string().min(1, 'DEEPL_API_KEY must not be empty').optional(),
    // DeepL's free keys end in ':fx' and use api-free.deepl.com; set this only for another endpoint.
    DEEPL_API_URL: z
      .url({
        protocol: WEB_PROTOCOL,
        error: 'DEEPL_API_URL must be a full URL such as https://api.deepl.com',
      })
      .optional(),
    // An image-generation service for the cover helper (optional: without it covers are drawn offline).
    IMAGE_GENERATION_URL: z
      .url({
        protocol: WEB_PROTOCOL,
        error: 'IMAGE_GENERATION_URL must be a full URL such as https://images.example.nl/v1/generate',
      })
      .optional(),
    IMAGE_GENERATION_API_KEY: z.string().min(1, 'IMAGE_GENERATION_API_KEY must not be empty').optional(),
    // The search assistant's optional language model: any OpenAI-compatible chat completions API (OpenAI,
    // a local Ollama or vLLM…). Without it, or whenever it fails, the assistant answers offline.
    ASSISTANT_API_URL: z
      .url({
        protocol: WEB_PROTOCOL,
        error: 'ASSISTANT_API_URL must be a full URL such as https://api.openai.com/v1',
      })
      .optional(),
    ASSISTANT_API_KEY: z.string().min(1, 'ASSISTANT_API_KEY must not be empty').optional(),
    ASSISTANT_MODEL: z.string().min(1, 'ASSISTANT_MODEL must not be empty').optional(),
    // The mail server (optional): smtp://user:password@host:587 or smtps://…
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:password@mail.example.nl:587')
      .optional(),
    // An address, or a name with it as mail programs show it: Meedoen <noreply@meedoen.example.nl>.
    MAIL_FROM: z
      .string()
      .refine(
        (value) =>
          z.email().safeParse(/^[^<>\r\n]*<([^<>\s]+)>$/.exec(value.trim())?.[1] ?? value.trim()).success,
        'MAIL_FROM must be an e-mail address, with or without a name: Meedoen <noreply@meedoen.example.nl>',
      )
      .optional(),
    CONTACT_FORWARD_TO: z.email({ error: 'CONTACT_FORWARD_TO must be an e-mail address' }).optional(),
    // Tests only: exact host:port pairs (127.0.0.1:4567) the URL import may read despite the address
    // rules, for fixture servers on this machine. Refused below unless NODE_ENV=test.
    IMPORT_TEST_ALLOW_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i,
              'IMPORT_TEST_ALLOW_HOSTS must be a comma list of host:port pairs such as 127.0.0.1:4567',
            ),
        ),
      )
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    LOG_FORMAT: z
      .enum(LOG_FORMATS, {
        error: 'LOG_FORMAT must be json or pretty (unset: pretty on a terminal, else json)',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (env.LIBRETRANSLATE_URL && env.DEEPL_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEEPL_API_KEY'],
        message: 'Set LIBRETRANSLATE_URL or DEEPL_API_KEY, not both',
      });
    }
    if (env.IMAGE_GENERATION_API_KEY && !env.IMAGE_GENERATION_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['IMAGE_GENERATION_URL'],
        message: 'IMAGE_GENERATION_API_KEY needs IMAGE_GENERATION_URL',
      });
    }
    if (env.ASSISTANT_API_URL && !env.ASSISTANT_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSISTANT_MODEL'],
        message: 'ASSISTANT_API_URL needs ASSISTANT_MODEL, the model to ask (gpt-4o-mini, llama3.1…)',
      });
    }
    const assistantSet = (['ASSISTANT_API_KEY', 'ASSISTANT_MODEL'] as const).filter((name) => env[name]);
    if (assistantSet.length > 0 && !env.ASSISTANT_API_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSISTANT_API_URL'],
        message: `${assistantSet.join(' and ')} ${assistantSet.length > 1 ? 'need' : 'needs'} ASSISTANT_API_URL`,
      });
    }
    if (env.IMPORT_TEST_ALLOW_HOSTS && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['IMPORT_TEST_ALLOW_HOSTS'],
        message: 'IMPORT_TEST_ALLOW_HOSTS is only for tests (NODE_ENV=test)',
      });
    }
    if (env.CONTACT_FORWARD_TO && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'CONTACT_FORWARD_TO needs SMTP_URL, the mail server that sends them',
      });
    }
  });

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** How long one statement may run, in milliseconds; 5 s unless a test shortens it (db/connect.ts). */
      statementTimeoutMs?: number;
    }
  /** A native PostgreSQL cluster started with the server, kept in `${dataDir}/postgres` (db/connect.ts). */
  | { kind: 'embedded'; dataDir: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  publicUrl: string;
  admin: { username: string; password: string } | null;
  /** true: always load demo data when the agenda is empty; false: never; null: only on a new embedded database */
  seedDemo: boolean | null;
  logLevel: string;
  /** The log's form: JSON lines, or readable text; null chooses by whether stdout is a terminal. */
  logFormat: LogFormat | null;
  /** Folder with the built client (index.html and assets); null serves no client (API tests). */
  clientDir: string | null;
  /**
   * Login and registration attempts per IP address per minute (failed logins per account and address
   * per 15 minutes are half of it), and contact messages per IP address per hour.
   */
  rateLimits: { authPerMinute: number; contactPerHour: number };
  /** Calendar and RSS feeds answered per address per minute (features/feeds/routes.ts). */
  feedsPerMinute: number;
  /** IPv6 clients are counted by their network of this many bits (plugins/rate-limiter.ts). */
  ipv6PrefixLength: number;
  /** How long a finished activity-list page may be answered from memory; 0 = never. */
  listCacheMs: number;
  /** Which proxies in front are trusted to name the client (trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Sign in with Google (OpenID Connect); null hides the button and answers 503. */
  google: GoogleConfig | null;
  /** The admin dialog's translate helper; null answers 503 and the button says why. */
  translation: TranslationConfig | null;
  /** An image-generation service for covers; null draws them offline (the default). */
  imageGeneration: { url: string; apiKey: string | null } | null;
  /** The mail server (resets, confirmations, notices, digest, inbox replies); null sends nothing. */
  mail: MailConfig | null;
  /** The search assistant's language model; null answers offline only (the default). */
  assistant: AssistantConfig | null;
  /**
   * host:port pairs the URL import may read although the address rules refuse them (fixture servers on
   * 127.0.0.1). Empty except in tests: loadConfig refuses IMPORT_TEST_ALLOW_HOSTS unless NODE_ENV=test.
   */
  importTestAllowHosts: string[];
}

export type TranslationConfig =
  | { kind: 'libretranslate'; url: string; apiKey: string | null }
  | { kind: 'deepl'; url: string; apiKey: string };

export interface AssistantConfig {
  /** The API's base address; the request goes to `${url}/chat/completions`. */
  url: string;
  /** Sent as a bearer token when set; a local server usually needs none. Never logged. */
  apiKey: string | null;
  model: string;
}

export interface MailConfig {
  /** smtp:// or smtps:// with user and password in it. Never logged. */
  smtpUrl: string;
  /**
   * The sender as MAIL_FROM gives it (an address, or a name with it); null: the site's name (its
   * settings, when the mail was made) with `noreplyAddress`. A forwarded message's Reply-To is the
   * person who wrote it.
   */
  from: string | null;
  /** noreply@ the public host: the sender's address when MAIL_FROM is not set. */
  noreplyAddress: string;
  /** Where new contact messages are also mailed; null keeps them in the admin inbox only. */
  contactForwardTo: string | null;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID Connect issuer; Google's unless a test or another provider overrides it. */
  issuerUrl: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (PORT=) means "not set", as in most tools.
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'embedded', dataDir: path.resolve(env.DATA_DIR) },
    publicUrl,
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : null,
    seedDemo: env.SEED_DEMO ?? null,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? null,
    clientDir: path.resolve(env.CLIENT_DIR),
    rateLimits: { authPerMinute: env.AUTH_RATE_LIMIT, contactPerHour: env.CONTACT_RATE_LIMIT },
    feedsPerMinute: env.FEED_RATE_LIMIT,
    ipv6PrefixLength: env.IPV6_PREFIX_LENGTH,
    trustProxy: env.TRUST_PROXY,
    listCacheMs: env.LIST_CACHE_SECONDS * 1000,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuerUrl: env.GOOGLE_ISSUER_URL,
          }
        : null,
    translation: translationConfig(env),
    imageGeneration: env.IMAGE_GENERATION_URL
      ? { url: env.IMAGE_GENERATION_URL, apiKey: env.IMAGE_GENERATION_API_KEY ?? null }
      : null,
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM ?? null,
          noreplyAddress: `noreply@${new URL(publicUrl).hostname}`,
          contactForwardTo: env.CONTACT_FORWARD_TO ?? null,
        }
      : null,
    assistant:
      env.ASSISTANT_API_URL && env.ASSISTANT_MODEL
        ? { url: env.ASSISTANT_API_URL, apiKey: env.ASSISTANT_API_KEY ?? null, model: env.ASSISTANT_MODEL }
        : null,
    importTestAllowHosts: env.IMPORT_TEST_ALLOW_HOSTS ?? [],
  };
}

function translationConfig(env: z.output<typeof envSchema>): TranslationConfig | null {
  if (env.LIBRETRANSLATE_URL) {
    return {
      kind: 'libretranslate',
      url: env.LIBRETRANSLATE_URL,
      apiKey: env.LIBRETRANSLATE_API_KEY ?? null,
    };
  }
  if (env.DEEPL_API_KEY) {
    const free = env.DEEPL_API_KEY.endsWith(':fx');
    const url = env.DEEPL_API_URL ?? (free ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
    return { kind: 'deepl', url, apiKey: env.DEEPL_API_KEY };
  }
  return null;
}
