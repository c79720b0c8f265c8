/**
 * Who a request comes from, for the per-client limits (enquiry posts, admin sign-in failures,
 * concurrent connections).
 *
 * Behind a reverse proxy the socket's peer is the proxy and the visitor's address is in
 * X-Forwarded-For, a header any client can also write itself. Each proxy appends the address it
 * received the request from, so the header is read from the right: the socket's peer first, then
 * the forwarded addresses from the last one back, and the client is the first hop that is not one
 * of the proxies named in TRUST_PROXY. Whatever a client writes to the left of that is ignored.
 */
import type { IncomingHttpHeaders } from "node:http"
import net from "node:net"
import { sameToken } from "./cookies"

/** Groups of addresses by name, spelled as proxy-addr (Express, Fastify) spells them. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
}

const OFF = new Set(["", "0", "false", "off", "no"])
/**
 * Earlier versions took TRUST_PROXY=1 and then believed every hop, so a client could name its own
 * address. The value is kept working with the meaning it had for the one set-up it was safe in: a
 * proxy on the same machine.
 */
const LEGACY_ON = new Set(["1", "true", "on", "yes"])

/** Drops an IPv6 zone (`fe80::1%eth0`) and unwraps IPv4-mapped IPv6 (`::ffff:192.0.2.1`). */
export function normalizeAddress(address: string): string {
  const unzoned = address.trim().replace(/%.*$/, "")
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(unzoned)
  return mapped && net.isIPv4(mapped[1]) ? mapped[1] : unzoned.toLowerCase()
}

/**
 * TRUST_PROXY as CIDR blocks: a comma-separated list of proxy addresses, CIDR blocks and the names
 * loopback, linklocal and uniquelocal. Off when empty or 0. Throws on anything else, naming the entry.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const text = (value ?? "").trim()
  if (OFF.has(text.toLowerCase())) return []
  if (LEGACY_ON.has(text.toLowerCase())) return [...NAMED_RANGES.loopback]
  const blocks: string[] = []
  for (const raw of text.split(",")) {
    const entry = raw.trim()
    if (entry === "") continue
    const named = NAMED_RANGES[entry.toLowerCase()]
    if (named) {
      blocks.push(...named)
      continue
    }
    const [addressPart, prefixPart, ...rest] = entry.split("/")
    const address = normalizeAddress(addressPart)
    const family = net.isIP(address)
    const maxPrefix = family === 4 ? 32 : 128
    const prefix = prefixPart === undefined ? maxPrefix : /^\d{1,3}$/.test(prefixPart) ? Number(prefixPart) : NaN
    if (family === 0 || rest.length > 0 || !(prefix >= 0 && prefix <= maxPrefix)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address, a CIDR block (10.0.0.0/8) or one of ${Object.keys(NAMED_RANGES).join(", ")}`,
      )
    }
    blocks.push(`${address}/${prefix}`)
  }
  return blocks
}

/** A test for "is this address one of our proxies", for the CIDR blocks of parseTrustedProxies. */
export function trustedProxyMatcher(blocks: readonly string[]): (address: string) => boolean {
  if (blocks.length === 0) return () => false
  const list = new net.BlockList()
  for (const block of blocks) {
    const [address, prefix] = block.split("/")
    list.addSubnet(address, Number(prefix), net.isIPv4(address) ? "ipv4" : "ipv6")
  }
  return (address) => {
    const normal = normalizeAddress(address)
    const family = net.isIP(normal)
    // Anything that is not an address (a forged header can say anything) is never a proxy.
    return family !== 0 && list.check(normal, family === 4 ? "ipv4" : "ipv6")
  }
}

/** The first four groups of an IPv6 address, e.g. `2001:db8:0:1` for `2001:db8::1:0:0:1`. */
function ipv6Prefix64(address: string): string {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, null]
  const groups = (part: string): string[] => {
    if (part === "") return []
    const pieces = part.split(":")
    // A trailing dotted IPv4 part stands for two groups; they are past the first 64 bits anyway.
    return pieces.flatMap((piece) => (piece.includes(".") ? ["0", "0"] : [piece]))
  }
  const first = groups(head)
  const last = tail === null ? [] : groups(tail)
  const all = [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill("0"), ...last]
  return all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of its IPv6 address (one
 * subscriber gets a whole /64 and can pick any address in it). Anything that is not an address
 * (possible only when a trusted proxy forwards it) shares one key, so forged values can neither
 * make new keys nor long ones.
 */
export function clientKey(address: string | undefined): string {
  const normal = normalizeAddress(address ?? "")
  const family = net.isIP(normal)
  if (family === 4) return normal
  if (family === 6) return `${ipv6Prefix64(normal)}::/64`
  return "unknown"
}

/**
 * The network a clientKey belongs to, counted beside it (enquiries/rate-limit.ts): the /24 of an
 * IPv4 address, the /48 of an IPv6 /64 (what one site or subscriber is given); null for "unknown".
 */
export function networkOf(key: string): string | null {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key)
  if (v4) return `${v4[1]}.0/24`
  const v6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key)
  return v6 ? `${v6[1]}::/48` : null
}

/** The header in which the CDN's worker (common/cdn-output.ts) sends ORIGIN_SECRET. */
const ORIGIN_SECRET_HEADER = "x-origin-secret"

const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"] as const

/**
 * Only our CDN names a visitor's address. TRUST_PROXY's ranges (Cloudflare's) send every Cloudflare
 * customer's Workers too, so with ORIGIN_SECRET set a request's forwarded headers are kept only when
 * it carries the secret (compared in constant time); otherwise they are dropped and the socket's peer
 * is the client. The secret header itself is dropped either way, so nothing logs or passes it on.
 */
export function dropUnprovenForwarding(headers: IncomingHttpHeaders, secret: string): void {
  const proven = sameToken(secret, headers[ORIGIN_SECRET_HEADER])
  delete headers[ORIGIN_SECRET_HEADER]
  if (!proven) for (const name of FORWARDED_HEADERS) delete headers[name]
}
