import { css } from "@emotion/react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageSeo } from "../components/layout/page-seo"
import { ButtonLink } from "../components/ui/button"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { mq, theme } from "../styles/theme"
import { imageOf, Picture, PicturePreload } from "../components/ui/picture"
import { Icon } from "../components/ui/icon"
import { List } from "../components/ui/list"
import * as icons from "../components/ui/icons"

type Card = NonNullable<Queries.ServicesPageQuery["ourSolutions"]>["cards"][number]

function SolutionCard({ card, index }: { card: Card; index: number }) {
  const image = imageOf(card.image)
  return (
    <li
      css={css`
        position: relative;
        display: flex;
        flex-direction: column;
        border-radius: ${theme.radius.md};
        border: 1px solid ${theme.color.line};
        background: ${theme.color.paper};
        overflow: hidden;
        transition:
          border-color ${theme.motion.fast} ease,
          box-shadow ${theme.motion.fast} ease,
          transform ${theme.motion.fast} ease;
        &:hover {
          border-color: ${theme.color.accent};
          box-shadow: ${theme.shadow.card};
          transform: translateY(-2px);
        }
        &:focus-within {
          border-color: ${theme.color.accent};
        }
      `}
    >
      {image && (
        <Picture
          image={image}
          alt=""
          // The first card is the largest paint on a phone: fetched first, at once. The rest load
          // lazily: those on a desktop's first screen still load at once, but a phone does not spend
          // its first bytes on them.
          priority={index === 0 ? "high" : undefined}
          styles={css`
            aspect-ratio: 16 / 10;
          `}
        />
      )}
      <div
        css={css`
          flex: 1;
          display: flex;
          flex-direction: column;
          padding: 1.4rem 1.5rem 1.5rem;
        `}
      >
        <h2
          css={css`
            font-size: 1.25rem;
            margin-bottom: 0.45em;
          `}
        >
          <Link
            to={card.link}
            css={css`
              text-decoration: none;
              color: ${theme.color.ink};
              /* The whole card is the link's hit area; only the title is announced. */
              &::after {
                content: "";
                position: absolute;
                inset: 0;
                border-radius: inherit;
              }
              &:focus-visible {
                outline: none;
              }
              &:focus-visible::after {
                outline: 3px solid ${theme.color.accentText};
                outline-offset: -3px;
              }
            `}
          >
            {card.title}
          </Link>
        </h2>
        <p
          css={css`
            margin: 0 0 1.25rem;
            color: ${theme.color.muted};
            font-size: 1rem;
            line-height: 1.6;
          `}
        >
          {card.summary}
        </p>
        <span
          aria-hidden="true"
          css={css`
            margin-top: auto;
            display: inline-flex;
            align-items: center;
            gap: 0.45rem;
            font-weight: 650;
            font-size: 0.95rem;
            color: ${theme.color.accentText};
          `}
        >
          Explore service
          <Icon shape={icons.arrow} size={16} weight="bold" />
        </span>
      </div>
    </li>
  )
}

/** Closing call to action for visitors who have not found their service among the cards. */
function NotSurePanel() {
  return (
    <div
      css={css`
        margin-top: clamp(2.5rem, 6vw, 4rem);
        padding: clamp(1.75rem, 4vw, 3rem);
        border-radius: ${theme.radius.lg};
        background: ${theme.color.accent};
        color: ${theme.color.ink};
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 1.5rem 3rem;
      `}
    >
      <div
        css={css`
          max-width: 40rem;
        `}
      >
        <h2
          css={css`
            font-size: ${theme.fontSize.heading};
            margin-bottom: 0.35em;
          `}
        >
          Not sure which service you need?
        </h2>
        <p
          css={css`
            margin: 0;
          `}
        >
          Tell us about your business and goals. We will suggest the right mix and send a clear quote.
        </p>
      </div>
      <ButtonLink to="/contact" variant="dark">
        Contact us
      </ButtonLink>
    </div>
  )
}

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const cards = data.ourSolutions?.cards ?? []
  return (
    <Layout>
      <PageHeader
        eyebrow="What we do"
        title="Our Solutions"
        lead="Websites, apps, advertising, design and outdoor media from one Chennai team. Pick a service to see how we work and what you get."
      />
      <Section tone="surface">
        <Container>
          <List
            gap="lg"
            styles={css`
              grid-template-columns: minmax(0, 1fr);
              ${mq.sm} {
                grid-template-columns: repeat(2, minmax(0, 1fr));
              }
              ${mq.xl} {
                grid-template-columns: repeat(4, minmax(0, 1fr));
              }
            `}
          >
            {cards.map((card, index) => (
              <SolutionCard key={card.link} card={card} index={index} />
            ))}
          </List>
          <NotSurePanel />
        </Container>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) => {
  const first = imageOf(data.ourSolutions?.cards[0]?.image)
  return <PageSeo route="/services">{first && <PicturePreload image={first} />}</PageSeo>
}

export const query = graphql`
  query ServicesPage {
    ourSolutions {
      cards {
        title
        summary
        link
        image {
          childImageSharp {
            # As laid out: one column on a phone (92vw; 720 px at 1.75 device pixels per CSS pixel), two
            # from 640 px, four of 270 px from 1280 px.
            gatsbyImageData(
              width: 600
              aspectRatio: 1.6
              placeholder: DOMINANT_COLOR
              sizes: "(min-width: 1280px) 270px, (min-width: 640px) 45vw, 92vw"
              breakpoints: [390, 600, 720, 960, 1280]
            )
          }
        }
      }
    }
  }
`
