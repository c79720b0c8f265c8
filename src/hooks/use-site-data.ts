import { graphql, useStaticQuery } from "gatsby"

/**
 * The site's single static query: contact facts (content/site.json) and navigation
 * (content/navigation.json). Used by the header, footer, Seo and WhatsApp button.
 */
function useSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteInfo {
        brand
        legalName
        siteUrl
        title
        description
        footerText
        foundingYear
        copyrightYear
        address {
          street
          locality
          city
          region
          postalCode
          country
        }
        geo {
          latitude
          longitude
        }
        phone
        email
        openingHours
        whatsapp {
          number
          text
        }
        social {
          kind
          label
          url
        }
      }
      navigation {
        header {
          name
          path
          dropdown
        }
        contact {
          label
          path
        }
        megaMenu {
          title
          items {
            label
            value
          }
        }
        mobileGroups {
          title
          items {
            label
            value
          }
        }
        footerColumns {
          title
          items {
            label
            value
          }
        }
        legal {
          label
          value
        }
      }
    }
  `)
}

/** Non-null views for components: the build fails earlier (validation) when either file is missing. */
export function useSiteInfo() {
  const { siteInfo } = useSiteData()
  if (!siteInfo) throw new Error("content/site.json is missing")
  return siteInfo
}

/** Absolute origin for canonicals and share images (SITE_URL overrides content/site.json at build time). */
export function useSiteUrl(): string {
  const { site, siteInfo } = useSiteData()
  return (site?.siteMetadata?.siteUrl ?? siteInfo?.siteUrl ?? "").replace(/\/$/, "")
}

export function useNavigation() {
  const { navigation } = useSiteData()
  if (!navigation) throw new Error("content/navigation.json is missing")
  return navigation
}
