/** The card of one pricing tier: name, term, monthly price (or price on request), features and its call to action. */
import { css } from "@emotion/react"
import * as React from "react"
import { formatRupees, PRICE_ON_REQUEST } from "../../../common/text"
import { mq, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { List } from "../ui/list"
import { FeatureLine } from "./pricing-feature"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"

type PricingTierData = Queries.PricingSectionFieldsFragment["tiers"][number]

export { PRICE_ON_REQUEST }

type TierCardProps = {
  tier: PricingTierData
  headingId: string
  /** The only tier of its section: price beside a two-column feature list on wide screens */
  wide?: boolean
}

export function TierCard({ tier, headingId, wide = false }: TierCardProps) {
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
        styles={css`
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
          styles={css`
            margin-top: 1.4rem;
            width: 100%;
          `}
        >
          {tier.cta.label}
          <Icon shape={icons.arrow} size={18} />
        </ButtonLink>
      )}
    </article>
  )
}
