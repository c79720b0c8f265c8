import { css, useTheme } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { measure, mq } from "../../styles/theme"
import { formatRupees } from "../../../common/text"
import { AccordionItem } from "../ui/accordion"
import { HydrateWhenVisible } from "../../../plugins/gatsby-plugin-paint-first/hydrate-when-visible"
import { ButtonLink } from "../ui/button"
import { Icon } from "../ui/icon"
import { List } from "../ui/list"

type PricingSectionData = Queries.PricingSectionFieldsFragment
type PricingTierData = PricingSectionData["tiers"][number]
type PricingFeatureData = PricingTierData["features"][number]

export const PRICE_ON_REQUEST = "Price on request"

const FEATURE_LABEL: Record<Queries.FeatureKind, string | null> = {
  included: "Included:",
  excluded: "Not included:",
  quantity: null,
}

function FeatureIcon({ kind }: { kind: Queries.FeatureKind }) {
  const theme = useTheme()
  const base = css`
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    margin-top: 0.12rem;
    border-radius: ${theme.radius.pill};
  `
  if (kind === "included") {
    return (
      <span
        aria-hidden="true"
        data-icon="tick"
        css={[
          base,
          css`
            background: ${theme.color.accent};
            color: ${theme.color.ink};
          `,
        ]}
      >
        <Icon name="check" size={12} weight="heavy" />
      </span>
    )
  }
  if (kind === "excluded") {
    return (
      <span
        aria-hidden="true"
        data-icon="cross"
        css={[
          base,
          css`
            background: ${theme.color.line};
            color: ${theme.color.muted};
          `,
        ]}
      >
        <Icon name="close" size={10} weight="heavy" />
      </span>
    )
  }
  // A quantity line ("15 creatives"): a small neutral marker, the text carries the meaning.
  return (
    <span
      aria-hidden="true"
      data-icon="quantity"
      css={[
        base,
        css`
          border: 2px solid ${theme.color.ink};
        `,
      ]}
    >
      <span
        css={css`
          width: 6px;
          height: 6px;
          border-radius: 50%;
          background: ${theme.color.ink};
        `}
      />
    </span>
  )
}

function FeatureLine({ feature }: { feature: PricingFeatureData }) {
  const theme = useTheme()
  const label = FEATURE_LABEL[feature.kind]
  const excluded = feature.kind === "excluded"
  return (
    <li
      data-kind={feature.kind}
      css={css`
        display: flex;
        gap: 0.7rem;
        align-items: flex-start;
        padding: 0.5rem 0;
        font-size: 0.975rem;
        line-height: 1.45;
        color: ${excluded ? theme.color.muted : theme.color.text};
        & + & {
          border-top: 1px dashed ${theme.color.line};
        }
      `}
    >
      <FeatureIcon kind={feature.kind} />
      <span>
        {label && <span className="visually-hidden">{label} </span>}
        {feature.text}
      </span>
    </li>
  )
}

type TierCardProps = {
  tier: PricingTierData
  headingId: string
  /** The only tier of its section: price beside a two-column feature list on wide screens */
  wide?: boolean
}

function TierCard({ tier, headingId, wide = false }: TierCardProps) {
  const theme = useTheme()
  return (
    <article
      aria-labelledby={headingId}
      data-wide={wide}
      css={css`
        display: flex;
        flex-direction: column;
        padding: clamp(1.4rem, 3vw, 2rem);
        border: 1px solid ${theme.color.line};
        border-radius: ${theme.radius.lg};
        background: ${theme.color.paper};
        box-shadow: ${theme.shadow.soft};
        ${mq.lg} {
          &[data-wide="true"] {
            display: grid;
            grid-template-columns: minmax(16rem, 1fr) 2fr;
            grid-template-rows: repeat(3, auto) 1fr;
            align-items: start;
            column-gap: 3rem;
            > ul {
              grid-column: 2;
              grid-row: 1 / span 4;
              margin: 0;
              padding: 0;
              border-top: 0;
              columns: 2;
              column-gap: 2.5rem;
              > li {
                break-inside: avoid;
                border-top: 0;
              }
            }
          }
        }
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 0.5rem 1rem;
          margin-bottom: 0.9rem;
        `}
      >
        <h3
          id={headingId}
          css={css`
            margin: 0;
            font-size: 1.3rem;
          `}
        >
          {tier.name}
        </h3>
        {tier.term && (
          <span
            css={css`
              padding: 0.3rem 0.75rem;
              border-radius: ${theme.radius.pill};
              background: ${theme.color.accentSoft};
              color: ${theme.color.accentText};
              font-size: 0.8rem;
              font-weight: 700;
              white-space: nowrap;
            `}
          >
            {tier.term}
          </span>
        )}
      </div>
      <p
        data-testid="tier-price"
        css={css`
          margin: 0 0 0.35rem;
          display: flex;
          align-items: baseline;
          flex-wrap: wrap;
          gap: 0.35rem;
          color: ${theme.color.ink};
        `}
      >
        {/* Reads "₹2,000 / month": prices are rupees per month (spec section 9) */}
        {tier.price !== null && tier.price !== undefined ? (
          <>
            <span
              css={css`
                font-size: ${theme.fontSize.heading};
                font-weight: 800;
                letter-spacing: -0.03em;
                line-height: 1.1;
              `}
            >
              {formatRupees(tier.price)}
            </span>{" "}
            <span
              css={css`
                font-size: 1rem;
                font-weight: 600;
                color: ${theme.color.muted};
              `}
            >
              / month
            </span>
          </>
        ) : (
          <span
            css={css`
              font-size: ${theme.fontSize.title};
              font-weight: 800;
              letter-spacing: -0.02em;
              line-height: 1.25;
            `}
          >
            {PRICE_ON_REQUEST}
          </span>
        )}
      </p>
      {tier.summary && tier.summary !== PRICE_ON_REQUEST && (
        <p
          css={css`
            margin: 0;
            font-size: 0.95rem;
            color: ${theme.color.muted};
          `}
        >
          {tier.summary}
        </p>
      )}
      <List
        css={css`
          padding: 1rem 0 0;
          margin: 1rem 0 0;
          border-top: 1px solid ${theme.color.line};
          flex: 1;
        `}
      >
        {tier.features.map((feature) => (
          <FeatureLine key={`${feature.kind}-${feature.text}`} feature={feature} />
        ))}
      </List>
      {tier.cta && (
        <ButtonLink
          to={tier.cta.value}
          variant="dark"
          css={css`
            margin-top: 1.4rem;
            width: 100%;
          `}
        >
          {tier.cta.label}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      )}
    </article>
  )
}

