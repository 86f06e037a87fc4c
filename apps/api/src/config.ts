import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Names proxy-addr knows for whole ranges of addresses. */
const ADDRESS_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or an address with a prefix length (CIDR), as a trusted proxy may be named. */
function isProxyAddress(entry: string): boolean {
  if (ADDRESS_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For the server believes: off (the default: the address is the
 * socket's, which no header can change), a number of proxy hops in front of the server, or the
 * proxies' addresses and CIDR ranges. "Every address" is not offered: any client could then
 * name its own address, and with it escape the per-address free uses and sign-in limits.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['', 'off', 'no', 'false', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
    }
    context.addIssue({
      code: 'custom',
      message:
        'off, a number of proxy hops (1 to 10), or comma-separated proxy addresses and CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

/**
 * Sign-ups allowed per client address in an hour. A person signs up once, and retries a mistyped
 * address or two; a family or an office behind one address signs up a few people; a script that
 * signs up again and again for each new account's free uses stops here. A site whose users share
 * few addresses (a school behind one NAT) may raise it.
 */
export const DEFAULT_SIGNUP_LIMIT = 20;

/** Every setting, from CAPTIO_* variables (and DATABASE_URL); README lists them. */
const configSchema = z.object({
  CAPTIO_HOST: z.string().default('127.0.0.1'),
  CAPTIO_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where PGlite and files live when DATABASE_URL is not set. */
  CAPTIO_DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url().optional(),
  /** The built web app to serve; none when absent or missing. */
  CAPTIO_WEB_DIST: z.string().optional(),
  /**
   * The address users reach the product at, for links in mail and payment pages. Default: the
   * address the server listens on (see defaultPublicUrl).
   */
  CAPTIO_PUBLIC_URL: z.url().optional(),
  CAPTIO_SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Secure cookies: on when the public address is https. */
  CAPTIO_COOKIE_SECURE: flag.optional(),
  CAPTIO_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  /** Sign-in attempts allowed per address and per client IP in a 15-minute window. */
  CAPTIO_SIGNIN_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Accounts made per client IP in an hour (refused attempts do not count). */
  CAPTIO_SIGNUP_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_SIGNUP_LIMIT),
  CAPTIO_TRUST_PROXY: trustProxySetting.default(false),
  /**
   * An upload whose body stops arriving for this long is cut (408): a stalled client must not
   * hold its request and temp file open. A minute outlasts a mobile network's hiccups.
   */
  CAPTIO_UPLOAD_IDLE_SECONDS: z.coerce.number().positive().max(3600).default(60),
  CAPTIO_PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  CAPTIO_STRIPE_SECRET_KEY: z.string().optional(),
  CAPTIO_STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address; tests point it at a local server that speaks its protocol. */
  CAPTIO_STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** The mail server for password reset links; without one, mail waits in the outbox. */
  CAPTIO_SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  CAPTIO_MAIL_FROM: z.string().trim().min(3).optional(),
  /**
   * The operator's pass through maintenance: opening /maintenance?pass=<secret> keeps this
   * browser on the site while everyone else sees the maintenance page. Unset: no pass.
   */
  CAPTIO_MAINTENANCE_SECRET: z.string().min(16).optional(),
  /**
   * Transcription jobs this process runs at once: the api's own worker, or `./captio worker`.
   * 0 turns the api's worker off (then `./captio worker` processes on the same DATABASE_URL work).
   */
  CAPTIO_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  /**
   * How often a running job tells the queue it is alive; a job whose worker died is handed to
   * another worker once this passes without a word (pg-boss accepts 10 or more).
   */
  CAPTIO_JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(10),
  /** How often the queue looks for jobs of dead workers and jobs past their time. */
  CAPTIO_JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Attempts after the first before a task is given up (FAILED, credits refunded). */
  CAPTIO_JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  /**
   * The longest a job may run before the queue takes it back: above the longest transcription
   * (pocketsphinx needs about a quarter of real time, so 6 hours covers a day of audio).
   */
  CAPTIO_JOB_EXPIRE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 3600)
    .default(6 * 3600),
  /** The pocketsphinx_continuous program; Debian's on PATH by default. */
  CAPTIO_POCKETSPHINX_BIN: z.string().min(1).default('pocketsphinx_continuous'),
  /** A whisper.cpp ggml model file (ggml-small.bin...): whisper.cpp transcribes when set. */
  CAPTIO_WHISPER_MODEL: z.string().min(1).optional(),
  CAPTIO_WHISPER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** An OpenAI-compatible server (its /v1/audio/transcriptions): used when set. */
  CAPTIO_TRANSCRIBE_URL: z.url().optional(),
  CAPTIO_TRANSCRIBE_KEY: z.string().min(1).optional(),
  CAPTIO_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  /** Comma-separated language codes the endpoint takes; whisper's list when unset. */
  CAPTIO_TRANSCRIBE_LANGUAGES: z
    .string()
    .regex(
      /^[a-z]{2,3}(-[A-Za-z0-9]+)*(,[a-z]{2,3}(-[A-Za-z0-9]+)*|,auto)*$/,
      'comma-separated language codes',
    )
    .optional(),
  /** The ots program (extractive article texts); Debian's on PATH by default. */
  CAPTIO_OTS_BIN: z.string().min(1).default('ots'),
  /** An OpenAI-compatible server (its /v1/chat/completions) writes article texts when set. */
  CAPTIO_WRITING_URL: z.url().optional(),
  CAPTIO_WRITING_KEY: z.string().min(1).optional(),
  CAPTIO_WRITING_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Comma-separated language codes the model writes in; whisper's list when unset. */
  CAPTIO_WRITING_LANGUAGES: z
    .string()
    .regex(/^[a-z]{2,3}(,[a-z]{2,3})*$/, 'comma-separated language codes')
    .optional(),
  /** The longest one request for one text may take. */
  CAPTIO_WRITING_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Apertium, the local translation engine: on unless turned off; Debian's on PATH by default. */
  CAPTIO_APERTIUM: flag.default(true),
  CAPTIO_APERTIUM_BIN: z.string().min(1).optional(),
  /** A LibreTranslate server: translates the pairs its /languages lists when set. */
  CAPTIO_LIBRETRANSLATE_URL: z.url().optional(),
  CAPTIO_LIBRETRANSLATE_KEY: z.string().min(1).optional(),
  /** A DeepL API key: DeepL translates when set (the free API's address unless _URL says). */
  CAPTIO_DEEPL_KEY: z.string().min(1).optional(),
  CAPTIO_DEEPL_URL: z.url().optional(),
  /** An OpenAI-compatible server (its /v1/chat/completions) translates when set. */
  CAPTIO_TRANSLATION_URL: z.url().optional(),
  CAPTIO_TRANSLATION_KEY: z.string().min(1).optional(),
  CAPTIO_TRANSLATION_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Comma-separated language codes the model translates between; the engine's list when unset. */
  CAPTIO_TRANSLATION_LANGUAGES: z
    .string()
    .regex(
      /^[a-z]{2,3}(-[A-Za-z0-9]+)*(,[a-z]{2,3}(-[A-Za-z0-9]+)*)*$/,
      'comma-separated language codes',
    )
    .optional(),
  /** The longest one request to the chat model may take. */
  CAPTIO_TRANSLATION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * The yt-dlp that fetches links: Debian's on PATH by default. Sites change faster than a
   * distribution updates its extractors, so the operator may name a newer build.
   */
  CAPTIO_YTDLP_BIN: z.string().min(1).default('yt-dlp'),
  /**
   * Lets links reach private, loopback and link-local addresses. Off: a pasted link must never
   * make the server fetch from its own network. Only tests against 127.0.0.1 turn it on.
   */
  CAPTIO_ALLOW_PRIVATE_LINKS: flag.default(false),
  /**
   * How long looking a link up (title, duration, subtitle tracks) may take: a person waits for
   * it while creating a task or pasting a link.
   */
  CAPTIO_LINK_INSPECT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** The longest fetching one link's media may take (a worker's job, not a request). */
  CAPTIO_LINK_FETCH_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .default(1800),
});

/**
 * Without CAPTIO_PUBLIC_URL, users reach the server where it listens: a payment's return
 * address or a mailed link must point at the port actually served, not at the default one. A
 * wildcard host (all interfaces) is no address to browse to: this machine's loopback is.
 */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const literal =
    reachable.includes(':') && !reachable.startsWith('[') ? `[${reachable}]` : reachable;
  return `http://${literal}:${port}`;
}

/** no-reply at the public host; an IP address as an address literal, as SMTP writes it. */
function defaultSender(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  // RFC 5321 address literals: [192.0.2.1], [IPv6:2001:db8::1].
  const domain = host.startsWith('[')
    ? `[IPv6:${host.slice(1, -1)}]`
    : /^[\d.]+$/.test(host)
      ? `[${host}]`
      : host;
  return `Captio <no-reply@${domain}>`;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  webDist: string | undefined;
  maintenanceSecret: string | undefined;
  publicUrl: string;
  sessionDays: number;
  cookieSecure: boolean;
  logLevel: z.infer<typeof configSchema>['CAPTIO_LOG_LEVEL'];
  signinLimit: number;
  signupLimit: number;
  /**
   * The proxies whose X-Forwarded-For names the client (request.ip): false for none, a hop count,
   * or their addresses and ranges (Fastify's trustProxy).
   */
  trustProxy: false | number | string[];
  /** How long an upload's body may stop arriving before it is cut. */
  uploadIdleMs: number;
  payment: {
    provider: 'local' | 'stripe';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripeApiUrl: string;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
  };
  jobs: JobSettings;
  speech: SpeechSettings;
  writing: WritingSettings;
  translation: TranslationSettings;
  links: LinkSettings;
}

/** Which translation engines this server runs (media-engines' createTranslationEngines reads it). */
export interface TranslationSettings {
  apertium: boolean;
  apertiumBinary: string | undefined;
  libreTranslateUrl: string | undefined;
  libreTranslateKey: string | undefined;
  deeplKey: string | undefined;
  deeplUrl: string | undefined;
  chatUrl: string | undefined;
  chatKey: string | undefined;
  chatModel: string;
  chatLanguages: string[] | undefined;
  /** The longest one request to the chat model may take. */
  timeoutMs: number;
}

/** How links are fetched (media-engines' createLinkFetcher, with these limits of time). */
export interface LinkSettings {
  ytDlpBinary: string;
  allowPrivateAddresses: boolean;
  inspectTimeoutMs: number;
  fetchTimeoutMs: number;
}

/** Which writing engines this server runs (media-engines' createWritingEngines reads it). */
export interface WritingSettings {
  otsBinary: string;
  writingUrl: string | undefined;
  writingKey: string | undefined;
  writingModel: string;
  writingLanguages: string[] | undefined;
  writingTimeoutMs: number;
}

/** Which speech engines this server runs (media-engines' createSpeechEngines reads it). */
export interface SpeechSettings {
  pocketsphinxBinary: string;
  whisperModel: string | undefined;
  whisperThreads: number | undefined;
  transcribeUrl: string | undefined;
  transcribeKey: string | undefined;
  transcribeModel: string;
  transcribeLanguages: string[] | undefined;
}

/** How this process takes part in the transcription queue. */
export interface JobSettings {
  /** Jobs run at once by this process; 0: none. */
  workers: number;
  heartbeatSeconds: number;
  superviseSeconds: number;
  retryLimit: number;
  expireSeconds: number;
}

export class ConfigError extends Error {}

/** Reads the configuration; a bad value stops start-up with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.CAPTIO_PUBLIC_URL ?? defaultPublicUrl(c.CAPTIO_HOST, c.CAPTIO_PORT)).replace(
    /\/+$/,
    '',
  );
  if (c.CAPTIO_PAYMENT_PROVIDER === 'stripe' && !c.CAPTIO_STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration: CAPTIO_PAYMENT_PROVIDER=stripe needs CAPTIO_STRIPE_SECRET_KEY',
    );
  }
  return {
    host: c.CAPTIO_HOST,
    port: c.CAPTIO_PORT,
    dataDir: resolve(c.CAPTIO_DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    webDist: c.CAPTIO_WEB_DIST ? resolve(c.CAPTIO_WEB_DIST) : undefined,
    maintenanceSecret: c.CAPTIO_MAINTENANCE_SECRET,
    publicUrl,
    sessionDays: c.CAPTIO_SESSION_DAYS,
    cookieSecure: c.CAPTIO_COOKIE_SECURE ?? publicUrl.startsWith('https:'),
    logLevel: c.CAPTIO_LOG_LEVEL,
    signinLimit: c.CAPTIO_SIGNIN_LIMIT,
    signupLimit: c.CAPTIO_SIGNUP_LIMIT,
    trustProxy: c.CAPTIO_TRUST_PROXY,
    uploadIdleMs: Math.round(c.CAPTIO_UPLOAD_IDLE_SECONDS * 1000),
    payment: {
      provider: c.CAPTIO_PAYMENT_PROVIDER,
      stripeSecretKey: c.CAPTIO_STRIPE_SECRET_KEY,
      stripeWebhookSecret: c.CAPTIO_STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: c.CAPTIO_STRIPE_API_URL.replace(/\/+$/, ''),
    },
    mail: {
      smtpUrl: c.CAPTIO_SMTP_URL,
      from: c.CAPTIO_MAIL_FROM ?? defaultSender(publicUrl),
    },
    jobs: {
      workers: c.CAPTIO_WORKERS,
      heartbeatSeconds: c.CAPTIO_JOB_HEARTBEAT_SECONDS,
      superviseSeconds: c.CAPTIO_JOB_SUPERVISE_SECONDS,
      retryLimit: c.CAPTIO_JOB_RETRY_LIMIT,
      expireSeconds: c.CAPTIO_JOB_EXPIRE_SECONDS,
    },
    speech: {
      pocketsphinxBinary: c.CAPTIO_POCKETSPHINX_BIN,
      whisperModel: c.CAPTIO_WHISPER_MODEL,
      whisperThreads: c.CAPTIO_WHISPER_THREADS,
      transcribeUrl: c.CAPTIO_TRANSCRIBE_URL,
      transcribeKey: c.CAPTIO_TRANSCRIBE_KEY,
      transcribeModel: c.CAPTIO_TRANSCRIBE_MODEL,
      transcribeLanguages: c.CAPTIO_TRANSCRIBE_LANGUAGES?.split(','),
    },
    writing: {
      otsBinary: c.CAPTIO_OTS_BIN,
      writingUrl: c.CAPTIO_WRITING_URL,
      writingKey: c.CAPTIO_WRITING_KEY,
      writingModel: c.CAPTIO_WRITING_MODEL,
      writingLanguages: c.CAPTIO_WRITING_LANGUAGES?.split(','),
      writingTimeoutMs: c.CAPTIO_WRITING_TIMEOUT_SECONDS * 1000,
    },
    translation: {
      apertium: c.CAPTIO_APERTIUM,
      apertiumBinary: c.CAPTIO_APERTIUM_BIN,
      libreTranslateUrl: c.CAPTIO_LIBRETRANSLATE_URL,
      libreTranslateKey: c.CAPTIO_LIBRETRANSLATE_KEY,
      deeplKey: c.CAPTIO_DEEPL_KEY,
      deeplUrl: c.CAPTIO_DEEPL_URL,
      chatUrl: c.CAPTIO_TRANSLATION_URL,
      chatKey: c.CAPTIO_TRANSLATION_KEY,
      chatModel: c.CAPTIO_TRANSLATION_MODEL,
      chatLanguages: c.CAPTIO_TRANSLATION_LANGUAGES?.split(','),
      timeoutMs: c.CAPTIO_TRANSLATION_TIMEOUT_SECONDS * 1000,
    },
    links: {
      ytDlpBinary: c.CAPTIO_YTDLP_BIN,
      allowPrivateAddresses: c.CAPTIO_ALLOW_PRIVATE_LINKS,
      inspectTimeoutMs: c.CAPTIO_LINK_INSPECT_SECONDS * 1000,
      fetchTimeoutMs: c.CAPTIO_LINK_FETCH_SECONDS * 1000,
    },
  };
}
