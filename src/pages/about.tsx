import { css, useTheme } from "@emotion/react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { ContactBand } from "../components/sections/contact-band"
import { ValueIcon } from "../components/sections/value-icon"
import { ButtonLink } from "../components/ui/button"
import { Container, Eyebrow, Section } from "../components/ui/container"
import { useSiteUrl } from "../hooks/use-site-data"
import { firstScreenImage, highFetchPriority } from "../styles/first-screen-image"
import { mq } from "../styles/theme"
import { breadcrumbLd } from "../utils/structured-data"

type About = NonNullable<Queries.AboutPageQuery["about"]>

/** Inside Layout, so that useTheme sees the site theme. */
function AboutView({ about }: { about: About }) {
  const theme = useTheme()
  const hero = about.heroImage?.childImageSharp?.gatsbyImageData
  const storyImage = about.storyImage?.childImageSharp?.gatsbyImageData

  return (
    <>
      {/* Hero: heading, intro and the hero image (the page's largest paint) */}
      <div
        css={css`
          padding: calc(${theme.headerHeight} + clamp(2rem, 6vw, 4.5rem)) 0 clamp(3rem, 7vw, 5.5rem);
          background:
            radial-gradient(60rem 24rem at 100% 0%, ${theme.color.accentSoft}, transparent 70%),
            ${theme.color.paper};
        `}
      >
        <Container
          css={css`
            display: grid;
            gap: clamp(2.5rem, 5vw, 4.5rem);
            align-items: center;
            ${mq.lg} {
              grid-template-columns: 1.05fr 1fr;
            }
          `}
        >
          <div>
            <Eyebrow>{about.title}</Eyebrow>
            <h1 css={css`max-width: 16ch;`}>{about.heading}</h1>
            <p css={css`max-width: 56ch; font-size: clamp(1.05rem, 1.6vw, 1.2rem); color: ${theme.color.muted}; margin-bottom: 2rem;`}>
              {about.intro}
            </p>
            <div css={css`display: flex; flex-wrap: wrap; gap: 0.75rem;`}>
              <ButtonLink to="/contact">
                Start a project
                <span aria-hidden="true">→</span>
              </ButtonLink>
              <ButtonLink to="/services" variant="outline">
                Our solutions
              </ButtonLink>
            </div>
          </div>
          {hero && (
            <div css={css`position: relative; padding: 0 0 1.25rem 1.25rem;`}>
              <div
                aria-hidden="true"
                css={css`
                  position: absolute;
                  left: 0;
                  bottom: 0;
                  width: 62%;
                  height: 70%;
                  border-radius: ${theme.radius.lg};
                  background: ${theme.color.accent};
                `}
              />
              <GatsbyImage
                image={hero}
                alt="Our team at work in the T. Nagar office"
                loading="eager"
                {...highFetchPriority}
                css={[
                  firstScreenImage,
                  css`
                    position: relative;
                    display: block;
                    border-radius: ${theme.radius.lg};
                    box-shadow: 0 24px 60px rgba(11, 11, 11, 0.16);
                  `,
                ]}
              />
            </div>
          )}
        </Container>
      </div>

      {/* Stats */}
      <section aria-label="Facts and figures" css={css`background: ${theme.color.ink}; color: #d6d3d1; padding-block: clamp(2.5rem, 6vw, 4rem);`}>
        <Container>
          <dl
            css={css`
              display: grid;
              gap: 2rem;
              margin: 0;
              ${mq.md} {
                grid-template-columns: repeat(${about.stats.length}, minmax(0, 1fr));
              }
            `}
          >
            {about.stats.map((stat) => (
              <div
                key={stat.label}
                css={css`
                  display: flex;
                  flex-direction: column-reverse;
                  gap: 0.35rem;
                  padding-left: 1.25rem;
                  border-left: 3px solid ${theme.color.accent};
                `}
              >
                <dt css={css`font-size: 1rem; max-width: 22ch;`}>{stat.label}</dt>
                <dd
                  css={css`
                    margin: 0;
                    font-size: clamp(2.6rem, 6vw, 4rem);
                    font-weight: 800;
                    line-height: 1;
                    letter-spacing: -0.03em;
                    color: ${theme.color.paper};
                  `}
                >
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      {/* Story */}
      <Section aria-labelledby="story-title">
        <Container
          css={css`
            display: grid;
            gap: clamp(2rem, 5vw, 4.5rem);
            ${mq.lg} {
              grid-template-columns: 0.9fr 1.1fr;
              align-items: start;
            }
          `}
        >
          {storyImage && (
            <div
              css={css`
                ${mq.lg} {
                  position: sticky;
                  top: calc(${theme.headerHeight} + 1.5rem);
                }
              `}
            >
              <GatsbyImage
                image={storyImage}
                alt="A client workshop around a table in our office"
                css={css`display: block; border-radius: ${theme.radius.lg};`}
              />
            </div>
          )}
          <div>
            <Eyebrow>Our story</Eyebrow>
            <h2 id="story-title" css={css`max-width: 20ch;`}>
              From a small T. Nagar team to a full-service agency
            </h2>
            {about.story.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} css={css`font-size: 1.08rem; line-height: 1.75;`}>
                {paragraph}
              </p>
            ))}
          </div>
        </Container>
      </Section>

      {/* Process */}
      <Section tone="surface" aria-labelledby="process-title">
        <Container>
          <div css={css`max-width: 40rem; margin-bottom: clamp(2rem, 5vw, 3.5rem);`}>
            <Eyebrow>How we work</Eyebrow>
            <h2 id="process-title">A four-stage process</h2>
            <p css={css`color: ${theme.color.muted}; margin: 0;`}>
              Every project, from a single campaign to a full website, follows the same four stages.
            </p>
          </div>
          <ol
            css={css`
              display: grid;
              gap: 1.25rem;
              list-style: none;
              padding: 0;
              margin: 0;
              counter-reset: stage;
              ${mq.md} {
                grid-template-columns: repeat(2, minmax(0, 1fr));
              }
              ${mq.xl} {
                grid-template-columns: repeat(4, minmax(0, 1fr));
              }
            `}
          >
            {about.process.map((step, index) => (
              <li
                key={step.title}
                css={css`
                  position: relative;
                  padding: 1.75rem 1.5rem 1.75rem;
                  border-radius: ${theme.radius.lg};
                  background: ${theme.color.paper};
                  border: 1px solid ${theme.color.line};
                `}
              >
                <span
                  aria-hidden="true"
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    justify-content: center;
                    width: 48px;
                    height: 48px;
                    margin-bottom: 1.25rem;
                    border-radius: ${theme.radius.pill};
                    background: ${index === about.process.length - 1 ? theme.color.accent : theme.color.ink};
                    color: ${index === about.process.length - 1 ? theme.color.ink : theme.color.paper};
                    font-weight: 800;
                    font-variant-numeric: tabular-nums;
                  `}
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 css={css`margin-bottom: 0.5rem;`}>{step.title}</h3>
                <p css={css`margin: 0; color: ${theme.color.muted};`}>{step.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </Section>

      {/* Values */}
      <Section aria-labelledby="values-title">
        <Container>
          <div css={css`max-width: 40rem; margin-bottom: clamp(2rem, 5vw, 3.5rem);`}>
            <Eyebrow>What we stand for</Eyebrow>
            <h2 id="values-title">Our values</h2>
          </div>
          <ul
            css={css`
              display: grid;
              gap: 1px;
              list-style: none;
              padding: 0;
              margin: 0;
              border: 1px solid ${theme.color.line};
              border-radius: ${theme.radius.lg};
              overflow: hidden;
              background: ${theme.color.line};
              ${mq.md} {
                grid-template-columns: repeat(2, minmax(0, 1fr));
              }
              ${mq.xl} {
                grid-template-columns: repeat(4, minmax(0, 1fr));
              }
            `}
          >
            {about.values.map((value) => (
              <li key={value.title} css={css`padding: 2rem 1.75rem; background: ${theme.color.paper};`}>
                <ValueIcon name={value.title} />
                <h3 css={css`margin: 1.25rem 0 0.5rem;`}>{value.title}</h3>
                <p css={css`margin: 0; color: ${theme.color.muted};`}>{value.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <ContactBand
        eyebrow="Work with us"
        title="Let's grow your brand together"
        text="Tell us where you want to be in a year. We will show you how we would get there, and what it costs."
      />
    </>
  )
}

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  if (!data.about) return null
  return (
    <Layout>
      <AboutView about={data.about} />
    </Layout>
  )
}

export function Head({ data }: HeadProps<Queries.AboutPageQuery>) {
  const siteUrl = useSiteUrl()
  const about = data.about
  return (
    <Seo
      title="About Us: Chennai Digital Agency Since 2005"
      description={about?.description ?? "Our story, our process and the values we work by."}
      path="/about"
      jsonLd={[breadcrumbLd(siteUrl, [{ name: "About Us", path: "/about" }])]}
    />
  )
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
          gatsbyImageData(width: 720, aspectRatio: 1.2, placeholder: DOMINANT_COLOR, sizes: "(min-width: 1024px) 560px, 92vw")
        }
      }
      story
      storyImage {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 0.85, sizes: "(min-width: 1024px) 500px, 92vw")
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
