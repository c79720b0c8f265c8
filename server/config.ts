/**
 * Server configuration from environment variables. Every value has a safe default so that
 * `npm start` works with no configuration at all; README lists them.
 */
import path from "node:path"
import site from "../content/site.json"
import { parseTrustedProxies } from "./client-address"

export type Config = {
  host: string
  port: number
  /** Built site (Gatsby's public/) */
  publicDir: string
  /** Gatsby's .cache, for match-paths.json (client-only routes) */
  cacheDir: string
  /** SQLite file and other state for the enquiry store */
  dataDir: string
  /** postgres://… (DATABASE_URL): the enquiry store on a PostgreSQL server instead of SQLite in dataDir */
  databaseUrl: string | null
  logLevel: string
  /**
   * CIDR blocks of the reverse proxies in front of us (TRUST_PROXY): their X-Forwarded-For is read
   * from the right up to the first address outside these blocks. Empty: the socket's peer is the client.
   */
  trustedProxies: string[]
  /**
   * What the CDN's worker sends in X-Origin-Secret (ORIGIN_SECRET): with it set, a request's
   * forwarded address, host and protocol are believed only when it carries this secret.
   */
  originSecret: string | null
  /**
   * The CDN's address (EDGE_URL, with ORIGIN_SECRET): the API collects the enquiries its worker kept
   * while the API was down, at start and every EDGE_PULL_INTERVAL_MS. Null: only the worker delivers them.
   */
  edgeUrl: string | null
  edgePullIntervalMs: number
  /** Admin routes exist only when this is set; at least ADMIN_TOKEN_MIN_LENGTH characters */
  adminToken: string | null
  /** Failed admin sign-ins per client per window before it gets 429 (ADMIN_MAX_FAILURES) */
  adminMaxFailures: number
  /** The window of adminMaxFailures (ADMIN_FAILURE_WINDOW_MS) */
  adminFailureWindowMs: number
  smtpUrl: string | null
  notifyTo: string | null
  notifyFrom: string
  webhookUrl: string | null
  webhookSecret: string | null
  rateLimitPerIp: number
  rateLimitWindowMs: number
  rateLimitGlobal: number
  /** A request's headers must arrive within this (HEADERS_TIMEOUT_MS) */
  headersTimeoutMs: number
  /** A whole request, headers and body, must arrive within this (REQUEST_TIMEOUT_MS) */
  requestTimeoutMs: number
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS) */
  keepAliveTimeoutMs: number
  /** A connection with no traffic either way is closed after this (IDLE_TIMEOUT_MS) */
  idleTimeoutMs: number
  /** Open connections per client address (IPv6: per /64) beyond which new ones are closed; 0 = no cap */
  maxConnectionsPerClient: number
  /** Mean event-loop delay (ms, per second) beyond which requests are shed with 503 (MAX_EVENT_LOOP_DELAY_MS); 0 = never */
  maxEventLoopDelayMs: number
  /** Clients the rate limits remember at most (least recently seen forgotten first): bounds memory */
  rateLimitMaxClients: number
  retentionDays: number | null
  /** How often the outbox worker looks for due notifications (new enquiries also wake it at once) */
  outboxIntervalMs: number
  /** Serve HSTS (off for plain-http local development) */
  hsts: boolean
  /** The public site's origin (SITE_URL, else content/site.json): HTML form posts from it are accepted */
  siteOrigin: string
  /** The browser editor's GitHub sign-in (server/cms-auth/); off (null) without its OAuth app */
  cmsAuth: CmsAuthConfig | null
}

export type CmsAuthConfig = {
  /** The GitHub OAuth app (GITHUB_OAUTH_CLIENT_ID, GITHUB_OAUTH_CLIENT_SECRET) */
  clientId: string
  clientSecret: string
  /** GitHub logins allowed in (CMS_EDITORS), lower case; null: anyone with push access to the repository */
  editors: string[] | null
  /** GitHub's sign-in and API addresses (GITHUB_OAUTH_URL, GITHUB_API_URL), without a trailing slash; tests use a fake */
  oauthUrl: string
  apiUrl: string
}

