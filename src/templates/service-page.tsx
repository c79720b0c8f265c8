import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import {
  defaultHero,
  familyLabel,
  itemIcon,
  ServiceLayout,
  type ServiceFamily,
  type ServiceView,
} from "../components/sections/service-body"
import { useNavigation, useSiteInfo, useSiteUrl } from "../hooks/use-site-data"
import { breadcrumbLd, faqPageLd, serviceLd } from "../utils/structured-data"
import { titleCaseSlug } from "../../common/text"
import { imageOf, PicturePreload } from "../components/ui/picture"

/** Set by gatsby/create-pages.ts; aliases share their main entry's id and canonicalPath. */
export type ServiceContext = { id: string; slug: string; canonicalPath: string }

type Entry = NonNullable<Queries.ServicePageQuery["serviceEntry"]>

/** Never an empty h1: the branding page has no pageTitle, so its slug is title-cased. */
const serviceHeading = (entry: Pick<Entry, "pageTitle">, slug: string): string => entry.pageTitle.trim() || titleCaseSlug(slug)

/**
 * The kind of service in a few words, for schema.org's serviceType: the mega menu's label for the
 * page ("SEO Services", "LED Sign Boards"), else the family's name.
 */
function serviceTypeOf(
  megaMenu: readonly { readonly items: readonly { readonly label: string; readonly value: string }[] }[],
  path: string,
  family: ServiceFamily,
): string {
  const label = megaMenu.flatMap((column) => column.items).find((item) => item.value === path)?.label
  return label ?? familyLabel[family]
}

/** The page's hero, the first section's image or else the fallback: its largest paint. */
function heroOf(data: Queries.ServicePageQuery, entry: Entry): ServiceView["hero"] {
  const source = entry.sections[0]?.image
  const image = imageOf(source?.url ?? null)
  return image ? { image, alt: source?.alt ?? "" } : { image: defaultHero(data), alt: "" }
}

/** Query data to what the page shows, with the fallback hero and the family's item icon. */
function toServiceView(data: Queries.ServicePageQuery, slug: string): ServiceView | null {
  const entry = data.serviceEntry
  if (!entry) return null
  const family = entry.family
  return {
    slug,
    heading: serviceHeading(entry, slug),
    eyebrow: familyLabel[family],
    lead: entry.pageTitle2,
    hero: heroOf(data, entry),
    about: { title: entry.aboutTitle, subTitle: entry.aboutSubTitle, description: entry.aboutDesc, image: imageOf(entry.aboutImage) },
    sections: entry.sections.map((section) => {
      const image = imageOf(section.image?.url ?? null)
      return {
        title: section.title,
        image: image && section.image ? { image, alt: section.image.alt } : null,
        items: section.data.map((item) => ({ id: item.id, title: item.title, description: item.description, image: imageOf(item.image) })),
      }
    }),
    closing: (() => {
      const image = imageOf(entry.closingImage?.url ?? null)
      return image && entry.closingImage ? { image, alt: entry.closingImage.alt } : null
    })(),
    faqs: entry.faqs,
    itemIcon: itemIcon(data, family),
  }
}

export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServiceContext>) {
  const view = toServiceView(data, pageContext.slug)
  if (!view) return null
  return <ServiceLayout view={view} />
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ServicePageQuery, ServiceContext>) {
  const site = useSiteInfo()
  const siteUrl = useSiteUrl()
  const { megaMenu } = useNavigation()
  const entry = data.serviceEntry
  if (!entry) return null
  // Structured data names the canonical page, so an alias repeats its main slug's data.
  const mainSlug = pageContext.canonicalPath.replace(/^\/service\//, "")
  const name = serviceHeading(entry, mainSlug)
  const facts = { ...site, siteUrl }
  const hero = heroOf(data, entry).image
  const serviceType = serviceTypeOf(megaMenu, pageContext.canonicalPath, entry.family)
  return (
    <Seo
      title={entry.metaTitle}
      description={entry.metaDescription}
      path={location.pathname}
      canonicalPath={pageContext.canonicalPath}
      jsonLd={[
        serviceLd(facts, { name, serviceType, description: entry.metaDescription, path: pageContext.canonicalPath }),
        faqPageLd(entry.faqs),
        breadcrumbLd(siteUrl, [
          { name: "Our Solutions", path: "/services" },
          { name, path: pageContext.canonicalPath },
        ]),
      ]}
    >
      {hero && <PicturePreload image={hero} />}
    </Seo>
  )
}

export const query = graphql`
  query ServicePage($id: String!) {
    serviceEntry(id: { eq: $id }) {
      slug
      family
      metaTitle
      metaDescription
      pageTitle
      pageTitle2
      aboutImage {
        childImageSharp {
          gatsbyImageData(width: 640, placeholder: DOMINANT_COLOR)
        }
      }
      aboutTitle
      aboutSubTitle
      aboutDesc
      sections {
        title
        image {
          alt
          url {
            childImageSharp {
              gatsbyImageData(width: 1240, placeholder: DOMINANT_COLOR)
            }
          }
        }
        data {
          id
          title
          description
          image {
            childImageSharp {
              gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
      closingImage {
        alt
        url {
          childImageSharp {
            gatsbyImageData(width: 1240, placeholder: DOMINANT_COLOR)
          }
        }
      }
      faqs {
        id
        question
        answerHtml
      }
    }
    ...ServiceDefaultImages
  }
`
