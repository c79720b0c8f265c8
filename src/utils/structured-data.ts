/**
 * JSON-LD builders, typed with schema-dts. Pure functions: pages pass in the content they have and
 * hand the results to <Seo jsonLd={[...]}>.
 */
import type { BlogPosting, BreadcrumbList, FAQPage, LocalBusiness, Organization, Service, WithContext } from "schema-dts"

export type SiteFacts = {
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

export function organizationLd(site: SiteFacts): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, "/icons/icon-512x512.png"),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: postalAddress(site),
    sameAs: site.social.map((profile) => profile.url),
  }
}

export function localBusinessLd(site: SiteFacts): WithContext<LocalBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#business`,
    name: site.brand,
    description: site.description,
    url: absoluteUrl(site.siteUrl, "/"),
    image: absoluteUrl(site.siteUrl, "/icons/icon-512x512.png"),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(site),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHours: site.openingHours,
    areaServed: ["Chennai", "Tamil Nadu", "India"],
    priceRange: "₹₹",
    sameAs: site.social.map((profile) => profile.url),
  }
}

export function breadcrumbLd(siteUrl: string, trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export function serviceLd(site: SiteFacts, service: { name: string; description: string; path: string }): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: absoluteUrl(site.siteUrl, service.path),
    areaServed: ["Chennai", "Tamil Nadu"],
    provider: { "@type": "ProfessionalService", "@id": `${site.siteUrl}/#business`, name: site.brand },
  }
}

/** FAQ answers arrive as sanitised HTML; schema.org text keeps only simple markup, so tags are stripped. */
export function faqPageLd(faqs: readonly { question: string; answerHtml: string }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: faq.answerHtml.replace(/<br\s*\/?>/g, " ").replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim(),
      },
    })),
  }
}

export function blogPostingLd(
  site: SiteFacts,
  post: { title: string; description: string; date: string; path: string; image?: string | null },
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    mainEntityOfPage: absoluteUrl(site.siteUrl, post.path),
    url: absoluteUrl(site.siteUrl, post.path),
    ...(post.image ? { image: absoluteUrl(site.siteUrl, post.image) } : {}),
    author: { "@type": "Organization", name: site.brand, url: absoluteUrl(site.siteUrl, "/") },
    publisher: { "@type": "Organization", "@id": `${site.siteUrl}/#organization`, name: site.brand },
  }
}
