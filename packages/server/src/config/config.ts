import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from './site-settings.js';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Live sockets: how often the server sends `Marco`; a socket silent for a whole interval is closed. */
  live: { keepAliveMs: number };
  sessionSecret: string;
  admin: { email: string; password: string } | undefined;
  demoData: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  publicUrl: string | undefined;
  /**
   * Which peers may speak for the client in X-Forwarded-* (Fastify's `trustProxy`): with TRUST_PROXY,
   * only the one proxy the server sees, so the client address is the one that proxy added, never one
   * the client wrote further left (the sign-in limits count by it). Off: nobody.
   */
  trustProxy: false | ((address: string, hop: number) => boolean);
  development: boolean;
  logLevel: string;
  dataDir: string;
  webDist: string;
  frameAncestors: string[];
  /**
   * Backups: the password every backup zip is encrypted with, the folder
   * backups are stored in, and the token the server-to-server Backup/Restore routes require (unset:
   * those routes refuse every request).
   */
  backup: { password: string | undefined; dir: string; token: string | undefined };
  site: SiteSettings;
  /**
   * scrypt's cost N for new password hashes. Never read from the environment: unset, it is production's
   * (password-hash.ts); only the test harness sets a lower one, so its many sign-ins are cheap.
   */
  passwordHashCost?: number;
  build: { branch: string; version: string; date: string; prName: string | undefined; release: boolean };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const flag = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (/^(1|true|yes|on)$/i.test(value)) return true;
      if (/^(0|false|no|off)$/i.test(value)) return false;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${name} must be true or false, not '${value}'` });
      return z.NEVER;
    });

const envSchema = z.object({
  PORT: z.coerce.number({ invalid_type_error: 'PORT must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (url) => !url || /^(sqlite:|postgres(ql)?:\/\/)/.test(url),
      'DATABASE_URL must start with sqlite: or postgres://',
    ),
  REDIS_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://'),
  LIVE_KEEPALIVE_MS: z.coerce
    .number({ invalid_type_error: 'LIVE_KEEPALIVE_MS must be a number of milliseconds' })
    .int('LIVE_KEEPALIVE_MS must be a whole number of milliseconds')
    .min(10, 'LIVE_KEEPALIVE_MS must be at least 10')
    .default(30_000),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((s) => !s || s.length >= 32, 'SESSION_SECRET must be at least 32 characters'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  DEMO_DATA: flag('DEMO_DATA', true),
  OIDC_ISSUER: z.string().url('OIDC_ISSUER must be a URL').optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('your sign-in provider'),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL such as https://darts.example.org').optional(),
  TRUST_PROXY: flag('TRUST_PROXY', false),
  NODE_ENV: z.string().default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  FRAME_ANCESTORS: z.string().default("'self'"),
  BACKUP_PASSWORD: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_TOKEN: z.string().optional(),
  SITE_CONFIG: z.string().optional(),
  BUILD_BRANCH: z.string().default('local'),
  BUILD_VERSION: z.string().optional(),
  BUILD_DATE: z.string().optional(),
  BUILD_PR_NAME: z.string().optional(),
  BUILD_RELEASE: flag('BUILD_RELEASE', false),
});

/** Trusts the immediate peer (the reverse proxy) and no hop beyond it (see `Config.trustProxy`). */
const trustTheFrontProxy = (_address: string, hop: number) => hop === 0;

const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/**
 * Where a configured path points, the one rule for every path setting (README, Configuration): as
 * written when absolute; when relative, against the working directory the server was started in,
 * as a path typed in a shell would (`npm start` and `npm run dev` start it in the repository's
 * root). Unset (undefined here), each setting has its default, a folder of the repository.
 */
export function configuredPath(value: string, cwd: string): string;
export function configuredPath(value: string | undefined, cwd: string): string | undefined;
export function configuredPath(value: string | undefined, cwd: string): string | undefined {
  return value ? resolve(cwd, value) : undefined;
}

/** DATABASE_URL with a relative `sqlite:` path made absolute by `configuredPath`; unset, the embedded default. */
function databaseUrlOf(url: string | undefined, dataDir: string, cwd: string): string {
  // The embedded default lives in the data folder, next to the session secret.
  if (!url) return `sqlite:${resolve(dataDir, 'darts.sqlite')}`;
  if (!url.startsWith('sqlite:')) return url;
  const location = url.slice('sqlite:'.length);
  return location === '' || location === ':memory:' ? url : `sqlite:${configuredPath(location, cwd)}`;
}

/**
 * Reads the configuration once, at start-up. Every problem is reported together, in
 * words, and nothing starts. Nothing else in the server reads `process.env`; `cwd` is where
 * relative paths point (`configuredPath`).
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  now = new Date(),
  cwd = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 10) problems.push('ADMIN_PASSWORD must be at least 10 characters');
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet > 0 && oidcSet < 3)
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  if (e.BACKUP_PASSWORD && e.BACKUP_PASSWORD.length < 10)
    problems.push('BACKUP_PASSWORD must be at least 10 characters');
  if (e.BACKUP_TOKEN && e.BACKUP_TOKEN.length < 16) problems.push('BACKUP_TOKEN must be at least 16 characters');
  // The Backup route only ever writes encrypted zips: a token without a password could never work.
  if (e.BACKUP_TOKEN && !e.BACKUP_PASSWORD)
    problems.push('BACKUP_TOKEN needs BACKUP_PASSWORD: backups are always encrypted');

  const dataDir = configuredPath(e.DATA_DIR, cwd) ?? resolve(repoRoot, 'data');
  let site: SiteSettings = siteSettingsSchema.parse({});
  const sitePath = configuredPath(e.SITE_CONFIG, cwd);
  if (sitePath) {
    try {
      const result = siteSettingsSchema.safeParse(JSON.parse(readFileSync(sitePath, 'utf8')));
      if (result.success) site = result.data;
      else
        problems.push(...result.error.issues.map((i) => `SITE_CONFIG ${sitePath}: ${i.path.join('.')}: ${i.message}`));
    } catch (error) {
      problems.push(`SITE_CONFIG ${sitePath} could not be read: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: databaseUrlOf(e.DATABASE_URL, dataDir, cwd),
    redisUrl: e.REDIS_URL || undefined,
    live: { keepAliveMs: e.LIVE_KEEPALIVE_MS },
    sessionSecret: e.SESSION_SECRET ?? storedSessionSecret(dataDir),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME }
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY ? trustTheFrontProxy : false,
    development: e.NODE_ENV === 'development',
    logLevel: e.LOG_LEVEL,
    dataDir,
    webDist: configuredPath(e.WEB_DIST, cwd) ?? resolve(repoRoot, 'packages/web/dist'),
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    backup: {
      password: e.BACKUP_PASSWORD || undefined,
      dir: configuredPath(e.BACKUP_DIR, cwd) ?? resolve(dataDir, 'backups'),
      token: e.BACKUP_TOKEN || undefined,
    },
    site,
    build: {
      branch: e.BUILD_BRANCH,
      version: e.BUILD_VERSION ?? packageVersion(),
      date: e.BUILD_DATE ?? now.toISOString(),
      prName: e.BUILD_PR_NAME,
      release: e.BUILD_RELEASE,
    },
  };
}

/** The session secret is generated once and kept under the data folder when not configured. */
function storedSessionSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/**
 * The repository's root: the nearest folder above `from` whose package.json lists workspaces. Found
 * by walking up because this module runs from src/config/ in development and tests, and bundled
 * into dist/main.js in production; the working directory is no guide either.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}
