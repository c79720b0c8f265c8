/** @jest-environment node */
/**
 * Build internals in public/ are not served: source maps, webpack.stats.json and chunk-map.json
 * answer with the site's 404 page, while the bundles next to them are served as usual.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { isBuildInternal } from "../../common/site-files"

const NOT_FOUND_PAGE = "<!DOCTYPE html><html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>"

let root: string
let app: FastifyInstance

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-internals-"))
  const files: Record<string, string> = {
    "public/index.html": "<!DOCTYPE html><html><head><title>Home</title></head><body>Home</body></html>",
    "public/404.html": NOT_FOUND_PAGE,
    "public/app-4f2c8a1b9e3d7c6a5b4e.js": "console.log(1)\n//# sourceMappingURL=app-4f2c8a1b9e3d7c6a5b4e.js.map",
    "public/app-4f2c8a1b9e3d7c6a5b4e.js.map": '{"version":3,"sourcesContent":["SOURCE_OF_THE_APP"]}',
    "public/app-4f2c8a1b9e3d7c6a5b4e.js.LICENSE.txt": "MIT licensed parts",
    "public/styles.0123456789abcdef0123.css.map": '{"sourcesContent":["SOURCE_OF_THE_STYLES"]}',
    "public/static/d/component-7e8f9a0b1c2d.js.map": '{"sourcesContent":["SOURCE_OF_A_COMPONENT"]}',
    "public/webpack.stats.json": '{"namedChunkGroups":{"SOURCE_PATHS":"/home/build/src"}}',
    "public/chunk-map.json": '{"app":["/app-4f2c8a1b9e3d7c6a5b4e.js"],"SOURCE_CHUNKS":[]}',
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  app = await buildApp(
    loadConfig(
      { PUBLIC_DIR: path.join(root, "public"), GATSBY_CACHE_DIR: path.join(root, ".cache"), DATA_DIR: path.join(root, "data") },
      root,
    ),
  )
})

afterAll(async () => {
  await app.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe("build internals", () => {
  test.each([
    "/app-4f2c8a1b9e3d7c6a5b4e.js.map",
    "/styles.0123456789abcdef0123.css.map",
    "/static/d/component-7e8f9a0b1c2d.js.map",
    "/webpack.stats.json",
    "/chunk-map.json",
    "/app-4f2c8a1b9e3d7c6a5b4e.js.m%61p",
    "/WEBPACK.STATS.JSON",
    "/chunk-map.json?v=1",
  ])("%s is the site's 404", async (url) => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain("SOURCE_")
      if (method === "GET") expect(response.body).toBe(NOT_FOUND_PAGE)
    }
  })

  test("the bundles and their licence files are served", async () => {
    const bundle = await app.inject({ method: "GET", url: "/app-4f2c8a1b9e3d7c6a5b4e.js" })
    expect(bundle.statusCode).toBe(200)
    expect(bundle.body).toContain("console.log(1)")
    expect((await app.inject({ method: "GET", url: "/app-4f2c8a1b9e3d7c6a5b4e.js.LICENSE.txt" })).statusCode).toBe(200)
  })

  test("isBuildInternal names the files by their last segment", () => {
    expect(isBuildInternal(["static", "x.js.map"])).toBe(true)
    expect(isBuildInternal(["webpack.stats.json"])).toBe(true)
    expect(isBuildInternal(["chunk-map.json"])).toBe(true)
    expect(isBuildInternal(["page-data", "app-data.json"])).toBe(false)
    expect(isBuildInternal(["maps", "index.html"])).toBe(false)
    expect(isBuildInternal([])).toBe(false)
  })
})
