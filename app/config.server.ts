import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { StorageTarget } from '~/lib/file-store/open-file-store.server';

/**
 * Configuration, parsed once from the environment at start-up.
 * A bad value stops the start with a message that names the variable.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // `npm run backup` writes its archives here (DATA_DIR/backups when unset).
  BACKUP_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v) || /^(sqlite|file):/.test(v), {
      message: 'must start with postgres://, postgresql://, sqlite: or file:',
    })
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').max(64).optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(256).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://school.example.in' }).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  NOTIFY_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  LOG_REQUESTS: booleanFlag.default(true),
  // DESIGN.md §6: many parents share one address behind carrier NAT, so never fewer than 20 a minute.
  FORM_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number of submissions per minute' })
    .int('must be a whole number of submissions per minute')
    .min(20, 'must be at least 20 (parents share addresses behind mobile carriers)')
    .max(100_000)
    .default(30),
  // Whose X-Forwarded-For counts (rate limits, logs): only these peers may name the client's address.
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .refine((entries) => entries.every(isProxyEntry) && (!entries.includes('none') || entries.length === 1), {
      message: 'must be "none" or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses and CIDR ranges',
    })
    .default(['loopback']),
  // The largest valid form today (a 5,000-character notice in Hindi, url-encoded) is about 45 KB.
  BODY_LIMIT_KB: z.coerce
    .number({ message: 'must be a whole number of kilobytes' })
    .int('must be a whole number of kilobytes')
    .min(64, 'must be at least 64 (a long notice in Hindi, sent as a form, is about 45 KB)')
    .max(10_240, 'must be at most 10240 (10 MB); files come as uploads, which have their own limits')
    .default(64),
  // DESIGN.md §7: anonymous pages come from memory. 0 turns the render cache off (a benchmark's "uncached").
  RENDER_CACHE_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0)
    .max(4096, 'must be at most 4096')
    .default(64),
  // Static islands' HTML reused between renders (decision 0072). 0 draws every island on every render.
  ISLAND_CACHE_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0)
    .max(1024, 'must be at most 1024')
    .default(8),
  // DESIGN.md §10: uploaded files in an S3-compatible bucket, shared by every app server.
  STORAGE_URL: z
    .string()
    .regex(/^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^?#]*)?(\?.*)?|local)$/, 'must be "local" or s3://bucket/prefix?endpoint=https://…&region=…')
    .optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  // Worker processes on one port (decision 0077): `auto` is one per core, at most four. `npm start`
  // (scripts/start.mjs) uses `auto` unless told; a server started any other way runs in one process.
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .refine((value) => value === 'auto' || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 32), {
      message: 'must be "auto" or a whole number of worker processes from 1 to 32',
    })
    .transform((value): number | 'auto' => (value === 'auto' ? 'auto' : Number(value)))
    .default(1),
  RENDER_CACHE_ENTRIES: z.coerce
    .number({ message: 'must be a whole number of pages' })
    .int('must be a whole number of pages')
    .min(1, 'must be at least 1 (set RENDER_CACHE_MB=0 to turn the cache off)')
    .max(1_000_000)
    .default(2000),
});

/** An entry of TRUST_PROXY as Express's `trust proxy` setting understands it. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal', 'none'].includes(entry)) return true;
  // An address, or an address and a prefix length (CIDR).
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

export type DatabaseTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Where `npm run backup` writes its archives (BACKUP_DIR, or DATA_DIR/backups). */
  backupDir: string;
  database: DatabaseTarget;
  admin?: { username: string; password: string };
  sessionSecret?: string;
  seedDemo: boolean;
  publicUrl: string;
  smtpUrl?: string;
  notifyEmail?: string;
  logRequests: boolean;
  /** Public form submissions (enquiries, messages, applications) per client address per minute. */
  formRateLimit: number;
  /** Proxies whose X-Forwarded-For names the client (Express `trust proxy`); empty: none. */
  trustProxy: string[];
  /** The largest JSON or url-encoded form body, in bytes (BODY_LIMIT_KB); uploads have their own limits. */
  bodyLimitBytes: number;
  /** Where uploaded files live: DATA_DIR (one server) or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageTarget;
  /** The render cache's bounds (DESIGN.md §7): bytes of kept answers and their number; 0 bytes turns it off. */
  renderCache: { maxBytes: number; maxEntries: number };
  /** Static islands' HTML kept between renders (decision 0072): bytes and pieces; 0 bytes turns it off. */
  islandCache: { maxBytes: number; maxEntries: number };
  /** Processes serving the site on one port (WEB_CONCURRENCY; decision 0077); each has its own caches. */
  workers: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as "not set", as they do in most .env files. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function parseConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const result = environmentSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const e = result.data;
  const problems: string[] = [];
  if (e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD must be set when ADMIN_USERNAME is');
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) problems.push('ADMIN_USERNAME must be set when ADMIN_PASSWORD is');
  if (e.SMTP_URL && !e.NOTIFY_EMAIL) problems.push('NOTIFY_EMAIL must be set when SMTP_URL is');
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) problems.push('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  const storage = parseStorageUrl(e.STORAGE_URL, e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(cwd, e.DATA_DIR);
  let database: DatabaseTarget;
  if (e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    database = { dialect: 'postgres', connectionString: e.DATABASE_URL };
  } else if (e.DATABASE_URL) {
    database = { dialect: 'sqlite', file: path.resolve(cwd, e.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, '')) };
  } else {
    database = { dialect: 'sqlite', file: path.join(dataDir, 'school.sqlite') };
  }

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    backupDir: e.BACKUP_DIR ? path.resolve(cwd, e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    database,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    sessionSecret: e.SESSION_SECRET,
    seedDemo: e.SEED_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.NOTIFY_EMAIL,
    logRequests: e.LOG_REQUESTS,
    formRateLimit: e.FORM_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY.includes('none') ? [] : e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    storage,
    renderCache: { maxBytes: e.RENDER_CACHE_MB * 1024 * 1024, maxEntries: e.RENDER_CACHE_ENTRIES },
    // A site has a few dozen islands in two languages; the bound is for props that vary without end.
    islandCache: { maxBytes: e.ISLAND_CACHE_MB * 1024 * 1024, maxEntries: 2000 },
    // Past four, a school's traffic gains little and each worker holds its own caches (memory).
    workers: e.WEB_CONCURRENCY === 'auto' ? Math.min(os.availableParallelism(), 4) : e.WEB_CONCURRENCY,
  };
}

