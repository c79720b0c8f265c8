import { css } from "@emotion/react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import * as React from "react"
import { Layout } from "../components/layout/layout"
import { PageSeo } from "../components/layout/page-seo"
import { ContactBand } from "../components/sections/contact-band"
import { PricingAccordion } from "../components/sections/pricing-accordion"
import { Container } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { theme } from "../styles/theme"
import { RupeeFace } from "../styles/rupee-face"

type Pricing = NonNullable<Queries.PricingPageQuery["pricing"]>

/** The page within Layout. */
function PricingView({ pricing }: { pricing: Pricing }) {
  return (
    <>
      <PageHeader eyebrow="Plans and packages" title={pricing.title} lead={pricing.intro} />
      <section
        aria-label="Packages"
        css={css`
          padding-block: clamp(2.5rem, 6vw, 4.5rem) ${theme.space.section};
        `}
      >
        <Container>
          <PricingAccordion sections={pricing.sections} />
          <p
            css={css`
              margin: 1.5rem 0 0;
              font-size: 0.95rem;
              color: ${theme.color.muted};
            `}
          >
            All prices are in Indian rupees per month. Minimum terms and extras are shown with each package.
          </p>
        </Container>
      </section>
    </>
  )
}

export default function PricingPage({ data }: PageProps<Queries.PricingPageQuery>) {
  // Spec: the pricing page opens at the top, whatever the previous scroll position (gatsby-browser.tsx).
  if (!data.pricing) return null
  return (
    <Layout
      below={
        <ContactBand
          eyebrow="Custom plans"
          title="Not sure which package fits?"
          text="Tell us about your business and goals. We will suggest a plan, or shape one around your budget."
          action="Talk to our team"
        />
      }
    >
      <PricingView pricing={data.pricing} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.PricingPageQuery> = () => (
  <PageSeo route="/pricing">
    <RupeeFace />
  </PageSeo>
)

export const query = graphql`
  query PricingPage {
    pricing {
      title
      intro
      sections {
        ...PricingSectionFields
      }
    }
  }
`
