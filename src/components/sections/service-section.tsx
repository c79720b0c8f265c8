import { css } from "@emotion/react"
import { measure, mq, theme } from "../../styles/theme"
import { Container, Section } from "../ui/container"
import { ScaleIn } from "./scale-in"
import { Picture, type PictureData } from "../ui/picture"
import { CardBody } from "../ui/card-body"
import { List } from "../ui/list"

export type ServiceItemView = {
  /** Step number ("01") for process sections; shown as a badge */
  id?: string | null
  title?: string | null
  description: string
  /** The item's own icon; the family's default icon otherwise */
  image?: PictureData | null
}

export type ServiceSectionView = {
  title: string
  image?: { image: PictureData; alt: string } | null
  items: ServiceItemView[]
}

type ServiceSectionProps = {
  section: ServiceSectionView
  /** Default item icon of the service family (images/services/<family>-item.png) */
  fallbackIcon?: PictureData | null
  tone?: "paper" | "surface"
  /** Id of the heading, which labels the section */
  headingId: string
}

/**
 * Grid columns from the large breakpoint up. Four items sit in one row (two by two below xl);
 * otherwise rows of three on a six-track grid, where a last row of two shares the width evenly
 * instead of leaving a hole.
 */
function wideGrid(count: number, columns: "lg" | "xl"): string {
  if (count % 4 === 0) return `grid-template-columns: repeat(${columns === "xl" ? 4 : 2}, minmax(0, 1fr));`
  if (count <= 2) return "grid-template-columns: repeat(2, minmax(0, 1fr));"
  return `
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > li {
      grid-column: span 2;
    }
    ${count % 3 === 2 ? "> li:nth-last-of-type(-n + 2) { grid-column: span 3; }" : ""}
    ${count % 3 === 1 ? "> li:last-of-type { grid-column: 2 / span 4; }" : ""}
  `
}

/**
 * One content section of a service page: a heading and a grid of items (step badge, icon, title,
 * description). Shared by the service template and the unknown-slug fallback. Items spring in as
 * they scroll into view (ScaleIn leaves the first screen and reduced motion alone).
 */
export function ServiceSection({ section, fallbackIcon, tone = "paper", headingId }: ServiceSectionProps) {
  const count = section.items.length
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <h2
          id={headingId}
          css={css`
            max-width: ${measure(26, "heading")};
            margin-bottom: clamp(1.75rem, 4vw, 2.75rem);
          `}
        >
          {section.title}
        </h2>
        {section.image && (
          <Picture
            image={section.image.image}
            alt={section.image.alt}
            styles={css`
              border-radius: ${theme.radius.lg};
              margin-bottom: clamp(1.75rem, 4vw, 2.75rem);
            `}
          />
        )}
        <List
          gap="lg"
          styles={css`
            grid-template-columns: minmax(0, 1fr);
            ${mq.md} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
              /* An odd last card on a two-column tablet grid takes the full row */
              ${mq.belowLg} {
                > li:last-of-type:nth-of-type(odd) {
                  grid-column: 1 / -1;
                }
              }
            }
            ${mq.lg} {
              ${wideGrid(count, "lg")}
            }
            ${mq.xl} {
              ${wideGrid(count, "xl")}
            }
          `}
        >
          {section.items.map((item, index) => (
            <ItemCard
              key={`${item.id ?? ""}${item.title ?? item.description}`}
              item={item}
              index={index}
              icon={item.image ?? fallbackIcon}
              onSurface={tone === "surface"}
            />
          ))}
        </List>
      </Container>
    </Section>
  )
}

type ItemCardProps = { item: ServiceItemView; index: number; icon?: PictureData | null; onSurface: boolean }

function ItemCard({ item, index, icon, onSurface }: ItemCardProps) {
  return (
    <ScaleIn
      as="li"
      index={index}
      styles={css`
        display: flex;
        flex-direction: column;
        padding: clamp(1.4rem, 2.4vw, 1.9rem);
        border-radius: ${theme.radius.md};
        border: 1px solid ${theme.color.line};
        background: ${onSurface ? theme.color.paper : theme.color.surface};
        transition:
          border-color ${theme.motion.fast} ease,
          box-shadow ${theme.motion.fast} ease;
        &:hover {
          border-color: ${theme.color.accent};
          box-shadow: ${theme.shadow.card};
        }
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: flex-start;
          justify-content: space-between;
          gap: 1rem;
          margin-bottom: 1.15rem;
        `}
      >
        {icon ? (
          <Picture
            image={icon}
            alt=""
            styles={css`
              flex: none;
            `}
          />
        ) : (
          <span
            aria-hidden="true"
            css={css`
              width: 56px;
              height: 56px;
            `}
          />
        )}
        {item.id && (
          <span
            css={css`
              display: inline-flex;
              align-items: center;
              justify-content: center;
              min-width: 2.75rem;
              height: 2.75rem;
              padding: 0 0.6rem;
              border-radius: ${theme.radius.pill};
              background: ${theme.color.accent};
              color: ${theme.color.ink};
              font-weight: 750;
              font-size: 0.95rem;
              font-variant-numeric: tabular-nums;
            `}
          >
            <span className="visually-hidden">Step </span>
            {item.id}
          </span>
        )}
      </div>
      <CardBody title={item.title} size="lead">
        {item.description}
      </CardBody>
    </ScaleIn>
  )
}
