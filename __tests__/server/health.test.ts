/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance

beforeEach(async () => {
  dirs = makeTestDirs("health-")
  fs.mkdirSync(path.join(dirs.publicDir, "page-data"))
  fs.writeFileSync(path.join(dirs.publicDir, "page-data", "app-data.json"), '{"webpackCompilationHash":"4f2c8a1b9e3d7c6a5b4e"}')
  // A webhook channel, so every stored enquiry leaves a notification in the outbox (the worker is
  // held back by OUTBOX_INTERVAL_MS and no kick reaches an unreachable address within the test).
  app = await buildTestApp(dirs, { WEBHOOK_URL: "http://127.0.0.1:9/hook", WEBHOOK_SECRET: "s" })
})

afterEach(async () => {
  await app.close()
  removeTestDirs(dirs)
})

describe("GET /healthz", () => {
  it("answers ok with the store writable, the outbox backlog and the build id", async () => {
    const response = await app.inject({ method: "GET", url: "/healthz" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^application\/json/)
    expect(response.headers["cache-control"]).toBe("no-store")
    const body = response.json()
    expect(body).toMatchObject({ status: "ok", store: { writable: true }, outbox: { failed: 0 }, build: { id: "4f2c8a1b9e3d7c6a5b4e" } })
    expect(typeof body.outbox.pending).toBe("number")
    expect(typeof body.uptimeSeconds).toBe("number")
  })

  it("counts the notifications waiting to be sent", async () => {
    const before = (await app.inject({ method: "GET", url: "/healthz" })).json().outbox.pending
    await app.enquiries.store.insert(
      { name: "A", email: "a@example.com", mobile: "+91 98400 00001", services: "SEO Optimization", description: "x", submissionId: null },
      ["webhook"],
      new Date(Date.now() + 60_000),
    )
    await app.enquiries.store.insert(
      { name: "B", email: "b@example.com", mobile: "+91 98400 00002", services: "SEO Optimization", description: "y", submissionId: null },
      ["webhook", "email"],
      new Date(Date.now() + 60_000),
    )
    const after = (await app.inject({ method: "GET", url: "/healthz" })).json().outbox.pending
    expect(after - before).toBe(3)
  })

  it("holds no personal data", async () => {
    const enquiry = validEnquiry({ name: "Lakshmi Narayanan", email: "lakshmi.n@example.in", mobile: "+91 98840 55555" })
    expect((await postEnquiry(app, enquiry)).statusCode).toBe(201)
    const text = (await app.inject({ method: "GET", url: "/healthz" })).body
    for (const value of [enquiry.name, enquiry.email, enquiry.mobile, enquiry.description, "Lakshmi", "lakshmi"])
      expect(text).not.toContain(value)
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(["build", "outbox", "status", "store", "uptimeSeconds"])
  })

  it("answers 503 when the store cannot take a write", async () => {
    await app.enquiries.store.close()
    const response = await app.inject({ method: "GET", url: "/healthz" })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ status: "unavailable", store: { writable: false } })
  })

  it("answers 503 while another connection holds the write lock past the busy timeout", async () => {
    const Database = (await import("better-sqlite3")).default
    const other = new Database(path.join(dirs.dataDir, "enquiries.sqlite"))
    other.exec("BEGIN IMMEDIATE")
    try {
      const response = await app.inject({ method: "GET", url: "/healthz" })
      expect(response.statusCode).toBe(503)
    } finally {
      other.exec("ROLLBACK")
      other.close()
    }
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200)
  }, 20_000)

  it("says there is no build when none is served", async () => {
    fs.rmSync(path.join(dirs.publicDir, "page-data"), { recursive: true })
    expect((await app.inject({ method: "GET", url: "/healthz" })).json().build).toEqual({ id: null })
  })
})

describe("logging", () => {
  it("is not logged at info level, while other requests are", async () => {
    const lines: string[] = []
    const logged = await buildApp(
      loadConfig({ DATA_DIR: path.join(dirs.root, "log-data"), PUBLIC_DIR: dirs.publicDir, HSTS: "0" }, dirs.root),
      {
        logStream: { write: (line) => lines.push(line) },
      },
    )
    try {
      await logged.ready()
      expect((await logged.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200)
      expect(lines.filter((line) => line.includes("/healthz"))).toEqual([])
      await logged.inject({ method: "GET", url: "/no-such-page" })
      expect(lines.some((line) => line.includes("/no-such-page"))).toBe(true)
    } finally {
      await logged.close()
    }
  })
})
