/** @jest-environment node */
/**
 * TRUST_PROXY: which hop of X-Forwarded-For is the client, and the key per-client limits count
 * it under. Against the real app and a real SQLite file.
 */
import type { FastifyInstance } from "fastify"
import { clientKey, parseTrustedProxies, trustedProxyMatcher } from "../../server/client-address"
import { loadConfig } from "../../server/config"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string>): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_GLOBAL: "0", RATE_LIMIT_WINDOW_MS: "60000", ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("client-address-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

/** A post as it reaches us through a proxy at `proxy` that sent `forwardedFor`. */
const post = (server: FastifyInstance, proxy: string, forwardedFor?: string, headers: Record<string, string> = {}) =>
  postEnquiry(server, validEnquiry(), {
    remoteAddress: proxy,
    headers: forwardedFor === undefined ? headers : { "x-forwarded-for": forwardedFor, ...headers },
  })

async function statuses(count: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const result: number[] = []
  for (let i = 0; i < count; i += 1) result.push((await send(i)).statusCode)
  return result
}

const accepted = (codes: number[]): number => codes.filter((code) => code === 201).length

describe("per-client limits behind trusted proxies", () => {
  test("a client rotating the left of X-Forwarded-For behind an appending proxy keeps one budget", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "3", TRUST_PROXY: "10.0.0.0/8,127.0.0.1" })
    // The proxy (10.0.0.5) appends the address the client really connected from.
    const codes = await statuses(40, (i) => post(server, "10.0.0.5", `198.18.${i}.${i}, 203.0.113.9`))
    expect(accepted(codes)).toBe(3)
    expect(codes.slice(3).every((code) => code === 429)).toBe(true)
  })

  test("two visitors behind the same proxy get a budget each", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "3", TRUST_PROXY: "10.0.0.0/8,127.0.0.1" })
    const first = await statuses(5, () => post(server, "127.0.0.1", "203.0.113.9"))
    const second = await statuses(5, () => post(server, "127.0.0.1", "198.51.100.4"))
    expect([accepted(first), accepted(second)]).toEqual([3, 3])
  })

  test("the client is the first untrusted hop from the right, through several proxies", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "1", TRUST_PROXY: "10.0.0.0/8,127.0.0.1" })
    // Written by the client | the client | an inner proxy (trusted) ; the socket peer is a trusted proxy.
    expect((await post(server, "10.1.2.3", "192.0.2.1, 192.0.2.44, 10.9.9.9")).statusCode).toBe(201)
    expect((await post(server, "127.0.0.1", "192.0.2.2, 192.0.2.44, 10.8.8.8")).statusCode).toBe(429)
    expect((await post(server, "10.1.2.3", "192.0.2.44, 192.0.2.45, 10.9.9.9")).statusCode).toBe(201)
  })

  test("a client that connects directly is its socket address, whatever it forwards", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "2", TRUST_PROXY: "10.0.0.0/8" })
    const codes = await statuses(10, (i) => post(server, "198.51.100.7", `203.0.113.${i + 1}`))
    expect(accepted(codes)).toBe(2)
  })

  test("TRUST_PROXY=1 trusts proxies on this machine only, never the client's own header", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "3", TRUST_PROXY: "1" })
    // Rotating values behind a local proxy that appends: 40 of 40 were accepted when every hop was trusted.
    const behindProxy = await statuses(40, (i) => post(server, "127.0.0.1", `198.18.0.${i}, 203.0.113.77`))
    expect(accepted(behindProxy)).toBe(3)
    const direct = await statuses(10, (i) => post(server, "192.0.2.200", `198.18.1.${i}`))
    expect(accepted(direct)).toBe(3)
  })

  test("without TRUST_PROXY, X-Forwarded-For is ignored", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "2" })
    const codes = await statuses(6, (i) => post(server, "127.0.0.1", `203.0.113.${i + 1}`))
    expect(accepted(codes)).toBe(2)
  })
})

describe("ORIGIN_SECRET: only our CDN names the client", () => {
  const SECRET = "s".repeat(40)

  test("a trusted proxy's X-Forwarded-For counts only with the secret; without it, or with a wrong one, the proxy is the client", async () => {
    const server = await start({ RATE_LIMIT_PER_IP: "2", TRUST_PROXY: "10.0.0.0/8", ORIGIN_SECRET: SECRET })
    const withSecret = (i: number) => post(server, "10.0.0.5", `203.0.${i}.9`, { "x-origin-secret": SECRET })
    expect(accepted(await statuses(6, withSecret))).toBe(6)
    // Any other Worker from the same addresses: every forwarded address shares the proxy's budget.
    const posed = await statuses(6, (i) => post(server, "10.0.0.6", `198.18.${i}.1`, i % 2 ? { "x-origin-secret": "a-guess" } : {}))
    expect(accepted(posed)).toBe(2)
  })

  test("is at least 32 characters", () => {
    expect(() => loadConfig({ ORIGIN_SECRET: "short" })).toThrow(/ORIGIN_SECRET must be at least 32 characters/)
  })
})

describe("TRUST_PROXY values", () => {
  test("addresses, CIDR blocks and names", () => {
    expect(parseTrustedProxies("10.0.0.0/8, 127.0.0.1,::1, 2001:db8::/32")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1/32",
      "::1/128",
      "2001:db8::/32",
    ])
    expect(parseTrustedProxies("loopback")).toEqual(["127.0.0.0/8", "::1/128"])
    expect(parseTrustedProxies("uniquelocal")).toContain("192.168.0.0/16")
    for (const off of [undefined, "", "0", "false"]) expect(parseTrustedProxies(off)).toEqual([])
    expect(parseTrustedProxies("1")).toEqual(parseTrustedProxies("loopback"))
    expect(parseTrustedProxies("true")).toEqual(parseTrustedProxies("loopback"))
  })

  test.each(["10.0.0.0/33", "proxy.example.com", "10.0.0.1/8/8", "::1/129", "10.0.0.0/x", "*"])(
    "%s stops the server with the entry named",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value }, "/tmp")).toThrow(/TRUST_PROXY/)
    },
  )

  test("the matcher knows addresses in the blocks and nothing else", () => {
    const isProxy = trustedProxyMatcher(parseTrustedProxies("10.0.0.0/8,127.0.0.1,fd00::/8"))
    expect(isProxy("10.200.1.1")).toBe(true)
    expect(isProxy("::ffff:10.0.0.1")).toBe(true)
    expect(isProxy("127.0.0.1")).toBe(true)
    expect(isProxy("127.0.0.2")).toBe(false)
    expect(isProxy("fd00::1")).toBe(true)
    expect(isProxy("11.0.0.1")).toBe(false)
    expect(isProxy("unknown")).toBe(false)
    expect(isProxy("")).toBe(false)
  })
})

describe("clientKey", () => {
  test("IPv4 as it is, IPv6 by its /64, anything else under one short key", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9")
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(clientKey("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64")
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64")
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
    expect(clientKey("x".repeat(8192))).toBe("unknown")
    expect(clientKey(undefined)).toBe("unknown")
  })
})
