/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

const src = path.resolve(__dirname, "..", "..", "src")

/**
 * Gatsby's build compiles a fragment (`<>…</>`) to `React.Fragment`, which needs React imported as
 * a value in that file; the tests' compiler does not, so a missing import shows only in the built
 * site, where the page's components fail to hydrate ("React is not defined").
 */
describe("JSX fragments", () => {
  it("are only used in files that import React", () => {
    const files = (fs.readdirSync(src, { recursive: true }) as string[]).filter((file) => file.endsWith(".tsx"))
    const missing = files.filter((file) => {
      const text = fs.readFileSync(path.join(src, file), "utf8")
      return /<>|<\/>/.test(text) && !/^import \* as React from "react"/m.test(text)
    })
    expect(missing).toEqual([])
  })
})