/**
 * STORAGE_URL: unset or `local` keeps files in DATA_DIR; `s3://bucket/prefix?endpoint=…&region=…`
 * puts them in a bucket (`endpoint` for an S3-compatible server; the bucket goes in the path then,
 * unless `style=virtual`). Credentials come from the usual AWS variables, or the SDK's own chain.
 */
function parseStorageUrl(
  value: string | undefined,
  e: { AWS_ACCESS_KEY_ID?: string; AWS_SECRET_ACCESS_KEY?: string; AWS_SESSION_TOKEN?: string; AWS_REGION?: string },
  problems: string[],
): StorageTarget {
  if (!value || value === 'local') return { driver: 'local' };
  const url = new URL(value);
  const known = new Set(['endpoint', 'region', 'style']);
  for (const key of url.searchParams.keys()) {
    if (!known.has(key)) problems.push(`STORAGE_URL has an unknown setting "${key}" (known: endpoint, region, style)`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  // No user:password@ in it: the endpoint is logged, and credentials come from the AWS variables.
  if (endpoint !== undefined && !/^https?:\/\/[^/@]+\/?$/.test(endpoint)) problems.push('STORAGE_URL endpoint must be an address such as https://storage.example.in');
  const style = url.searchParams.get('style') ?? (endpoint ? 'path' : 'virtual');
  if (style !== 'path' && style !== 'virtual') problems.push('STORAGE_URL style must be path or virtual');
  const folder = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (folder && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(folder)) problems.push('STORAGE_URL prefix may hold only letters, digits, ".", "_", "-" and "/"');
  return {
    driver: 's3',
    bucket: url.hostname,
    prefix: folder ? `${folder}/` : '',
    endpoint: endpoint?.replace(/\/$/, ''),
    region: url.searchParams.get('region') ?? e.AWS_REGION ?? 'us-east-1',
    forcePathStyle: style === 'path',
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, sessionToken: e.AWS_SESSION_TOKEN }
        : undefined,
  };
}
