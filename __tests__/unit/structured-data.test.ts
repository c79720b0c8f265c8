/** @jest-environment node */
import site from "../../content/site.json"
import { openingHoursSpecification } from "../../src/utils/opening-hours"
import { ogImageAlt } from "../../src/utils/og-image"
import { renderedTitle, snippetProblems } from "../../src/utils/search-snippet"
import {
  blogPostingLd,
  breadcrumbLd,
  chennaiDateTime,
  jsonLdGraph,
  organizationId,
  organizationLd,
  serviceLd,
  webSiteLd,
} from "../../src/utils/structured-data"

const facts = { ...site, siteUrl: "https://staging.example.in" }
const orgId = "https://staging.example.in/#organization"

describe("the agency's node", () => {
  it("has one @id from the site URL, a logo and its opening hours as a specification", () => {
    expect(organizationId("https://staging.example.in/")).toBe(orgId)
    const org = organizationLd(facts) as unknown as Record<string, unknown>
    expect(org["@id"]).toBe(orgId)
    expect(org["@type"]).toBe("ProfessionalService")
    expect(org.logo).toMatchObject({ "@type": "ImageObject", url: "https://staging.example.in/icons/icon-512x512.png", width: "512" })
    expect(org.openingHoursSpecification).toEqual(openingHoursSpecification(site.openingHours))
  })
})

describe("openingHoursSpecification", () => {
  it("lists every day of a range with its times", () => {
    expect(openingHoursSpecification("Mo-We 10:00-17:30")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday", "https://schema.org/Wednesday"],
        opens: "10:00",
        closes: "17:30",
      },
    ])
    expect(openingHoursSpecification("Su 12:00-14:00")[0].dayOfWeek).toEqual(["https://schema.org/Sunday"])
  })

  it("gives nothing for what it cannot read, rather than wrong hours", () => {
    expect(openingHoursSpecification("By appointment")).toEqual([])
    expect(openingHoursSpecification("Sa-Mo 09:00-17:00")).toEqual([])
  })
})

describe("jsonLdGraph", () => {
  it("adds the agency to a page whose nodes refer to it, once", () => {
    const service = serviceLd(facts, { name: "SEO", serviceType: "SEO Services", description: "d", path: "/service/seo-services" })
    const graph = jsonLdGraph(facts, [service])
    expect(graph["@context"]).toBe("https://schema.org")
    expect(graph["@graph"].map((node) => (node as { "@id"?: string })["@id"])).toEqual([
      "https://staging.example.in/service/seo-services#service",
      orgId,
    ])
    expect(jsonLdGraph(facts, [webSiteLd(facts), organizationLd(facts)])["@graph"]).toHaveLength(2)
  })

  it("leaves it out of a page that does not refer to it", () => {
    expect(jsonLdGraph(facts, [breadcrumbLd(facts.siteUrl, [{ name: "Blog", path: "/blog" }])])["@graph"]).toHaveLength(1)
  })
})

describe("BlogPosting", () => {
  it("dates a post in India Standard Time and names its image with its size", () => {
    const post = blogPostingLd(facts, {
      title: "T",
      description: "D",
      date: "2025-01-17",
      path: "/blog/t",
      image: { src: "/static/abc/cover.jpg", width: 1600, height: 900 },
    }) as unknown as Record<string, unknown>
    expect(chennaiDateTime("2025-01-17")).toBe("2025-01-17T00:00:00+05:30")
    expect(post.datePublished).toBe("2025-01-17T00:00:00+05:30")
    expect(post.image).toEqual({
      "@type": "ImageObject",
      url: "https://staging.example.in/static/abc/cover.jpg",
      width: "1600",
      height: "900",
    })
    expect(post.publisher).toEqual({ "@id": orgId })
  })
})

describe("search snippet and share image text", () => {
  it("counts the brand suffix as rendered", () => {
    expect(renderedTitle("Logo Design in Chennai", "Saffron Reach")).toBe("Logo Design in Chennai | Saffron Reach")
    expect(renderedTitle("Saffron Reach: About", "Saffron Reach")).toBe("Saffron Reach: About")
    expect(snippetProblems("x".repeat(44), "d".repeat(70), "Saffron Reach")).toEqual([])
    expect(snippetProblems("x".repeat(45), "d".repeat(161), "Saffron Reach")).toHaveLength(2)
  })

  it("describes the share image by the title it shows", () => {
    expect(ogImageAlt("Logo Design in Chennai | Saffron Reach", "Saffron Reach")).toBe(
      "Saffron Reach logo and the title “Logo Design in Chennai”",
    )
  })
})
