/**
 * Staff passwords, hashed with scrypt (Node's crypto, no dependency) into one self-describing
 * string in the PHC format, `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64 without padding), so the
 * cost can be raised later while older hashes still verify with the parameters they name.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto"

export const MIN_PASSWORD_LENGTH = 12
/** Bounds the work a sign-in form can ask for; a passphrase is far shorter. */
export const MAX_PASSWORD_LENGTH = 1024

/** N = 2^15, r = 8, p = 1: OWASP's floor for scrypt, about 32 MiB and 50–100 ms per hash. */
const COST_LOG2 = 15
const BLOCK_SIZE = 8
const PARALLELISM = 1
const SALT_BYTES = 16
const KEY_BYTES = 64
/** Never below today's cost; never so high that a tampered hash could exhaust memory. */
const MAX_COST_LOG2 = 20
const MAX_BLOCK_SIZE = 16
const MAX_PARALLELISM = 4

/** Node's default maxmem (32 MiB) is just short of N = 2^15, r = 8; this allows the bounds above. */
const maxmemFor = (costLog2: number, blockSize: number, parallelism: number): number =>
  128 * blockSize * (2 ** costLog2 + parallelism + 2) + 1024 * 1024

/**
 * Hashes run at most two at a time in this process, with at most eight waiting: each takes a libuv
 * thread for 50–100 ms, and the site's file reads share those four threads. Beyond that a hash is
 * refused with HashingBusyError (the sign-in answers 503 with Retry-After) rather than queued.
 *
 * A client has at most one hash running or waiting: its next one joins the line when the last is
 * done, behind every other client's. So one client's burst holds one place, and the line is served
 * in turn, client by client, rather than in the order the requests came.
 */
export const HASHING = { running: 2, waiting: 8 } as const

export class HashingBusyError extends Error {
  constructor() {
    super("Too many passwords are being checked at once")
  }
}

let running = 0
const waiting: (() => void)[] = []

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHING.running) running += 1
  else if (waiting.length < HASHING.waiting) await new Promise<void>((resolve) => waiting.push(resolve))
  else throw new HashingBusyError()
  try {
    return await work()
  } finally {
    // The place passes to the next in line, or is freed.
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

/** Each client's last hash asked for, done or not: its next one starts after it. */
const lastOf = new Map<string, Promise<unknown>>()

function oneAtATimeFor<T>(client: string, work: () => Promise<T>): Promise<T> {
  // What is kept never rejects (settled below), so the next hash always follows it.
  const mine = (lastOf.get(client) ?? Promise.resolve()).then(() => oneOfFew(work))
  const settled = mine.catch(() => undefined)
  lastOf.set(client, settled)
  void settled.then(() => {
    if (lastOf.get(client) === settled) lastOf.delete(client)
  })
  return mine
}

function deriveKey(
  password: string,
  salt: Buffer,
  costLog2: number,
  blockSize: number,
  parallelism: number,
  client: string,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** costLog2,
    r: blockSize,
    p: parallelism,
    maxmem: maxmemFor(costLog2, blockSize, parallelism),
  }
  // The same characters typed on another device may arrive in another Unicode normal form.
  return oneAtATimeFor(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  )
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  return null
}

/** The client a hash is made for when no request asks for it (a command, a set-up). */
const THIS_PROCESS = ""

export async function hashPassword(password: string, client = THIS_PROCESS): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await deriveKey(password, salt, COST_LOG2, BLOCK_SIZE, PARALLELISM, client)
  return `$scrypt$ln=${COST_LOG2},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString("base64url")}$${key.toString("base64url")}`
}

let stranger: Promise<string> | null = null

/** The hash a name without an account is checked against (of a password nobody knows), made once. */
export const strangerHash = (): Promise<string> =>
  (stranger ??= hashPassword(randomBytes(32).toString("base64url")).catch((error: unknown) => {
    stranger = null
    throw error
  }))

const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{86})$/

/**
 * Whether the password is the one hashed. False, never an exception, for a string that is not a
 * hash this module made (malformed, or parameters out of bounds), and for an over-long password;
 * HashingBusyError when too many hashes are under way. `client` (a clientKey) is whom the check is
 * for: its checks run one after another.
 */
export async function verifyPassword(password: string, encoded: string, client = THIS_PROCESS): Promise<boolean> {
  const match = ENCODED.exec(encoded)
  if (!match || [...password].length > MAX_PASSWORD_LENGTH) return false
  const [costLog2, blockSize, parallelism] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (costLog2 < COST_LOG2 || costLog2 > MAX_COST_LOG2) return false
  if (blockSize < 1 || blockSize > MAX_BLOCK_SIZE || parallelism < 1 || parallelism > MAX_PARALLELISM) return false
  const salt = Buffer.from(match[4], "base64url")
  const expected = Buffer.from(match[5], "base64url")
  if (salt.length !== SALT_BYTES || expected.length !== KEY_BYTES) return false
  const actual = await deriveKey(password, salt, costLog2, blockSize, parallelism, client)
  return timingSafeEqual(actual, expected)
}
