import { css } from "@emotion/react"
import * as React from "react"
import type Slider from "react-slick"
import type { Settings } from "react-slick"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { carouselSettings, previewMediaRules, slidesToShowAt } from "./carousel-settings"
import { theme } from "../../styles/theme"

/**
 * react-slick (with its resize-observer polyfill, two thirds of the home page chunk) is loaded
 * only once the carousel itself renders in the browser, which happens as its section comes near
 * the viewport. Null on the server and the first client render, so hydration sees the preview.
 */
function useSliderComponent(): typeof Slider | null {
  const [component, setComponent] = React.useState<typeof Slider | null>(null)
  React.useEffect(() => {
    let live = true
    import(/* webpackChunkName: "react-slick" */ "react-slick").then(
      (module) => live && setComponent(() => module.default),
      // Without the carousel the preview stays: the first slides, every play button working.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return component
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

const PREVIEW_SLIDE = ".carousel-preview-slide"
const FOCUSABLE = "a[href], button:not([disabled]), summary, iframe, video[controls], [tabindex]:not([tabindex='-1'])"

/**
 * The only react-slick import of the site. Until react-slick has loaded, the slides stand in a row
 * that shows the number react-slick will show at this width, where it will show them, and scrolls
 * sideways to the others (server HTML with every slide's content, instead of react-slick's empty
 * on-demand slides; without scripts the row is the carousel). Adds what
 * react-slick leaves out: slides it hides
 * (aria-hidden, including the infinite loop's clones) are made `inert` so no hidden control can be
 * focused; autoplay pauses while focus is anywhere inside (react-slick only listens on the slide
 * elements themselves), and stays off under prefers-reduced-motion.
 */
export function Carousel({ label, paused = false, children }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion()
  const slidesToShow = useSlidesToShow()
  const loadedSlider = useSliderComponent()
  const slider = React.useRef<Slider>(null)
  const root = React.useRef<HTMLDivElement>(null)
  const focusWithin = React.useRef(false)
  const [hasFocus, setHasFocus] = React.useState(false)
  // The preview gives way to react-slick once it has loaded, but never while the visitor is using
  // it: not under their focus (a video started in the preview, whose player takes focus, is not torn
  // down by the swap), nor while a disclosure they opened in it (a video's text) is open, also one
  // opened before the page hydrated. react-slick's slides would start closed.
  const [SliderComponent, setSliderComponent] = React.useState<typeof Slider | null>(null)
  const [openInPreview, setOpenInPreview] = React.useState(false)
  React.useEffect(() => {
    const el = root.current
    if (!el || SliderComponent) return
    const sync = () => setOpenInPreview(el.querySelector(`${PREVIEW_SLIDE} details[open]`) !== null)
    sync()
    // "toggle" does not bubble: listen in the capture phase.
    el.addEventListener("toggle", sync, true)
    return () => el.removeEventListener("toggle", sync, true)
  }, [SliderComponent])
  React.useEffect(() => {
    if (loadedSlider && !hasFocus && !openInPreview) setSliderComponent(() => loadedSlider)
  }, [loadedSlider, hasFocus, openInPreview])
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
  }, [autoplayAllowed, SliderComponent])

  const onFocus = () => {
    focusWithin.current = true
    setHasFocus(true)
    slider.current?.slickPause()
  }
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    focusWithin.current = false
    setHasFocus(false)
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
        .slick-list,
        .carousel-preview {
          position: relative;
          display: block;
          overflow: hidden;
          margin: 0 calc(${theme.space.gutter} * -0.5);
          padding: 0.5rem 0 1.25rem;
        }
        .slick-track,
        .carousel-preview-track {
          position: relative;
          top: 0;
          left: 0;
          display: flex;
          align-items: stretch;
        }
        .slick-slide,
        ${PREVIEW_SLIDE} {
          float: left;
          height: auto;
          min-height: 1px;
          padding-inline: calc(${theme.space.gutter} * 0.5);
          & > div {
            height: 100%;
          }
        }
        /* Until react-slick takes over (and for good without scripts) the row scrolls sideways, one
           slide at a time; its scrollbar shows only where no script will replace the row. */
        .carousel-preview {
          overflow-x: auto;
          overscroll-behavior-x: contain;
          scroll-snap-type: x mandatory;
          scrollbar-width: none;
          @media (scripting: none) {
            scrollbar-width: thin;
          }
        }
        ${PREVIEW_SLIDE} {
          flex-shrink: 0;
          scroll-snap-align: start;
        }
        ${previewMediaRules(PREVIEW_SLIDE, carouselSettings.slidesToShow, carouselSettings.responsive)}
      `}
    >
      <p className="visually-hidden">
        Autoplay pauses while the pointer or keyboard focus is on the carousel; the left and right arrow keys change slides.
      </p>
      {SliderComponent ? (
        <SliderComponent ref={slider} {...settings}>
          {children}
        </SliderComponent>
      ) : (
        <div className="carousel-preview">
          <div className="carousel-preview-track">
            {React.Children.map(children, (child) => (
              <div className={PREVIEW_SLIDE.slice(1)}>{child}</div>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
