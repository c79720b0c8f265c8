/** @jest-environment node */
/**
 * Checks content/pricing.json against the price sheet of the spec (section 9). The expected
 * values live in a fixture written from the spec itself, so an editor who mistypes a price or
 * drops a tier fails here rather than on the live pricing page.
 */
import fs from "node:fs"
import path from "node:path"
import { pricingSchema, type PricingContent } from "../../src/content-schema"

type Kind = "included" | "excluded" | "quantity"
type SpecPricing = {
  sectionTitles: string[]
  prices: Record<string, [string, number][]>
  unpriced: Record<string, string[]>
  quantities: [string, string, string][]
  kinds: [string, string, string, Kind][]
  notes: Record<string, string>
}
type SpecServiceSlugs = { slugs: Record<string, string[]> }

const root = path.resolve(__dirname, "../..")
const readJson = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(root, relative), "utf8")) as T

const spec = readJson<SpecPricing>("__tests__/fixtures/spec-pricing.json")
const serviceSlugs = new Set(Object.values(readJson<SpecServiceSlugs>("__tests__/fixtures/spec-service-slugs.json").slugs).flat())
const pricing: PricingContent = pricingSchema.parse(readJson<unknown>("content/pricing.json"))

type Section = PricingContent["sections"][number]
type Tier = Section["tiers"][number]

function section(title: string): Section {
  const found = pricing.sections.find((s) => s.title === title)
  if (!found) throw new Error(`pricing.json has no section titled "${title}"`)
  return found
}

function tier(sectionTitle: string, name: string): Tier {
  const found = section(sectionTitle).tiers.find((t) => t.name === name)
  if (!found) throw new Error(`section "${sectionTitle}" has no tier "${name}"`)
  return found
}

describe("content/pricing.json", () => {
  it("lists the sections of the spec in order", () => {
    expect(pricing.sections.map((s) => s.title)).toEqual(spec.sectionTitles)
  })

  it("gives section ids that are unique", () => {
    const ids = pricing.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  describe.each(Object.entries(spec.prices))("%s", (title, tiers) => {
    it("has exactly the spec's tiers and monthly prices, in order", () => {
      expect(section(title).tiers.map((t) => [t.name, t.price])).toEqual(tiers)
    })
  })

  describe.each(Object.entries(spec.unpriced))("%s (no price in the spec)", (title, names) => {
    it("has the expected tiers, each with price null", () => {
      const tiers = section(title).tiers
      expect(tiers.map((t) => t.name)).toEqual(names)
      for (const t of tiers) expect(t.price).toBeNull()
    })
  })

  it("covers every section of the spec as either priced or unpriced", () => {
    const covered = [...Object.keys(spec.prices), ...Object.keys(spec.unpriced)].sort()
    expect(covered).toEqual([...spec.sectionTitles].sort())
  })

  it.each(spec.quantities)("%s / %s lists a feature containing %j", (sectionTitle, name, text) => {
    const texts = tier(sectionTitle, name).features.map((f) => f.text)
    expect(texts.some((t) => t.includes(text))).toBe(true)
  })

  it.each(spec.kinds)("%s / %s marks %j as %s", (sectionTitle, name, text, kind) => {
    const feature = tier(sectionTitle, name).features.find((f) => f.text.includes(text))
    expect(feature?.kind).toBe(kind)
  })

  it.each(Object.entries(spec.notes))("%s states its minimum term (%s)", (title, term) => {
    const { notes, tiers } = section(title)
    expect(notes.some((n) => n.includes(term))).toBe(true)
    // Every tier carries a short term line too, so a card read on its own still tells the truth.
    for (const t of tiers) expect(t.term).toBeDefined()
  })

  it("notes that app install ads are charged extra", () => {
    expect(section("App Store Optimization Packages").notes.some((n) => /install ads.*extra/i.test(n))).toBe(true)
  })

  it("links every button to /contact or to a service page the spec defines", () => {
    const ctas = pricing.sections.flatMap((s) => s.tiers.flatMap((t) => (t.cta ? [t.cta.value] : [])))
    // The web/app cards and the content marketing cards carry "Explore Services" in the spec.
    expect(ctas.length).toBeGreaterThanOrEqual(6)
    for (const value of ctas) {
      const slug = /^\/service\/(.+)$/.exec(value)?.[1]
      expect(value === "/contact" || (slug !== undefined && serviceSlugs.has(slug))).toBe(true)
    }
  })

  it("points each development track to its own service page", () => {
    expect(section("Mobile App & Web Development").tiers.map((t) => t.cta?.value)).toEqual([
      "/service/best-web-development-company-in-chennai",
      "/service/app-development-in-chennai",
      "/service/wordpress-development",
    ])
  })
})