/** A mistake in the environment: the message names the variable, the value and what it must be. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ConfigError"
  }
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === "") return fallback
  const n = Number(value.trim())
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new ConfigError(`${name} must be a whole number, got "${value}"`)
  return n
}

const positive = (value: string | undefined, fallback: number, name: string): number => {
  const n = int(value, fallback, name)
  if (n < 1) throw new ConfigError(`${name} must be 1 or more, got "${value}"`)
  return n
}

const port = (value: string | undefined): number => {
  const n = int(value, 9000, "PORT")
  if (n > 65535) throw new ConfigError(`PORT must be a port number (0 to 65535), got "${value}"`)
  return n
}

const origin = (value: string, name: string): string => {
  const url = URL.canParse(value) ? new URL(value) : null
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`)
  }
  return url.origin
}

const url = (value: string | null, name: string, protocols: readonly string[]): string | null => {
  if (value === null) return null
  const parsed = URL.canParse(value) ? new URL(value) : null
  if (parsed === null || !protocols.includes(parsed.protocol)) {
    // The value may hold a password (smtps://user:pass@host): name the variable, not the value.
    throw new ConfigError(`${name} must be a ${protocols.map((p) => p.replace(":", "://")).join(" or ")} URL`)
  }
  return value
}

const flag = (value: string | undefined, name: string, fallback: boolean): boolean => {
  if (value === undefined || value.trim() === "") return fallback
  if (value.trim() === "0") return false
  if (value.trim() === "1") return true
  throw new ConfigError(`${name} must be 0 or 1, got "${value}"`)
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const

const logLevel = (value: string | undefined): string => {
  const level = value?.trim() || "info"
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${value}"`)
  }
  return level
}

/**
 * ENQUIRY_RETENTION_DAYS when unset: the privacy policy (content/pages/privacy-policy.mdx) promises
 * that enquiries which do not lead to work are kept for up to 24 months, then deleted.
 */
export const DEFAULT_RETENTION_DAYS = 730

/**
 * Settings that are valid but probably not what the operator wants, said once at start: enquiries
 * stored with nobody told, or an e-mail channel with no recipient.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = []
  if (config.smtpUrl !== null && config.notifyTo === null) {
    warnings.push("SMTP_URL is set without NOTIFY_TO: no e-mail is sent for new enquiries; set NOTIFY_TO to the agency's address")
  }
  if (config.smtpUrl === null && config.webhookUrl === null) {
    warnings.push(
      "No notification channel is configured (SMTP_URL with NOTIFY_TO, or WEBHOOK_URL): enquiries are stored but nobody is told; read them with npm run enquiries -- list",
    )
  }
  if (config.retentionDays === null) {
    warnings.push(`ENQUIRY_RETENTION_DAYS=0: enquiries are kept forever, beyond the privacy policy's ${DEFAULT_RETENTION_DAYS} days`)
  }
  return warnings
}

const str = (value: string | undefined): string | null => (value && value.trim() !== "" ? value.trim() : null)

function databaseUrl(value: string | undefined): string | null {
  const url = str(value)
  if (url === null) return null
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new ConfigError(`DATABASE_URL must be a postgres:// or postgresql:// address, got "${url.replace(/\/\/[^@/]*@/, "//…@")}"`)
  return url
}

/**
 * The shortest ADMIN_TOKEN the server starts with: 32 random hex characters are 128 bits, beyond
 * guessing even without the throttle on failed attempts. A short token is a configuration mistake.
 */
export const ADMIN_TOKEN_MIN_LENGTH = 32

/** A secret of ours (ADMIN_TOKEN, ORIGIN_SECRET): unset, or at least ADMIN_TOKEN_MIN_LENGTH characters. */
const secret = (value: string | undefined, name: string): string | null => {
  const token = str(value)
  if (token !== null && token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `${name} must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (it has ${token.length}); generate one with: openssl rand -hex 32`,
    )
  }
  return token
}

/** The oldest Node the server runs on (.nvmrc): better-sqlite3's binaries need Node-API of Node 22+, and Node 24 is what is tested. */
export const NODE_MAJOR = 24

/** Fails with what to do when the running Node is older than the project's. */
export function requireProjectNode(version: string = process.versions.node): void {
  if (Number(version.split(".")[0]) < NODE_MAJOR)
    throw new ConfigError(
      `Node ${NODE_MAJOR} or newer is needed (.nvmrc); this is Node ${version}. Install it (nvm install), or run: source scripts/project-node.sh`,
    )
}

