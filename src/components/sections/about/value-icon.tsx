import type { Interpolation, Theme } from "@emotion/react"
import { Icon } from "../../ui/icon"
import { IconBadge } from "../../ui/icon-badge"
import type { IconShape } from "../../ui/icons"

// The agency's values: an eye (nothing hidden), a bolt (acting first), a rupee (priced for growing
// businesses), two arrows (adapting to change); a star for any other value.
const eye: IconShape = { d: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z", paint: "line" }
const bolt: IconShape = { d: "M13 2L4 14h7l-1 8 9-12h-7l1-8z", paint: "line" }
const rupee: IconShape = { d: "M7 4h10M7 8.5h10M7 4c4.5 0 6.5 1.8 6.5 4.5S11.5 13 7 13l8 7", paint: "line" }
const swap: IconShape = { d: "M4 8h13l-3-3M20 16H7l3 3", paint: "line" }
const star: IconShape = { d: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z", paint: "line" }

/** The drawing of each value of content/about.json. */
const ICONS: Record<string, IconShape> = { transparent: eye, proactive: bolt, affordable: rupee, flexible: swap }

/** The icon of one of the values on the about page: black line art on an orange square. */
export function ValueIcon({ name, styles }: { name: string; styles?: Interpolation<Theme> }) {
  return (
    <IconBadge size="xl" shape="square" styles={styles}>
      <Icon shape={ICONS[name.toLowerCase()] ?? star} size={26} />
    </IconBadge>
  )
}
