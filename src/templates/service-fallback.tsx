import { graphql, type HeadProps, type PageProps } from "gatsby"
import * as React from "react"
import { Seo } from "../components/layout/seo"
import { defaultService, fallbackHeading, slugFromPath } from "../components/sections/default-service"
import { defaultHero, itemIcon, ServiceLayout, type ServiceView } from "../components/sections/service-body"
import { imageOf } from "../components/ui/picture"

/** The placeholder content with the unknown slug's title-cased heading. */
function toFallbackView(data: Queries.ServiceFallbackQuery, pathname: string): ServiceView {
  const content = defaultService
  return {
    slug: slugFromPath(pathname),
    heading: fallbackHeading(pathname),
    eyebrow: "Services",
    lead: content.pageTitle2,
    hero: { image: defaultHero(data), alt: "" },
    about: { title: content.aboutTitle, subTitle: content.aboutSubTitle, description: content.aboutDesc, image: imageOf(data.aboutImage) },
    sections: content.sections.map((section) => ({ title: section.title, items: section.data })),
    closing: null,
    faqs: content.faqs,
    itemIcon: itemIcon(data, "default"),
  }
}

/**
 * Client-only route for /service/<anything without a page>. The HTML is built once at
 * /service/__fallback, so the slug is read from the browser's location after hydration: the first
 * render matches the built HTML (a neutral heading), then the title-cased slug replaces it.
 */
export default function ServiceFallbackPage({ data, location }: PageProps<Queries.ServiceFallbackQuery>) {
  const [pathname, setPathname] = React.useState("")
  React.useEffect(() => setPathname(location.pathname), [location.pathname])
  return <ServiceLayout view={toFallbackView(data, pathname)} />
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title={fallbackHeading(location.pathname)}
      description="Web, marketing, design and PR services from our T. Nagar, Chennai team: tell us what you need for an honest plan and quote."
      path={location.pathname}
      canonicalPath={slugFromPath(location.pathname) ? location.pathname : "/services"}
      noindex
    />
  )
}

export const query = graphql`
  query ServiceFallback {
    # The agency's own story illustration stands beside the placeholder about text.
    aboutImage: file(relativePath: { eq: "images/about/story.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
      }
    }
    ...ServiceDefaultImages
  }
`
