import { css, type Interpolation, type Theme } from "@emotion/react"
import * as React from "react"
import { loadDomAnimate } from "../../utils/motion"

type ScaleInProps = {
  children: React.ReactNode
  /** The element rendered: "li" inside lists */
  as?: "div" | "li"
  /** Position in its list: neighbours start a little later, so a row springs in one after another */
  index?: number
  /** A caller's styles, composed with the armed look into one class. */
  styles?: Interpolation<Theme>
}

type Phase = "static" | "armed" | "shown"

/** Waiting below the fold for its spring; framer-motion's animation takes over from these values. */
const armed = css`
  &[data-phase="armed"] {
    opacity: 0;
    transform: scale(0.82);
  }
`

/** A physics spring that overshoots a little, then settles. */
const SPRING = { type: "spring", stiffness: 260, damping: 20, mass: 0.9 } as const

/**
 * Springs its content in the first time it scrolls into view. Only for content that starts below
 * the first screen: server-rendered HTML is always fully visible (no JavaScript, no hidden text),
 * and after hydration an element already on screen is left alone. Nothing moves under reduced motion.
 */
export function ScaleIn({ children, as = "div", index = 0, styles }: ScaleInProps) {
  const ref = React.useRef<HTMLElement>(null)
  const [phase, setPhase] = React.useState<Phase>("static")

  React.useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    if (element.getBoundingClientRect().top <= window.innerHeight) return
    setPhase("armed")
    const animation = loadDomAnimate()
    let stop = () => {}
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void animation.then((animate) => {
          // The spring starts from the armed look, so the element never flashes at full size first.
          const delay = (index % 3) * 0.07
          const controls = animate?.(
            element,
            // A transform string rather than framer's `scale`, so the browser runs it on the compositor.
            { opacity: [0, 1], transform: ["scale(0.82)", "scale(1)"] },
            { transform: { ...SPRING, delay }, opacity: { duration: 0.35, ease: "easeOut", delay } },
          )
          if (controls) stop = () => controls.stop()
          setPhase("shown")
        })
      },
      { threshold: 0.2 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      stop()
    }
  }, [index])

  const Tag = as
  return (
    <Tag
      ref={ref as React.Ref<HTMLDivElement & HTMLLIElement>}
      data-motion={phase === "static" ? "static" : "scale-in"}
      data-phase={phase}
      css={[armed, styles]}
    >
      {children}
    </Tag>
  )
}
