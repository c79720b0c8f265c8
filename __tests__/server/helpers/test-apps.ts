import type { FastifyInstance } from "fastify"
import { buildTestApp, makeTestDirs, removeTestDirs, type TestDirs } from "./enquiry-app"

/**
 * The apps a test opens, each with buildTestApp on new folders named `prefix…` (or on folders the
 * test gives, to share a data folder), closed and their folders removed after each test. Called
 * where a file declares its tests, as it registers an afterEach.
 */
export function testApps(prefix: string): (env?: Record<string, string>, dirs?: TestDirs) => Promise<FastifyInstance> {
  const opened: { app: FastifyInstance; dirs: TestDirs }[] = []
  afterEach(async () => {
    for (const { app, dirs } of opened.splice(0)) {
      await app.close()
      removeTestDirs(dirs)
    }
  })
  return async (env = {}, dirs = makeTestDirs(prefix)) => {
    const app = await buildTestApp(dirs, env)
    opened.push({ app, dirs })
    return app
  }
}
