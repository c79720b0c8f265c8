/**
 * JSON-LD builders, typed with schema-dts. Pure functions: pages pass in the content they have and
 * hand the results to <Seo jsonLd={[...]}>.
 */
import type { BlogPosting, BreadcrumbList, FAQPage, ProfessionalService, Service, Thing, WebSite } from "schema-dts"
import { openingHoursSpecification } from "./opening-hours"

type SiteFacts = {
  brand: string
  legalName: string
  siteUrl: string
  description: string
  phone: string
  email: string
  foundingYear: number
  openingHours: string
  address: { street: string; locality: string; city: string; region: string; postalCode: string; country: string }
  geo: { latitude: number; longitude: number }
  social: readonly { url: string }[]
}

export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/$/, "")}${path === "/" ? "/" : path}`

const postalAddress = (site: SiteFacts) => ({
  "@type": "PostalAddress" as const,
  streetAddress: `${site.address.street}, ${site.address.locality}`,
  addressLocality: site.address.city,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
})

/** The one @id of the agency: every node that names it (publisher, provider, author) points here. */
export const organizationId = (siteUrl: string): string => `${siteUrl.replace(/\/$/, "")}/#organization`

const organizationRef = (site: Pick<SiteFacts, "siteUrl">) => ({ "@id": organizationId(site.siteUrl) })

/** Drawn by scripts/generate-assets.ts, 512 x 512. */
const LOGO = { path: "/icons/icon-512x512.png", width: 512, height: 512 }

/**
 * The agency: one ProfessionalService (a LocalBusiness, and so an Organization) under one @id.
 * Structured data on every page refers to it; `jsonLdGraph` adds it to each page that does.
 */
export function organizationLd(site: SiteFacts): ProfessionalService {
  const logo = absoluteUrl(site.siteUrl, LOGO.path)
  return {
    "@type": "ProfessionalService",
    "@id": organizationId(site.siteUrl),
    name: site.brand,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: { "@type": "ImageObject", url: logo, contentUrl: logo, width: `${LOGO.width}`, height: `${LOGO.height}` },
    image: logo,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(site.openingHours),
    areaServed: ["Chennai", "Tamil Nadu", "India"],
    priceRange: "₹₹",
    sameAs: site.social.map((profile) => profile.url),
  }
}

/** The site itself, on the home page: its name, address and who publishes it. */
export function webSiteLd(site: SiteFacts): WebSite {
  return {
    "@type": "WebSite",
    "@id": `${site.siteUrl.replace(/\/$/, "")}/#website`,
    name: site.brand,
    url: absoluteUrl(site.siteUrl, "/"),
    description: site.description,
    inLanguage: "en-IN",
    publisher: organizationRef(site),
  }
}

/**
 * A page's structured data as one JSON-LD document: its nodes in one @graph, so that references by
 * @id resolve within the page, with the agency's node added whenever a node refers to it.
 */
export function jsonLdGraph(site: SiteFacts, nodes: readonly Thing[]): { "@context": "https://schema.org"; "@graph": Thing[] } {
  const id = organizationId(site.siteUrl)
  const text = JSON.stringify(nodes)
  const defined = nodes.some((node) => typeof node === "object" && (node as { "@id"?: string })["@id"] === id)
  const referenced = text.includes(`"@id":${JSON.stringify(id)}`)
  return { "@context": "https://schema.org", "@graph": referenced && !defined ? [...nodes, organizationLd(site)] : [...nodes] }
}

export function breadcrumbLd(siteUrl: string, trail: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

/** `serviceType` is the kind of service in words ("Search engine optimisation"), for the entry's family. */
export function serviceLd(site: SiteFacts, service: { name: string; serviceType: string; description: string; path: string }): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(site.siteUrl, service.path)}#service`,
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(site.siteUrl, service.path),
    areaServed: ["Chennai", "Tamil Nadu"],
    provider: organizationRef(site),
  }
}

/** FAQ answers arrive as sanitised HTML; schema.org text keeps only simple markup, so tags are stripped. */
export function faqPageLd(faqs: readonly { question: string; answerHtml: string }[]): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: faq.answerHtml
          .replace(/<br\s*\/?>/g, " ")
          .replace(/<[^>]+>/g, "")
          .replace(/\s+/g, " ")
          .trim(),
      },
    })),
  }
}

/** A date of the content ("2025-01-23") as a moment in Chennai: midnight, India Standard Time. */
export function chennaiDateTime(isoDate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00+05:30` : isoDate
}

export function blogPostingLd(
  site: SiteFacts,
  post: {
    title: string
    description: string
    date: string
    path: string
    /** At least 1200 px wide, as Google asks of an article's image. */
    image?: { src: string; width: number; height: number } | null
  },
): BlogPosting {
  const url = absoluteUrl(site.siteUrl, post.path)
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    datePublished: chennaiDateTime(post.date),
    dateModified: chennaiDateTime(post.date),
    inLanguage: "en-IN",
    mainEntityOfPage: url,
    url,
    ...(post.image
      ? {
          image: {
            "@type": "ImageObject",
            url: absoluteUrl(site.siteUrl, post.image.src),
            width: `${post.image.width}`,
            height: `${post.image.height}`,
          },
        }
      : {}),
    author: organizationRef(site),
    publisher: organizationRef(site),
  }
}
