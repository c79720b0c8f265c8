/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { linkedSheets, moveLaterSheet, removeUnlinkedSheets } from "../later-sheet"

const page = (rules: string) => `<head><noscript data-sr-later=""><style>${rules}</style></noscript></head><body></body>`

describe("later sheets", () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "later-sheet-"))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("moves a page's later rules into a file named by its content, which the page links", () => {
    const html = moveLaterSheet(page(".sr-foot{padding:1rem;}"), publicDir)
    const [name] = linkedSheets(html)
    expect(name).toMatch(/^below-fold-[0-9a-f]{20}\.css$/)
    expect(html).toContain(`<noscript data-sr-later=""><link rel="stylesheet" href="/static/${name}"/></noscript>`)
    expect(fs.readFileSync(path.join(publicDir, "static", name), "utf8")).toBe(".sr-foot{padding:1rem;}")
    expect(moveLaterSheet(html, publicDir)).toBe(html)
  })

  it("reads the rules as HTML does: a quoted `<` or `}` stays in the sheet", () => {
    const rules = '.sr-foot::after{content:"< }";}:root{--sr-later:"foot"}'
    const [name] = linkedSheets(moveLaterSheet(page(rules), publicDir))
    expect(fs.readFileSync(path.join(publicDir, "static", name), "utf8")).toBe(rules)
  })

  it("removes the sheets no page links any more, and nothing else of public/static", () => {
    const before = linkedSheets(moveLaterSheet(page(".sr-foot{padding:1rem;}"), publicDir))
    const after = linkedSheets(moveLaterSheet(page(".sr-foot{padding:2rem;}"), publicDir))
    expect(after).not.toEqual(before)
    fs.writeFileSync(path.join(publicDir, "static", "below-fold-notes.txt"), "kept")
    fs.writeFileSync(path.join(publicDir, "static", "app-12345678.css"), "kept")
    expect(removeUnlinkedSheets(publicDir, new Set(after))).toBe(1)
    expect(fs.readdirSync(path.join(publicDir, "static")).sort()).toEqual(["app-12345678.css", "below-fold-notes.txt", ...after].sort())
    expect(removeUnlinkedSheets(publicDir, new Set(after))).toBe(0)
  })
})
