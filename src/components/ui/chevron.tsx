import { css } from "@emotion/react"
import { Icon } from "./icon"
import * as icons from "./icons"

/**
 * The chevron of a `<details>` summary: points down, and up while its disclosure is open (by CSS,
 * so it holds without scripts). Place it directly in the `<summary>`.
 */
export function DisclosureChevron({ size = 18 }: { size?: number }) {
  return (
    <Icon
      shape={icons.chevron}
      size={size}
      styles={css`
        transition: transform 0.25s ease;
        flex: none;
        details[open] > summary > & {
          transform: rotate(180deg);
        }
      `}
    />
  )
}