/** The editor's sign-in: on with both halves of the OAuth app, off with neither, a mistake with one. */
function cmsAuth(env: NodeJS.ProcessEnv): CmsAuthConfig | null {
  const clientId = str(env.GITHUB_OAUTH_CLIENT_ID)
  const clientSecret = str(env.GITHUB_OAUTH_CLIENT_SECRET)
  if (clientId === null && clientSecret === null) return null
  if (clientId === null || clientSecret === null) {
    const missing = clientId === null ? "GITHUB_OAUTH_CLIENT_ID" : "GITHUB_OAUTH_CLIENT_SECRET"
    throw new ConfigError(`${missing} must be set too: the editor's GitHub sign-in needs both the OAuth app's client id and secret`)
  }
  const editors =
    str(env.CMS_EDITORS)
      ?.split(/\s*,\s*/)
      .filter(Boolean) ?? []
  // GitHub logins: letters, digits and inner hyphens, at most 39 characters.
  const wrong = editors.find((login) => !/^[a-z\d][a-z\d-]{0,38}$/i.test(login))
  if (wrong !== undefined) throw new ConfigError(`CMS_EDITORS must be GitHub logins separated by commas, got "${wrong}"`)
  return {
    clientId,
    clientSecret,
    editors: editors.length > 0 ? editors.map((login) => login.toLowerCase()) : null,
    oauthUrl: (url(str(env.GITHUB_OAUTH_URL), "GITHUB_OAUTH_URL", ["https:", "http:"]) ?? "https://github.com").replace(/\/+$/, ""),
    apiUrl: (url(str(env.GITHUB_API_URL), "GITHUB_API_URL", ["https:", "http:"]) ?? "https://api.github.com").replace(/\/+$/, ""),
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const retention = int(env.ENQUIRY_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, "ENQUIRY_RETENTION_DAYS")
  const headersTimeoutMs = positive(env.HEADERS_TIMEOUT_MS, 10_000, "HEADERS_TIMEOUT_MS")
  const requestTimeoutMs = positive(env.REQUEST_TIMEOUT_MS, 20_000, "REQUEST_TIMEOUT_MS")
  // Node refuses a headers timeout longer than the request's, which includes the headers.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`)
  }
  const edgeUrl = str(env.EDGE_URL)
  return {
    host: env.HOST ?? "127.0.0.1",
    port: port(env.PORT),
    publicDir: path.resolve(root, env.PUBLIC_DIR ?? "public"),
    cacheDir: path.resolve(root, env.GATSBY_CACHE_DIR ?? ".cache"),
    dataDir: path.resolve(root, env.DATA_DIR ?? "data"),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    logLevel: logLevel(env.LOG_LEVEL),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    adminToken: secret(env.ADMIN_TOKEN, "ADMIN_TOKEN"),
    originSecret: secret(env.ORIGIN_SECRET, "ORIGIN_SECRET"),
    edgeUrl: edgeUrl === null ? null : origin(edgeUrl, "EDGE_URL"),
    edgePullIntervalMs: positive(env.EDGE_PULL_INTERVAL_MS, 2 * 60_000, "EDGE_PULL_INTERVAL_MS"),
    adminMaxFailures: positive(env.ADMIN_MAX_FAILURES, 10, "ADMIN_MAX_FAILURES"),
    adminFailureWindowMs: positive(env.ADMIN_FAILURE_WINDOW_MS, 15 * 60_000, "ADMIN_FAILURE_WINDOW_MS"),
    smtpUrl: url(str(env.SMTP_URL), "SMTP_URL", ["smtp:", "smtps:"]),
    notifyTo: str(env.NOTIFY_TO),
    notifyFrom: env.NOTIFY_FROM ?? "website@localhost",
    webhookUrl: url(str(env.WEBHOOK_URL), "WEBHOOK_URL", ["https:", "http:"]),
    webhookSecret: str(env.WEBHOOK_SECRET),
    rateLimitPerIp: int(env.RATE_LIMIT_PER_IP, 10, "RATE_LIMIT_PER_IP"),
    rateLimitWindowMs: positive(env.RATE_LIMIT_WINDOW_MS, 60_000, "RATE_LIMIT_WINDOW_MS"),
    rateLimitGlobal: int(env.RATE_LIMIT_GLOBAL, 600, "RATE_LIMIT_GLOBAL"),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 5_000, "KEEP_ALIVE_TIMEOUT_MS"),
    idleTimeoutMs: positive(env.IDLE_TIMEOUT_MS, 60_000, "IDLE_TIMEOUT_MS"),
    maxConnectionsPerClient: int(env.MAX_CONNECTIONS_PER_CLIENT, 64, "MAX_CONNECTIONS_PER_CLIENT"),
    maxEventLoopDelayMs: int(env.MAX_EVENT_LOOP_DELAY_MS, 2_000, "MAX_EVENT_LOOP_DELAY_MS"),
    rateLimitMaxClients: positive(env.RATE_LIMIT_MAX_CLIENTS, 10_000, "RATE_LIMIT_MAX_CLIENTS"),
    retentionDays: retention === 0 ? null : retention,
    outboxIntervalMs: Math.max(int(env.OUTBOX_INTERVAL_MS, 5_000, "OUTBOX_INTERVAL_MS"), 100),
    hsts: flag(env.HSTS, "HSTS", true),
    siteOrigin: origin(str(env.SITE_URL) ?? site.siteUrl, "SITE_URL"),
    cmsAuth: cmsAuth(env),
  }
}
