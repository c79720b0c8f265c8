/** @jest-environment node */
/**
 * Content integrity of the service pages: every one of the spec's 48 slugs (fixture written from
 * the spec's list, spelled as the spec spells them) is the main slug or an alias of exactly one
 * content file, every file validates, and every image a service page may show exists.
 */
import fs from "node:fs"
import path from "node:path"
import { sanitizeAnswer } from "../../gatsby/schema"
import { serviceFamilies, serviceSchema, type ServiceContent } from "../../src/content-schema"

const root = path.resolve(__dirname, "..", "..")
const contentDir = path.join(root, "content")
const servicesDir = path.join(contentDir, "services")

type SpecServiceSlugs = { slugs: Record<string, string[]> }
const spec = JSON.parse(fs.readFileSync(path.join(root, "__tests__/fixtures/spec-service-slugs.json"), "utf8")) as SpecServiceSlugs
const specSlugs = Object.values(spec.slugs).flat()

const files = fs
  .readdirSync(servicesDir)
  .filter((name) => name.endsWith(".json"))
  .sort()
const raw = files.map((name) => ({ name, data: JSON.parse(fs.readFileSync(path.join(servicesDir, name), "utf8")) as unknown }))
const entries: ServiceContent[] = raw.map(({ data }) => serviceSchema.parse(data))

const imagesOf = (entry: ServiceContent): string[] =>
  [
    entry.aboutImage,
    ...entry.sections.flatMap((section) => [section.image?.url, ...section.data.map((item) => item.image)]),
    entry.closingImage?.url,
  ].filter((image): image is string => Boolean(image))

describe("service content", () => {
  it("has the spec's 48 slugs in the fixture, none twice", () => {
    expect(specSlugs).toHaveLength(48)
    expect(new Set(specSlugs).size).toBe(48)
  })

  it.each(raw.map(({ name, data }) => [name, data] as const))("%s passes validation and is named after its slug", (name, data) => {
    const result = serviceSchema.safeParse(data)
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([])
    expect(`${(data as ServiceContent).slug}.json`).toBe(name)
  })

  it.each(specSlugs)("/service/%s is the main slug or an alias of exactly one entry", (slug) => {
    const owners = entries.filter((entry) => entry.slug === slug || entry.aliases.includes(slug))
    expect(owners.map((entry) => entry.slug)).toHaveLength(1)
  })

  it("uses every main slug and alias once, and only slugs from the spec", () => {
    const all = entries.flatMap((entry) => [entry.slug, ...entry.aliases])
    expect(new Set(all).size).toBe(all.length)
    expect([...all].sort()).toEqual([...specSlugs].sort())
  })

  it("has about 35 entries with three FAQs numbered 01 to 03", () => {
    expect(entries.length).toBeGreaterThanOrEqual(30)
    expect(entries.length).toBeLessThanOrEqual(40)
    for (const entry of entries) expect(entry.faqs.map((faq) => faq.id)).toEqual(["01", "02", "03"])
  })

  it("has a hero image in the first section of every entry, and a page heading or the slug to stand in", () => {
    for (const entry of entries) {
      expect(entry.sections[0].image?.url).toMatch(/^images\//)
      expect(entry.pageTitle.trim() || entry.slug).not.toBe("")
    }
  })

  it("gives the e-commerce page a 'How We Work' section with items 01 to 04", () => {
    const ecommerce = entries.find((entry) => entry.slug === "best-ecommerce-development-company") as ServiceContent
    const section = ecommerce.sections.find((s) => s.title === "How We Work")
    expect(section?.data.map((item) => item.id)).toEqual(["01", "02", "03", "04"])
  })

  it.each(entries.map((entry) => [entry.slug, entry] as const))("every image of %s exists under content/", (_slug, entry) => {
    const missing = imagesOf(entry).filter((image) => !fs.existsSync(path.join(contentDir, image)))
    expect(missing).toEqual([])
  })

  it("has the fallback images the template relies on: the default hero, the neutral item icon and each family's item icon", () => {
    const needed = [
      "images/services/default-hero.jpg",
      "images/services/default-item.png",
      ...serviceFamilies.map((family) => `images/services/${family}-item.png`),
    ]
    expect(needed.filter((image) => !fs.existsSync(path.join(contentDir, image)))).toEqual([])
  })

  it("links every Our Solutions card to a main service slug", () => {
    const solutions = JSON.parse(fs.readFileSync(path.join(contentDir, "our-solutions.json"), "utf8")) as {
      cards: { link: string; image: string }[]
    }
    const mainSlugs = new Set(entries.map((entry) => `/service/${entry.slug}`))
    expect(solutions.cards).toHaveLength(8)
    for (const card of solutions.cards) {
      expect(mainSlugs.has(card.link)).toBe(true)
      expect(fs.existsSync(path.join(contentDir, card.image))).toBe(true)
    }
  })
})

describe("an FAQ answer", () => {
  it("is Markdown, rendered to the few HTML elements the page styles", () => {
    expect(sanitizeAnswer("- **Shopify** for most stores\n- *Custom* for the rest\n\nSee [pricing](/pricing).")).toBe(
      '<ul>\n<li><strong>Shopify</strong> for most stores</li>\n<li><em>Custom</em> for the rest</li>\n</ul>\n<p>See <a href="/pricing">pricing</a>.</p>\n',
    )
  })

  it("keeps no script, handler, picture or unsafe link an editor may type: HTML shows as text", () => {
    const html = sanitizeAnswer('<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) <b onclick="y">z</b>')
    expect(html.match(/<[a-z]+/g)).toEqual(["<p"])
    expect(html).toContain("&lt;script&gt;")
    expect(html).not.toContain("href")
  })

  it("is Markdown in every service file: no HTML tags left", () => {
    for (const [i, entry] of entries.entries())
      for (const faq of entry.faqs) expect([files[i], faq.answer]).toEqual([files[i], expect.not.stringMatching(/<\/?[a-z]+[\s>]/)])
  })
})
