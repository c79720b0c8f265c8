/**
 * @jest-environment node
 *
 * The test order: the longest files first, by Jest's own record of this checkout's last run, else
 * by the committed table of a whole run, so the two workers finish together.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Test } from "@jest/test-result"
import LongestFirst from "../setup/longest-first"
import table from "../setup/test-durations.json"

const root = path.resolve(__dirname, "..", "..")
const cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "sequencer-"))
afterAll(() => fs.rmSync(cacheDirectory, { recursive: true, force: true }))

/** A test file of a project as Jest hands it to the sequencer (every file the same size). */
function testOf(project: string, file: string): Test {
  const config = { id: `sequencer-${project}`, cacheDirectory, displayName: { name: project }, rootDir: root, haste: {}, cache: true }
  return { path: path.join(root, file), context: { config, hasteFS: { getSize: () => 1000 } } } as unknown as Test
}

const order = async (tests: Test[]): Promise<string[]> =>
  (await new LongestFirst({ contexts: [], globalConfig: {} } as never).sort(tests)).map((test) => path.relative(root, test.path))

it("starts the files the table knows as longest first, and those it does not know after them", async () => {
  const longest = Object.keys(table)[0].split(" ")
  const tests = [
    testOf("unit", "__tests__/unit/not-in-the-table.test.ts"),
    testOf("server", "__tests__/server/health.test.ts"),
    testOf(longest[0], longest[1]),
  ]
  expect(await order(tests)).toEqual([longest[1], "__tests__/server/health.test.ts", "__tests__/unit/not-in-the-table.test.ts"])
})

it("reads a file's project from its key: the same file in two projects is two entries", () => {
  const keys = Object.keys(table)
  expect(keys).toContain("e2e __tests__/e2e/enquiry.test.ts")
  expect(keys).toContain("paint-first-off __tests__/e2e/enquiry.test.ts")
  expect(Object.values(table).every((seconds) => Number.isInteger(seconds) && seconds >= 0)).toBe(true)
})

it("prefers Jest's own record of the last run to the table", async () => {
  const tests = [testOf("server", "__tests__/server/health.test.ts"), testOf("unit", "__tests__/unit/paths.test.ts")]
  const sequencer = new LongestFirst({ contexts: [], globalConfig: {} } as never)
  // A run where paths.test.ts took 900 s: Jest writes it to its cache, which the next sequencer reads.
  sequencer.cacheResults(tests, {
    testResults: [
      { testFilePath: tests[1].path, numFailingTests: 0, perfStats: { start: 0, end: 900_000, runtime: 900_000 } },
      { testFilePath: tests[0].path, numFailingTests: 0, perfStats: { start: 0, end: 1_000, runtime: 1_000 } },
    ],
  } as never)
  const next = new LongestFirst({ contexts: tests.map((test) => test.context), globalConfig: {} } as never)
  expect((await next.sort(tests)).map((test) => path.relative(root, test.path))).toEqual([
    "__tests__/unit/paths.test.ts",
    "__tests__/server/health.test.ts",
  ])
})
