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
  logLevel: string
  /**
   * CIDR blocks of the reverse proxies in front of us (TRUST_PROXY): their X-Forwarded-For is read
   * from the right up to the first address outside these blocks. Empty: the socket's peer is the client.
   */
  trustedProxies: string[]
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
  /** Clients the rate limits remember at most (least recently seen forgotten first): bounds memory */
  rateLimitMaxClients: number
  retentionDays: number | null
  /** How often the outbox worker looks for due notifications (new enquiries also wake it at once) */
  outboxIntervalMs: number
  /** Serve HSTS (off for plain-http local development) */
  hsts: boolean
  /** The public site's origin (SITE_URL, else content/site.json): HTML form posts from it are accepted */
  siteOrigin: string
}

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`)
  return n
}

const positive = (value: string | undefined, fallback: number, name: string): number => {
  const n = int(value, fallback)
  if (n < 1) throw new Error(`${name} must be 1 or more, got "${value}"`)
  return n
}

const origin = (value: string): string => {
  const url = URL.canParse(value) ? new URL(value) : null
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`Expected an http(s) URL, got "${value}"`)
  }
  return url.origin
}

const str = (value: string | undefined): string | null => (value && value.trim() !== "" ? value.trim() : null)

/**
 * The shortest ADMIN_TOKEN the server starts with: 32 random hex characters are 128 bits, beyond
 * guessing even without the throttle on failed attempts. A short token is a configuration mistake.
 */
export const ADMIN_TOKEN_MIN_LENGTH = 32

const adminToken = (value: string | undefined): string | null => {
  const token = str(value)
  if (token !== null && token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(
      `ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (it has ${token.length}); generate one with: openssl rand -hex 32`,
    )
  }
  return token
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const retention = str(env.ENQUIRY_RETENTION_DAYS)
  const headersTimeoutMs = positive(env.HEADERS_TIMEOUT_MS, 10_000, "HEADERS_TIMEOUT_MS")
  const requestTimeoutMs = positive(env.REQUEST_TIMEOUT_MS, 20_000, "REQUEST_TIMEOUT_MS")
  // Node refuses a headers timeout longer than the request's, which includes the headers.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`)
  }
  return {
    host: env.HOST ?? "127.0.0.1",
    port: int(env.PORT, 9000),
    publicDir: path.resolve(root, env.PUBLIC_DIR ?? "public"),
    cacheDir: path.resolve(root, env.GATSBY_CACHE_DIR ?? ".cache"),
    dataDir: path.resolve(root, env.DATA_DIR ?? "data"),
    logLevel: env.LOG_LEVEL ?? "info",
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    adminToken: adminToken(env.ADMIN_TOKEN),
    adminMaxFailures: positive(env.ADMIN_MAX_FAILURES, 10, "ADMIN_MAX_FAILURES"),
    adminFailureWindowMs: positive(env.ADMIN_FAILURE_WINDOW_MS, 15 * 60_000, "ADMIN_FAILURE_WINDOW_MS"),
    smtpUrl: str(env.SMTP_URL),
    notifyTo: str(env.NOTIFY_TO),
    notifyFrom: env.NOTIFY_FROM ?? "website@localhost",
    webhookUrl: str(env.WEBHOOK_URL),
    webhookSecret: str(env.WEBHOOK_SECRET),
    rateLimitPerIp: int(env.RATE_LIMIT_PER_IP, 10),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    rateLimitGlobal: int(env.RATE_LIMIT_GLOBAL, 600),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 5_000, "KEEP_ALIVE_TIMEOUT_MS"),
    idleTimeoutMs: positive(env.IDLE_TIMEOUT_MS, 60_000, "IDLE_TIMEOUT_MS"),
    maxConnectionsPerClient: int(env.MAX_CONNECTIONS_PER_CLIENT, 64),
    rateLimitMaxClients: positive(env.RATE_LIMIT_MAX_CLIENTS, 10_000, "RATE_LIMIT_MAX_CLIENTS"),
    retentionDays: retention === null ? null : int(retention, 0),
    outboxIntervalMs: Math.max(int(env.OUTBOX_INTERVAL_MS, 5_000), 100),
    hsts: env.HSTS !== "0",
    siteOrigin: origin(str(env.SITE_URL) ?? site.siteUrl),
  }
}
