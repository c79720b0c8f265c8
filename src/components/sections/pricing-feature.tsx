/** One line of a pricing tier's feature list: what is included, what is not, and quantities, each with its marker. */
import { css } from "@emotion/react"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"
import { theme } from "../../styles/theme"

type PricingFeatureData = Queries.PricingSectionFieldsFragment["tiers"][number]["features"][number]

const FEATURE_LABEL: Record<Queries.FeatureKind, string | null> = {
  included: "Included:",
  excluded: "Not included:",
  quantity: null,
}

function FeatureIcon({ kind }: { kind: Queries.FeatureKind }) {
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
        <Icon shape={icons.check} size={12} weight="heavy" />
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
        <Icon shape={icons.close} size={10} weight="heavy" />
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

export function FeatureLine({ feature }: { feature: PricingFeatureData }) {
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
