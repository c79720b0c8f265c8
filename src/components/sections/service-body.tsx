import { css } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import type { ServiceContent } from "../../content-schema"
import { Layout } from "../layout/layout"
import { theme } from "../../styles/theme"
import { Container } from "../ui/container"
import { ServiceAbout } from "./service-about"
import { ServiceFaq, type FaqView } from "./service-faq"
import { ServiceHero } from "./service-hero"
import { ServiceSection, type ServiceSectionView } from "./service-section"
import { imageOf, Picture, type PictureData } from "../ui/picture"
import { familyLabel as familyLabels } from "../../utils/service-family"

export type ServiceFamily = ServiceContent["family"]

/** Eyebrow above the heading, by service family. */
export const familyLabel: Record<ServiceFamily, string> = familyLabels

/** Everything a service page shows, already resolved to images (template and fallback build it). */
export type ServiceView = {
  slug: string
  heading: string
  /** Small label above the heading: the service family, or "Services" for the fallback */
  eyebrow: string
  lead?: string | null
  hero: { image?: PictureData | null; alt: string }
  about: { title: string; subTitle?: string | null; description: string; image?: PictureData | null }
  /** The first section's image is the hero and is not repeated in the section */
  sections: ServiceSectionView[]
  closing?: { image: PictureData; alt: string } | null
  faqs: readonly FaqView[]
  itemIcon?: PictureData | null
}

/**
 * A service page in the spec's order: hero (heading, Contact us, pageTitle2, hero image), about
 * block, each section, the closing image, then the FAQ accordion.
 */
export function ServiceLayout({ view }: { view: ServiceView }) {
  return (
    <Layout below={serviceSections(view)}>
      <ServiceHero eyebrow={view.eyebrow} title={view.heading} lead={view.lead} image={view.hero.image} imageAlt={view.hero.alt} />
    </Layout>
  )
}

/** Everything after the hero, as a fragment of sections (each hydrates on its own). */
function serviceSections(view: ServiceView) {
  return (
    <>
      <ServiceAbout {...view.about} />
      {view.sections.map((section, index) => (
        <ServiceSection
          key={section.title}
          headingId={`service-section-${index + 1}`}
          section={index === 0 ? { ...section, image: null } : section}
          fallbackIcon={view.itemIcon}
          tone={index % 2 === 0 ? "paper" : "surface"}
        />
      ))}
      {view.closing && (
        <Container
          styles={css`
            padding-top: ${view.sections.length % 2 === 0 ? theme.space.section : 0};
          `}
        >
          <Picture
            image={view.closing.image}
            alt={view.closing.alt}
            styles={css`
              border-radius: ${theme.radius.lg};
            `}
          />
        </Container>
      )}
      <ServiceFaq faqs={view.faqs} />
    </>
  )
}

/**
 * The default item icon of a service family (images/services/<family>-item.png), or the neutral
 * one (default-item.png) that the unknown-slug fallback uses.
 */
export function itemIcon(data: Queries.ServiceDefaultImagesFragment, family: ServiceFamily | "default"): PictureData | null {
  return imageOf(data.itemIcons.nodes.find((node) => node.name === `${family}-item`))
}

/** The fallback hero image (images/services/default-hero.jpg). */
export function defaultHero(data: Queries.ServiceDefaultImagesFragment): PictureData | null {
  return imageOf(data.defaultHero)
}

/** Images every service page may fall back on; spread into the template and fallback queries. */
export const query = graphql`
  fragment ServiceDefaultImages on Query {
    defaultHero: file(relativePath: { eq: "images/services/default-hero.jpg" }) {
      childImageSharp {
        gatsbyImageData(width: 1240, placeholder: DOMINANT_COLOR)
      }
    }
    itemIcons: allFile(filter: { relativePath: { glob: "images/services/*-item.png" } }) {
      nodes {
        name
        childImageSharp {
          gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
        }
      }
    }
  }
`
