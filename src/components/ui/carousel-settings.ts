/** The video carousel's settings, and the pure rules that turn its breakpoints into a slide count and into CSS. */
import type { Settings } from "react-slick"

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

/**
 * The preview's slide width per viewport as CSS, in react-slick's "up to" order: the default
 * first, then each breakpoint from the widest down, so the smallest matching one wins. The row
 * shows as many slides as react-slick will; the others wait beside them, a scroll away.
 */
export function previewMediaRules(slideSelector: string, fallback: number, responsive: readonly Responsive[]): string {
  const rule = (count: number) => `${slideSelector} { flex-basis: ${100 / count}%; }`
  return [
    rule(fallback),
    ...[...responsive]
      .sort((a, b) => b.breakpoint - a.breakpoint)
      .map((r) => `@media (max-width: ${r.breakpoint}px) { ${rule(r.settings.slidesToShow)} }`),
  ].join("\n")
}