type PricingAccordionProps = {
  sections: readonly PricingSectionData[]
  /** Index of the section open on arrival; null for all closed */
  initialOpen?: number | null
}

/**
 * The pricing page's accordion (spec: one section open at a time, the open one closes on a second
 * click). Every toggle opens its own section: the original's ASO toggle opened section 4.
 */
export function PricingAccordion({ sections, initialOpen = 0 }: PricingAccordionProps) {
  const theme = useTheme()
  // A closed panel's content (server HTML, not shown) hydrates only when the visitor first touches
  // or focuses it; the panel open on arrival hydrates as the page starts.
  const panels = sections.map((section, index) => (
    <HydrateWhenVisible key={section.id} whenNearViewport={index === initialOpen}>
      {section.intro && (
        <p
          css={css`
            max-width: ${measure(62)};
            margin: 0 0 1.25rem;
            color: ${theme.color.muted};
          `}
        >
          {section.intro}
        </p>
      )}
      {section.notes && section.notes.length > 0 && (
        <ul
          aria-label="Terms"
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 0.5rem;
            list-style: none;
            padding: 0;
            margin: 0 0 1.5rem;
          `}
        >
          {section.notes.map((note) => (
            <li
              key={note}
              css={css`
                display: inline-flex;
                align-items: center;
                gap: 0.5rem;
                padding: 0.4rem 0.9rem;
                border-radius: ${theme.radius.pill};
                background: ${theme.color.ink};
                color: ${theme.color.paper};
                font-size: 0.85rem;
                font-weight: 600;
                &::before {
                  content: "";
                  width: 7px;
                  height: 7px;
                  border-radius: 50%;
                  background: ${theme.color.accent};
                }
              `}
            >
              {note}
            </li>
          ))}
        </ul>
      )}
      <div
        data-single={section.tiers.length === 1}
        css={css`
          display: grid;
          gap: 1.25rem;
          padding: 0.25rem 0.25rem 0.5rem;
          ${mq.md} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${mq.lg} {
            grid-template-columns: repeat(${Math.min(section.tiers.length, 3)}, minmax(0, 1fr));
          }
          ${mq.md} {
            &[data-single="true"] {
              grid-template-columns: minmax(0, 1fr);
            }
          }
        `}
      >
        {section.tiers.map((tier, tierIndex) => (
          <TierCard key={tier.name} tier={tier} headingId={`pricing-${section.id}-tier-${tierIndex}`} wide={section.tiers.length === 1} />
        ))}
      </div>
    </HydrateWhenVisible>
  ))
  return (
    <div
      css={css`
        border-top: 1px solid ${theme.color.line};
      `}
    >
      {sections.map((section, index) => (
        <AccordionItem
          key={section.id}
          id={`pricing-${section.id}`}
          group="pricing"
          defaultOpen={index === initialOpen}
          headingLevel={2}
          title={
            <span
              css={css`
                display: inline-flex;
                align-items: baseline;
                gap: 0.9rem;
              `}
            >
              <span
                aria-hidden="true"
                css={css`
                  font-size: 0.85rem;
                  font-weight: 700;
                  color: ${theme.color.muted};
                  font-variant-numeric: tabular-nums;
                `}
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <span
                css={css`
                  font-size: ${theme.fontSize.title};
                  letter-spacing: -0.01em;
                `}
              >
                {section.title}
              </span>
            </span>
          }
        >
          {panels[index]}
        </AccordionItem>
      ))}
    </div>
  )
}

/** The fields the accordion reads, queried by the pricing page. */
export const pricingSectionFields = graphql`
  fragment PricingSectionFields on PricingSection {
    id
    title
    intro
    notes
    tiers {
      name
      price
      term
      summary
      features {
        text
        kind
      }
      cta {
        label
        value
      }
    }
  }
`
