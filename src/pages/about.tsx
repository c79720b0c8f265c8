import { graphql, type HeadProps, type PageProps } from "gatsby"
import * as React from "react"
import { Layout } from "../components/layout/layout"
import { PageSeo } from "../components/layout/page-seo"
import { AboutHero } from "../components/sections/about/about-hero"
import { AboutProcess } from "../components/sections/about/about-process"
import { AboutStats } from "../components/sections/about/about-stats"
import { AboutStory } from "../components/sections/about/about-story"
import { AboutValues } from "../components/sections/about/about-values"
import { ContactBand } from "../components/sections/contact-band"
import { imageOf } from "../components/ui/picture"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.about
  if (!about) return null
  return (
    <Layout
      below={
        <>
          <AboutStats stats={about.stats} />
          <AboutStory paragraphs={about.story} image={imageOf(about.storyImage)} imageAlt="" />
          <AboutProcess steps={about.process} />
          <AboutValues values={about.values} />
          <ContactBand
            eyebrow="Work with us"
            title="Let's grow your brand together"
            text="Tell us where you want to be in a year. We will show you how we would get there, and what it costs."
          />
        </>
      }
    >
      <AboutHero eyebrow={about.title} heading={about.heading} intro={about.intro} image={imageOf(about.heroImage)} imageAlt="" />
    </Layout>
  )
}

export function Head({ data }: HeadProps<Queries.AboutPageQuery>) {
  return <PageSeo route="/about" description={data.about?.description ?? "Our story, our process and the values we work by."} />
}

export const query = graphql`
  query AboutPage {
    about {
      title
      description
      heading
      intro
      heroImage {
        childImageSharp {
          gatsbyImageData(width: 720, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1024px) 560px, 92vw")
        }
      }
      story
      storyImage {
        childImageSharp {
          gatsbyImageData(width: 640, sizes: "(min-width: 1024px) 500px, 92vw")
        }
      }
      stats {
        value
        label
      }
      process {
        title
        description
      }
      values {
        title
        description
      }
    }
  }
`
