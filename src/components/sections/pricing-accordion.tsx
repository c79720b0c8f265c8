import { css } from "@emotion/react"
import { graphql } from "gatsby"
import * as React from "react"
import { measure, mq, theme } from "../../styles/theme"
import { AccordionItem } from "../ui/accordion"
import { HydrateWhenVisible } from "../../../plugins/gatsby-plugin-paint-first/hydrate-when-visible"
import { TierCard } from "./pricing-tier"

export { PRICE_ON_REQUEST } from "./pricing-tier"

type PricingSectionData = Queries.PricingSectionFieldsFragment

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
