import { css, useTheme } from "@emotion/react"
import * as React from "react"
import Slider, { type Settings } from "react-slick"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"

/**
 * The spec's video carousel: autoplay every 3 s, infinite, no arrows or dots, 500 ms transition,
 * 3 slides by default and 4 / 3 / 2 / 1 up to 1800 / 1440 / 1024 / 768 px (react-slick's
 * breakpoints mean "up to this width"). Slides load on demand.
 */
export const carouselSettings = {
  lazyLoad: "ondemand",
  autoplay: true,
  autoplaySpeed: 3000,
  infinite: true,
  arrows: false,
  dots: false,
  speed: 500,
  slidesToShow: 3,
  slidesToScroll: 1,
  pauseOnHover: true,
  pauseOnFocus: true,
  responsive: [
    { breakpoint: 1800, settings: { slidesToShow: 4 } },
    { breakpoint: 1440, settings: { slidesToShow: 3 } },
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 768, settings: { slidesToShow: 1 } },
  ],
} as const satisfies Settings

type Responsive = { breakpoint: number; settings: { slidesToShow: number } }

/**
 * react-slick's breakpoint rule ("up to this width": the smallest breakpoint at or above the
 * viewport width wins, none means the default), resolved here because react-slick 0.31 only
 * applies breakpoints on a later resize, not on the first render (akiran/react-slick#2446).
 */
export function slidesToShowAt(width: number, fallback: number, responsive: readonly Responsive[]): number {
  const match = [...responsive].sort((a, b) => a.breakpoint - b.breakpoint).find((r) => width <= r.breakpoint)
  return match ? match.settings.slidesToShow : fallback
}

/** Slides to show for the current viewport; the default on the server and the first client render. */
function useSlidesToShow(): number {
  const [count, setCount] = React.useState<number>(carouselSettings.slidesToShow)
  React.useEffect(() => {
    const update = () => setCount(slidesToShowAt(window.innerWidth, carouselSettings.slidesToShow, carouselSettings.responsive))
    update()
    window.addEventListener("resize", update)
    return () => window.removeEventListener("resize", update)
  }, [])
  return count
}

type CarouselProps = {
  /** Accessible name of the carousel region, e.g. "Video carousel" (distinct from its section heading: landmark names must be unique) */
  label: string
  /** Holds autoplay (a video is playing in one of the slides). */
  paused?: boolean
  children: React.ReactNode
}

const FOCUSABLE = "a[href], button:not([disabled]), iframe, [tabindex]:not([tabindex='-1'])"

/**
 * The only react-slick import of the site. Adds what react-slick leaves out: slides it hides
 * (aria-hidden, including the infinite loop's clones) are made `inert` so no hidden control can be
 * focused; autoplay pauses while focus is anywhere inside (react-slick only listens on the slide
 * elements themselves), and stays off under prefers-reduced-motion.
 */
export function Carousel({ label, paused = false, children }: CarouselProps) {
  const theme = useTheme()
  const reducedMotion = usePrefersReducedMotion()
  const slidesToShow = useSlidesToShow()
  const slider = React.useRef<Slider>(null)
  const root = React.useRef<HTMLDivElement>(null)
  const focusWithin = React.useRef(false)
  const hadFocusBeforeChange = React.useRef(false)

  const syncHiddenSlides = React.useCallback(() => {
    const el = root.current
    if (!el) return
    el.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
      if (slide.getAttribute("aria-hidden") === "true") slide.setAttribute("inert", "")
      else slide.removeAttribute("inert")
    })
  }, [])

  // react-slick re-renders its slides (lazy loading, breakpoints, changes); keep `inert` in step.
  React.useEffect(() => {
    const el = root.current
    if (!el) return
    syncHiddenSlides()
    const observer = new MutationObserver(syncHiddenSlides)
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"], childList: true })
    return () => observer.disconnect()
  }, [syncHiddenSlides])

  const autoplayAllowed = !reducedMotion && !paused
  React.useEffect(() => {
    if (!autoplayAllowed) slider.current?.slickPause()
    else if (!focusWithin.current) slider.current?.slickPlay()
  }, [autoplayAllowed])

  const onFocus = () => {
    focusWithin.current = true
    slider.current?.slickPause()
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    focusWithin.current = false
    if (autoplayAllowed) slider.current?.slickPlay()
  }

  const { responsive: _breakpoints, ...base } = carouselSettings
  const settings: Settings = {
    ...base,
    slidesToShow,
    autoplay: !reducedMotion,
    speed: reducedMotion ? 0 : carouselSettings.speed,
    beforeChange: () => {
      hadFocusBeforeChange.current = Boolean(root.current?.contains(document.activeElement))
    },
    afterChange: () => {
      syncHiddenSlides()
      // Arrow keys can move the slide that holds focus out of view; keep focus on a visible slide.
      const el = root.current
      if (el && hadFocusBeforeChange.current && !el.contains(document.activeElement)) {
        el.querySelector<HTMLElement>(`.slick-active ${FOCUSABLE}`)?.focus()
      }
    },
  }

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      css={css`
        .slick-slider {
          position: relative;
          display: block;
          touch-action: pan-y;
          -webkit-tap-highlight-color: transparent;
        }
        .slick-list {
          position: relative;
          display: block;
          overflow: hidden;
          margin: 0 calc(${theme.space.gutter} * -0.5);
          padding: 0.5rem 0 1.25rem;
        }
        .slick-track {
          position: relative;
          top: 0;
          left: 0;
          display: flex;
          align-items: stretch;
        }
        .slick-slide {
          float: left;
          height: auto;
          min-height: 1px;
          padding-inline: calc(${theme.space.gutter} * 0.5);
          & > div {
            height: 100%;
          }
        }
      `}
    >
      <p className="visually-hidden">Autoplay pauses while the pointer or keyboard focus is on the carousel; the left and right arrow keys change slides.</p>
      <Slider ref={slider} {...settings}>
        {children}
      </Slider>
    </div>
  )
}
