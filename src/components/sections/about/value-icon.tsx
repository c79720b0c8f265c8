import { Icon, type IconName } from "../../ui/icon"
import { IconBadge } from "../../ui/icon-badge"

/** The drawing of each value of content/about.json; an unknown value gets the star. */
const ICONS: Record<string, IconName> = { transparent: "eye", proactive: "bolt", affordable: "rupee", flexible: "swap" }

/** The icon of one of the values on the about page: black line art on an orange square. */
export function ValueIcon({ name }: { name: string }) {
  return (
    <IconBadge size="xl" shape="square">
      <Icon name={ICONS[name.toLowerCase()] ?? "star"} size={26} />
    </IconBadge>
  )
}
