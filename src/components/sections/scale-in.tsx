import { css } from "@emotion/react"
import * as React from "react"

type ScaleInProps = {
  children: React.ReactNode
  /** The element rendered: "li" inside lists */
  as?: "div" | "li"
  /** Position in its list: neighbours start a little later, so a row springs in one after another */
  index?: number
  className?: string
}

type Phase = "static" | "armed" | "shown"

/**
 * A spring curve (overshoots slightly, then settles) done in CSS: the same feel as a physics spring
 * for a one-off scale-in, without shipping an animation library on 49 service pages.
 */
const SPRING = "cubic-bezier(0.34, 1.56, 0.64, 1)"

const styles = (delay: number) => css`
  &[data-phase="armed"] {
    opacity: 0;
    transform: scale(0.82);
  }
  &[data-phase="shown"] {
    opacity: 1;
    transform: none;
    transition:
      transform 0.7s ${SPRING} ${delay}s,
      opacity 0.35s ease-out ${delay}s;
  }
`

/**
 * Springs its content in the first time it scrolls into view. Only for content that starts below
 * the first screen: server-rendered HTML is always fully visible (no JavaScript, no hidden text),
 * and after hydration an element already on screen is left alone. Nothing moves under reduced motion.
 */
export function ScaleIn({ children, as = "div", index = 0, className }: ScaleInProps) {
  const ref = React.useRef<HTMLElement>(null)
  const [phase, setPhase] = React.useState<Phase>("static")

  React.useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    if (element.getBoundingClientRect().top <= window.innerHeight) return
    setPhase("armed")
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase("shown")
          observer.disconnect()
        }
      },
      { threshold: 0.2 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const Tag = as
  return (
    <Tag
      ref={ref as React.Ref<HTMLDivElement & HTMLLIElement>}
      className={className}
      data-motion={phase === "static" ? "static" : "scale-in"}
      data-phase={phase}
      css={styles((index % 3) * 0.07)}
    >
      {children}
    </Tag>
  )
}
