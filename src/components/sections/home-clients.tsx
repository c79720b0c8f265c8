import { css, keyframes } from "@emotion/react"
import * as React from "react"
import { useInView } from "../../hooks/use-in-view"
import { measure, mq, theme } from "../../styles/theme"
import { Container, Eyebrow, Section } from "../ui/container"
import { type PictureData, PictureElement } from "../ui/picture"
import { Icon } from "../ui/icon"
import { List } from "../ui/list"
import * as icons from "../ui/icons"

type ClientView = { name: string; logo: PictureData | null }

/** The spec's loop time for one full pass of a logo row. */
const CLIENT_LOOP_SECONDS = 40

// Each row holds its logos twice; moving by half the track brings the copy exactly to where the
// original started, so the loop has no seam.
const toLeft = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`
const toRight = keyframes`
  from { transform: translateX(-50%); }
  to { transform: translateX(0); }
`

type LogoImageProps = { image: PictureData; alt: string }

/**
 * A logo from gatsby-plugin-image's processed data (WebP plus the original format, 1x and 2x), drawn
 * as a bare <picture>: unlike ui/picture.tsx's Picture, no box of its own, sized by its height in the row.
 */
function LogoImage({ image, alt }: LogoImageProps) {
  return (
    <PictureElement
      image={image}
      alt={alt}
      css={css`
        display: block;
        width: auto;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        object-fit: contain;
      `}
    />
  )
}

type LogoRowProps = { clients: readonly ClientView[]; direction: "left" | "right" }

function LogoRow({ clients, direction }: LogoRowProps) {
  const item = css`
    flex: none;
    display: flex;
    align-items: center;
    justify-content: center;
    width: clamp(11rem, calc(100vw / 5.5), 16rem);
    height: clamp(5.25rem, 8vw, 6.5rem);
    padding: 1rem 1.75rem;
    margin-right: 1rem;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.paper};
    picture {
      display: flex;
      align-items: center;
      justify-content: center;
      height: 100%;
    }
  `
  const logos = (copy: boolean) =>
    clients.map((client) => (
      <li key={`${copy ? "copy-" : ""}${client.name}`} css={item}>
        {client.logo ? <LogoImage image={client.logo} alt={copy ? "" : client.name} /> : <span>{client.name}</span>}
      </li>
    ))
  return (
    <div
      data-testid={`logo-row-${direction}`}
      css={css`
        display: flex;
        width: max-content;
        animation: ${direction === "left" ? toLeft : toRight} ${CLIENT_LOOP_SECONDS}s linear infinite;
        ${mq.reducedMotion} {
          animation: none;
          transform: none;
          width: auto;
          flex-wrap: wrap;
          justify-content: center;
          gap: 1rem 0;
        }
      `}
    >
      <List
        styles={css`
          display: flex;
          ${mq.reducedMotion} {
            flex-wrap: wrap;
            justify-content: center;
            row-gap: 1rem;
          }
        `}
      >
        {logos(false)}
      </List>
      {/* The copy only completes the loop; assistive technology hears each brand once. */}
      <List
        aria-hidden="true"
        styles={css`
          display: flex;
          ${mq.reducedMotion} {
            display: none;
          }
        `}
      >
        {logos(true)}
      </List>
    </div>
  )
}

type HomeClientsProps = { clients: readonly ClientView[] }

/** 'Trusted by Leading Brands & Clients': two rows of logos drifting in opposite directions. */
export function HomeClients({ clients }: HomeClientsProps) {
  const half = Math.ceil(clients.length / 2)
  // WCAG 2.2.2: movement that lasts longer than 5 s gets a pause control, not only hover.
  const [paused, setPaused] = React.useState(false)
  const rows = React.useRef<HTMLDivElement>(null)
  // The rows move only while on screen (and once the page is interactive, so the pause button works).
  const inView = useInView(rows)
  return (
    <Section
      tone="surface"
      aria-labelledby="home-clients-title"
      styles={css`
        overflow: hidden;
      `}
    >
      <Container
        styles={css`
          text-align: center;
        `}
      >
        <Eyebrow>Our clients</Eyebrow>
        <h2
          id="home-clients-title"
          css={css`
            max-width: ${measure(22, "heading")};
            margin-inline: auto;
          `}
        >
          Trusted by Leading Brands &amp; Clients
        </h2>
        <p
          css={css`
            max-width: ${measure(52)};
            margin: 0 auto clamp(2.25rem, 5vw, 3.5rem);
            color: ${theme.color.muted};
          `}
        >
          Retailers, clinics, builders, schools and public figures across Chennai and Tamil Nadu grow with us.
        </p>
      </Container>
      <div
        ref={rows}
        data-running={inView && !paused}
        css={css`
          display: grid;
          gap: 1rem;
          [data-testid^="logo-row"] {
            animation-play-state: paused;
          }
          &[data-running="true"] [data-testid^="logo-row"] {
            animation-play-state: running;
          }
          -webkit-mask-image: linear-gradient(90deg, transparent, black 8%, black 92%, transparent);
          mask-image: linear-gradient(90deg, transparent, black 8%, black 92%, transparent);
          &:hover [data-testid^="logo-row"] {
            animation-play-state: paused;
          }
          ${mq.reducedMotion} {
            -webkit-mask-image: none;
            mask-image: none;
            padding-inline: ${theme.space.gutter};
          }
        `}
      >
        <LogoRow clients={clients.slice(0, half)} direction="left" />
        <LogoRow clients={clients.slice(half)} direction="right" />
      </div>
      <Container
        styles={css`
          display: flex;
          justify-content: center;
          margin-top: 1.75rem;
          ${mq.reducedMotion} {
            display: none;
          }
        `}
      >
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          css={css`
            display: inline-flex;
            align-items: center;
            gap: 0.5rem;
            min-height: 44px;
            padding: 0.5rem 1rem;
            border: 1px solid ${theme.color.line};
            border-radius: ${theme.radius.pill};
            background: ${theme.color.paper};
            cursor: pointer;
            font-size: 0.88rem;
            font-weight: 600;
            color: ${theme.color.muted};
            &:hover {
              color: ${theme.color.ink};
              border-color: ${theme.color.ink};
            }
          `}
        >
          <Icon shape={paused ? icons.play : icons.pause} size={12} />
          {paused ? "Play logos" : "Pause logos"}
        </button>
      </Container>
    </Section>
  )
}
