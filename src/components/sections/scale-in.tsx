import { LazyMotion, m, useReducedMotion } from "framer-motion"
import * as React from "react"

type ScaleInProps = {
  children: React.ReactNode
  /** The element rendered: "li" inside lists */
  as?: "div" | "li"
  /** Position in its list: neighbours start a little later, so a row springs in one after another */
  index?: number
  className?: string
}

const loadFeatures = () => import("../../styles/motion-features").then((module) => module.default)

const hidden = { opacity: 0, scale: 0.82 }
const shown = { opacity: 1, scale: 1 }

/**
 * Springs its content in the first time it scrolls into view. Only for content that starts below
 * the first screen: server-rendered HTML is always fully visible (no JavaScript, no hidden text),
 * and after hydration an element already on screen is left alone. Nothing moves under reduced motion.
 */
export function ScaleIn({ children, as = "div", index = 0, className }: ScaleInProps) {
  const reduceMotion = useReducedMotion()
  const ref = React.useRef<HTMLElement>(null)
  const [armed, setArmed] = React.useState(false)

  React.useEffect(() => {
    if (reduceMotion || !ref.current) return
    if (ref.current.getBoundingClientRect().top > window.innerHeight) setArmed(true)
  }, [reduceMotion])

  if (!armed || reduceMotion) {
    const Static = as
    return (
      <Static ref={ref as React.Ref<HTMLDivElement & HTMLLIElement>} className={className} data-motion="static">
        {children}
      </Static>
    )
  }
  const Animated = as === "li" ? m.li : m.div
  return (
    <LazyMotion features={loadFeatures} strict>
      <Animated
        className={className}
        data-motion="scale-in"
        initial={hidden}
        whileInView={shown}
        viewport={{ once: true, amount: 0.2 }}
        transition={{ type: "spring", stiffness: 210, damping: 20, mass: 0.9, delay: (index % 3) * 0.07 }}
      >
        {children}
      </Animated>
    </LazyMotion>
  )
}
