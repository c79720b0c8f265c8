/**
 * @jest-environment node
 *
 * Where the rate-limit windows live is the configuration's choice: with DATABASE_URL, two app
 * instances count in one PostgreSQL table (@fastify/rate-limit's custom store), so a client gets
 * RATE_LIMIT_PER_IP posts in all and everyone RATE_LIMIT_GLOBAL enquiries in all; on SQLite each
 * process counts in its own memory.
 */
import type { FastifyInstance } from "fastify"
import type { PostgresEnquiryStore } from "../../server/enquiries/postgres-store"
import { makeTestDirs, postEnquiry, validEnquiry } from "./helpers/enquiry-app"
import { testPostgres } from "./helpers/postgres-server"
import { testApps } from "./helpers/test-apps"

const postgres = testPostgres()
const open = testApps("shared-limits-")

async function twoInstances(env: Record<string, string>, sameData = false): Promise<[FastifyInstance, FastifyInstance]> {
  const limits = { RATE_LIMIT_PER_IP: "4", RATE_LIMIT_GLOBAL: "6", ...env }
  const first = makeTestDirs("shared-limits-")
  return [
    await open(limits, first),
    await open(limits, sameData ? { ...makeTestDirs("shared-limits-"), dataDir: first.dataDir } : undefined),
  ]
}

const statuses = (apps: FastifyInstance[], count: number, address: (i: number) => string, body: (i: number) => unknown) =>
  Promise.all(Array.from({ length: count }, (_, i) => postEnquiry(apps[i % 2], body(i), { remoteAddress: address(i) }))).then((responses) =>
    responses.map((response) => response.statusCode),
  )

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((seen, code) => ({ ...seen, [code]: (seen[code] ?? 0) + 1 }), {})

describe("with DATABASE_URL, two instances", () => {
  it("count one client's posts together, valid or not", async () => {
    const apps = await twoInstances({ DATABASE_URL: await postgres.createDatabase() })
    const codes = await statuses(
      apps,
      10,
      () => "203.0.113.40",
      () => ({}),
    )
    expect(tally(codes)).toEqual({ 400: 4, 429: 6 })
    // Another address has its own budget, on either instance.
    expect((await postEnquiry(apps[1], {}, { remoteAddress: "198.51.100.40" })).statusCode).toBe(400)
  })

  it("count everyone's enquiries together, and keep the windows in the shared table", async () => {
    const apps = await twoInstances({ DATABASE_URL: await postgres.createDatabase() })
    const codes = await statuses(
      apps,
      9,
      (i) => `198.51.100.${i + 1}`,
      () => validEnquiry(),
    )
    expect(tally(codes)).toEqual({ 201: 6, 429: 3 })
    const { rows } = await (apps[0].enquiries.store as PostgresEnquiryStore).pool.query<{ key: string; count: number }>(
      "SELECT key, count FROM rate_windows WHERE key = 'global:all'",
    )
    expect(rows).toEqual([{ key: "global:all", count: 9 }])
  })
})

describe("without DATABASE_URL (SQLite)", () => {
  it("each instance counts in its own memory, even on one data folder", async () => {
    const apps = await twoInstances({}, true)
    const codes = await statuses(
      apps,
      10,
      () => "203.0.113.41",
      () => ({}),
    )
    expect(tally(codes)).toEqual({ 400: 8, 429: 2 })
  })
})
