/** @jest-environment node */
/**
 * Timeouts and the per-client connection cap, on real sockets over loopback against the real app
 * listening on a free port, with short timeouts so that the whole file runs in a few seconds.
 */
import net from "node:net"
import type { FastifyInstance } from "fastify"
import { timeoutCheckInterval } from "../../server/app"
import { loadConfig } from "../../server/config"
import { buildTestApp, makeTestDirs, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance | undefined
const sockets: net.Socket[] = []

beforeEach(() => {
  dirs = makeTestDirs("connection-limits-")
})

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

async function listen(env: Record<string, string>): Promise<number> {
  app = await buildTestApp(dirs, env)
  await app.listen({ host: "127.0.0.1", port: 0 })
  return (app.server.address() as net.AddressInfo).port
}

type Connection = {
  socket: net.Socket
  /** Resolves with the milliseconds from connect to close, and what the server wrote. */
  closed: Promise<{ afterMs: number; received: string }>
}

/** A raw connection to the server, writing `first` once connected. */
function connect(port: number, first = ""): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1")
    sockets.push(socket)
    let received = ""
    let connectedAt = 0
    socket.setEncoding("utf8")
    socket.on("data", (chunk: string) => (received += chunk))
    socket.on("error", () => {}) // a reset by the server ends in close like any other end
    const closed = new Promise<{ afterMs: number; received: string }>((done) =>
      socket.on("close", () => done({ afterMs: Date.now() - connectedAt, received })),
    )
    socket.once("connect", () => {
      connectedAt = Date.now()
      if (first !== "") socket.write(first)
      resolve({ socket, closed })
    })
    socket.once("error", reject)
  })
}

/** How the connection ended, or afterMs Infinity when it is still open after 5 s. */
async function ended(connection: Connection): Promise<{ afterMs: number; received: string }> {
  let timer: NodeJS.Timeout | undefined
  const stillOpen = new Promise<{ afterMs: number; received: string }>((resolve) => {
    timer = setTimeout(() => resolve({ afterMs: Infinity, received: "" }), 5_000)
  })
  try {
    return await Promise.race([connection.closed, stillOpen])
  } finally {
    clearTimeout(timer)
  }
}

/** Whether the connection is still open after `ms`. */
async function stillOpenAfter(connection: Connection, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), ms)
  })
  try {
    return await Promise.race([connection.closed.then(() => false), waited])
  } finally {
    clearTimeout(timer)
  }
}

const SHORT = {
  HEADERS_TIMEOUT_MS: "300",
  REQUEST_TIMEOUT_MS: "600",
  KEEP_ALIVE_TIMEOUT_MS: "300",
  IDLE_TIMEOUT_MS: "5000",
  RATE_LIMIT_PER_IP: "0",
  RATE_LIMIT_GLOBAL: "0",
}

describe("timeouts", () => {
  test("a POST whose body never finishes is cut after REQUEST_TIMEOUT_MS", async () => {
    const port = await listen(SHORT)
    const stalled = await connect(
      port,
      'POST /user/create/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"name":"Pri',
    )
    // Still trickling a byte now and then does not keep it alive.
    const trickle = setInterval(() => stalled.socket.writable && stalled.socket.write(" "), 100)
    const { afterMs, received } = await ended(stalled)
    clearInterval(trickle)
    expect(afterMs).toBeGreaterThanOrEqual(500)
    expect(afterMs).toBeLessThan(2_000)
    expect(received).toMatch(/^HTTP\/1\.1 408 /)
    expect(await app?.enquiries.store.count()).toBe(0)
  })

  test("headers sent a line at a time are cut after HEADERS_TIMEOUT_MS", async () => {
    const port = await listen(SHORT)
    const slow = await connect(port, "GET / HTTP/1.1\r\n")
    const drip = setInterval(() => slow.socket.writable && slow.socket.write("X-Slow: 1\r\n"), 50)
    const { afterMs } = await ended(slow)
    clearInterval(drip)
    expect(afterMs).toBeGreaterThanOrEqual(250)
    expect(afterMs).toBeLessThan(1_500)
  })

  test("a connection that never sends anything is closed", async () => {
    const port = await listen(SHORT)
    const silent = await connect(port)
    expect((await ended(silent)).afterMs).toBeLessThan(1_500)
  })

  test("an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS", async () => {
    const port = await listen(SHORT)
    const kept = await connect(port, "GET /user/create/ HTTP/1.1\r\nHost: x\r\n\r\n")
    const { afterMs, received } = await ended(kept)
    expect(received).toMatch(/^HTTP\/1\.1 405 /)
    // Node adds up to a second of grace to the keep-alive timeout.
    expect(afterMs).toBeLessThan(2_500)
  })

  test("the defaults cut a stalled body within 30 s and are applied to the server", async () => {
    const defaults = loadConfig({}, "/tmp")
    expect(defaults.requestTimeoutMs + timeoutCheckInterval(defaults)).toBeLessThanOrEqual(30_000)
    expect(defaults.headersTimeoutMs).toBeLessThanOrEqual(defaults.requestTimeoutMs)
    expect(defaults.keepAliveTimeoutMs).toBeGreaterThan(0)
    expect(defaults.maxConnectionsPerClient).toBeGreaterThan(0)

    await listen({})
    const server = app?.server
    expect(server?.requestTimeout).toBe(defaults.requestTimeoutMs)
    expect(server?.headersTimeout).toBe(defaults.headersTimeoutMs)
    expect(server?.keepAliveTimeout).toBe(defaults.keepAliveTimeoutMs)
    expect(server?.timeout).toBe(defaults.idleTimeoutMs)
  })

  test("a headers timeout longer than the request timeout stops the server", () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "30000", REQUEST_TIMEOUT_MS: "20000" }, "/tmp")).toThrow(/HEADERS_TIMEOUT_MS/)
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" }, "/tmp")).toThrow(/REQUEST_TIMEOUT_MS/)
  })
})

describe("connections per client", () => {
  test("a client beyond MAX_CONNECTIONS_PER_CLIENT is closed at once; the others and a freed slot work", async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_CLIENT: "3" })
    const held = await Promise.all([connect(port), connect(port), connect(port)])
    const extra = await connect(port)
    const { afterMs, received } = await ended(extra)
    expect(afterMs).toBeLessThan(500)
    expect(received).toBe("")
    for (const connection of held) expect(await stillOpenAfter(connection, 50)).toBe(true)

    // One held connection ends; a new one is served.
    held[0].socket.destroy()
    await held[0].closed
    await new Promise((resolve) => setTimeout(resolve, 50))
    const next = await connect(port, "GET /user/create/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    expect((await ended(next)).received).toMatch(/^HTTP\/1\.1 405 /)
  })

  test("connections from a trusted proxy are not capped", async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_CLIENT: "2", TRUST_PROXY: "127.0.0.1" })
    const connections = await Promise.all(Array.from({ length: 6 }, () => connect(port)))
    for (const connection of connections) expect(await stillOpenAfter(connection, 100)).toBe(true)
  })
})
