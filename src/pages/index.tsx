import { graphql, type HeadProps, type PageProps } from "gatsby"
import * as React from "react"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { HomeBanner } from "../components/sections/home-banner"
import { BannerPosterPreload } from "../components/sections/home-banner-media"
import { HomeClients } from "../components/sections/home-clients"
import { HomeCta } from "../components/sections/home-cta"
import { HomeIntro } from "../components/sections/home-intro"
import { HomeProcess } from "../components/sections/home-process"
import { HomeServices } from "../components/sections/home-services"
import { HomeVideos } from "../components/sections/home-videos"
import { toVideoView } from "../components/sections/video-view"
import { useSiteInfo, useSiteUrl } from "../hooks/use-site-data"
import { organizationLd, webSiteLd } from "../utils/structured-data"
import { imageOf } from "../components/ui/picture"

/** The spec's banner texts. */
const HOME_HEADLINE = "Best Digital Marketing Company in Chennai for ROI-Driven Growth"
const HOME_TAGLINE = "Helping brands grow with SEO, PPC, content, and social media solutions"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = useSiteInfo()
  const steps = (data.homeProcess?.steps ?? []).map((step) => ({
    key: step.key,
    title: step.title,
    description: step.description,
    image: imageOf(step.image),
  }))
  const videos = (data.homeVideos?.videos ?? []).flatMap(toVideoView)
  const clients = (data.homeClients?.clients ?? []).map((client) => ({
    name: client.name,
    logo: imageOf(client.logo),
  }))

  return (
    <Layout
      headerTone="onDark"
      below={
        <>
          <HomeIntro brand={site.brand} stats={data.about?.stats ?? []} />
          <HomeServices rows={data.homeServicesList?.rows ?? []} />
          {steps.length > 0 && <HomeProcess steps={steps} />}
          <HomeVideos videos={videos} />
          <HomeClients clients={clients} />
          <HomeCta />
        </>
      }
    >
      <HomeBanner headline={HOME_HEADLINE} tagline={HOME_TAGLINE} />
    </Layout>
  )
}

export function Head({ location }: HeadProps<Queries.HomePageQuery>) {
  const site = useSiteInfo()
  const facts = { ...site, siteUrl: useSiteUrl() }
  return (
    // /index renders this page too; both name / as canonical.
    <Seo
      title={site.title}
      description={site.description}
      path={location.pathname}
      canonicalPath="/"
      jsonLd={[webSiteLd(facts), organizationLd(facts)]}
    >
      <BannerPosterPreload />
    </Seo>
  )
}

export const query = graphql`
  query HomePage {
    about {
      stats {
        value
        label
      }
    }
    homeServicesList {
      rows {
        number
        title
        link
      }
    }
    homeProcess {
      steps {
        key
        title
        description
        image {
          childImageSharp {
            gatsbyImageData(
              width: 720
              aspectRatio: 1.3333
              sizes: "(min-width: 1280px) 480px, (min-width: 1024px) 560px, (min-width: 768px) 380px, calc(100vw - 2.5rem)"
            )
          }
        }
      }
    }
    homeVideos {
      videos {
        name
        description
        src
        youtubeId
        poster
        transcript
      }
    }
    homeClients {
      clients {
        name
        logo {
          childImageSharp {
            gatsbyImageData(height: 56, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
  }
`
