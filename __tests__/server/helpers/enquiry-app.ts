/**
 * Shared set-up for the enquiry API tests: the real app (buildApp + loadConfig) on a temporary
 * DATA_DIR with a real SQLite file, and an empty PUBLIC_DIR so no site build is needed.
 */
import type { AttributionField } from "../../../common/enquiry-fields"
import { spawn, type ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify"
import { buildApp } from "../../../server/app"
import { loadConfig } from "../../../server/config"
import type { NewEnquiry } from "../../../server/enquiries/store"

export type TestDirs = { root: string; dataDir: string; publicDir: string }

export function makeTestDirs(prefix = "enquiry-test-"): TestDirs {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const dataDir = path.join(root, "data")
  const publicDir = path.join(root, "public")
  fs.mkdirSync(publicDir)
  return { root, dataDir, publicDir }
}

export function removeTestDirs(dirs: TestDirs | undefined): void {
  if (dirs) fs.rmSync(dirs.root, { recursive: true, force: true })
}

/**
 * The app in the test's own process, load shedding off unless `env` turns it on
 * (load-shedding.test.ts): here the event loop is shared with Jest, whose own pauses (compiling a
 * module as it loads, on a busy machine) would be shed as if the server were overloaded.
 */
export async function buildTestApp(dirs: TestDirs, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(
    loadConfig(
      { DATA_DIR: dirs.dataDir, PUBLIC_DIR: dirs.publicDir, HSTS: "0", OUTBOX_INTERVAL_MS: "600000", MAX_EVENT_LOOP_DELAY_MS: "0", ...env },
      dirs.root,
    ),
  )
  await app.ready()
  return app
}

export type EnquiryBody = {
  name: string
  email: string
  mobile: string
  services: string
  description: string
  submissionId?: string
  website?: string
} & Partial<Record<AttributionField, string>>

export function validEnquiry(overrides: Partial<EnquiryBody> = {}): EnquiryBody {
  return {
    name: "Priya Raman",
    email: "priya@example.com",
    mobile: "+91 98400 12345",
    services: "SEO Optimization",
    description: "We run three bakeries in Mylapore and want more walk-ins from search.",
    submissionId: randomUUID(),
    ...overrides,
  }
}

export function postEnquiry(
  app: FastifyInstance,
  payload: unknown,
  options: Partial<InjectOptions> & { url?: string } = {},
): Promise<LightMyRequestResponse> {
  const { url = "/user/create/", headers, ...rest } = options
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...(headers ?? {}) },
    // Strings and bytes as given (malformed bodies), anything else as JSON.
    payload: typeof payload === "string" || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    ...rest,
  })
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * Starts a real server process (helpers/enquiry-server.ts) with the test's folders and `env`, and
 * resolves with it and its base URL once it listens. node with tsx as a loader rather than the
 * tsx CLI: the CLI runs the program in a grandchild, which a SIGKILL of the CLI would leave running.
 */
export function startServerProcess(dirs: TestDirs, env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "enquiry-server.ts")], {
    cwd: path.resolve(__dirname, "../../.."),
    env: { ...process.env, DATA_DIR: dirs.dataDir, PUBLIC_DIR: dirs.publicDir, HSTS: "0", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  return new Promise((resolve, reject) => {
    let out = ""
    let err = ""
    child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()))
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      const match = /LISTENING (\d+)/.exec(out)
      if (match) resolve({ child, base: `http://127.0.0.1:${match[1]}` })
    })
    child.on("exit", (code, signal) => reject(new Error(`server exited early (${signal ?? code}): ${err}`)))
  })
}

/** A store's NewEnquiry (the fields the routes hand it), with a fresh submissionId. */
export const newEnquiry = (overrides: Partial<NewEnquiry> = {}): NewEnquiry => ({
  name: "Arun Kumar",
  email: "arun@example.com",
  mobile: "9840012345",
  services: "Web Development",
  description: "A bilingual site for our textile shop.",
  submissionId: randomUUID(),
  ...overrides,
})
