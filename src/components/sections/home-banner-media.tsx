/**
 * The home banner's background media: its files and the poster's preload, the intro animation of
 * the box that holds them, starting the video, and the button that pauses and resumes it.
 */
import { css } from "@emotion/react"
import * as React from "react"
import type { AnimationOptions } from "framer-motion/dom"
import { HIGH_FETCH_PRIORITY } from "../ui/picture"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"
import { breakpoints, theme } from "../../styles/theme"

/**
 * Files in static/media, made by scripts/ (the poster is the page's largest paint). Below the md
 * breakpoint (phones) the video is the 640x360 encode, a fifth of the full size's bytes.
 *
 * The banner covers the screen (object-fit: cover), so on a screen narrower than 9:16, a phone
 * held upright, only the middle of the 16:9 frame shows, at its full height. There the poster is
 * that middle alone, 342x608: the pixels the 1080 px poster shows on such a screen, in a third of
 * its area, which a phone decodes before it shows the first screen (20 ms instead of 88 ms on a
 * slow one, docs/performance.md#images), and a sixth of its bytes. The video, cropped the same
 * way, replaces it unmoved.
 */
export const BANNER_MEDIA = {
  video: "/media/banner.mp4",
  phoneVideo: "/media/banner-640.mp4",
  phoneVideoMedia: `(max-width: ${breakpoints.md - 1}px)`,
  poster: "/media/banner-poster.webp",
  posterSrcSet: "/media/banner-poster-720.webp 720w, /media/banner-poster.webp 1080w",
  sizes: "100vw",
  width: 1080,
  height: 608,
  portraitPoster: "/media/banner-poster-portrait.webp",
  portraitMedia: "(max-aspect-ratio: 9/16)",
  portraitWidth: 342,
} as const

/**
 * Preloads of the poster for the page's Head, found by the preload scanner before any CSS: one per
 * kind of screen, so that each fetches only the file its <picture> then shows.
 */
export function BannerPosterPreload() {
  return (
    <>
      <link
        rel="preload"
        as="image"
        href={BANNER_MEDIA.portraitPoster}
        media={BANNER_MEDIA.portraitMedia}
        type="image/webp"
        {...HIGH_FETCH_PRIORITY}
      />
      <link
        rel="preload"
        as="image"
        href={BANNER_MEDIA.poster}
        imageSrcSet={BANNER_MEDIA.posterSrcSet}
        imageSizes={BANNER_MEDIA.sizes}
        media={`not all and ${BANNER_MEDIA.portraitMedia}`}
        type="image/webp"
        {...HIGH_FETCH_PRIORITY}
      />
    </>
  )
}

/** The poster: the whole frame, or its middle on a screen held upright (BANNER_MEDIA). */
export function BannerPoster() {
  return (
    <picture>
      <source
        media={BANNER_MEDIA.portraitMedia}
        srcSet={`${BANNER_MEDIA.portraitPoster} ${BANNER_MEDIA.portraitWidth}w`}
        sizes={BANNER_MEDIA.sizes}
        width={BANNER_MEDIA.portraitWidth}
        height={BANNER_MEDIA.height}
        type="image/webp"
      />
      <img
        src={BANNER_MEDIA.poster}
        srcSet={BANNER_MEDIA.posterSrcSet}
        sizes={BANNER_MEDIA.sizes}
        width={BANNER_MEDIA.width}
        height={BANNER_MEDIA.height}
        alt=""
        loading="eager"
        {...HIGH_FETCH_PRIORITY}
      />
    </picture>
  )
}

// The spec's intro: the box moves up over 1.6 s; it scales up over 0.8 s after a 0.8 s delay. One
// transform track with a keyframe at 0.8 s, so that framer-motion hands it to the browser's
// compositor (Web Animations) instead of driving it frame by frame on the main thread. By 0.8 s the
// rise, a strong ease-out, has covered 96 % of its way (the remaining 1.3 % finishes with the scale).
export const INTRO_KEYFRAMES = { transform: ["translateY(34%) scale(0.4)", "translateY(1.3%) scale(0.4)", "translateY(0%) scale(1)"] }
export const INTRO_TIMING: AnimationOptions = {
  duration: 1.6,
  times: [0, 0.5, 1],
  ease: [
    [0.22, 1, 0.36, 1],
    [0.65, 0, 0.35, 1],
  ],
}

/** play() returns a promise in current browsers (rejected when autoplay is refused); older ones return nothing. */
export function tryPlay(el: HTMLVideoElement): void {
  const result = el.play() as Promise<void> | undefined
  result?.catch(() => {
    // Autoplay refused (power saving, policy): the poster stays, which is fine.
  })
}

type BannerVideoToggleProps = {
  /** Until the background video may play. */
  hidden: boolean
  /** The visitor has paused the video: the button offers to play it again. */
  paused: boolean
  onToggle: () => void
}

/** The background video's pause / play button, in the banner's bottom-right corner. */
export function BannerVideoToggle({ hidden, paused, onToggle }: BannerVideoToggleProps) {
  return (
    <button
      type="button"
      hidden={hidden}
      onClick={onToggle}
      aria-label={paused ? "Play background video" : "Pause background video"}
      css={css`
        position: absolute;
        right: ${theme.space.gutter};
        bottom: clamp(1.25rem, 4vh, 2.25rem);
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 44px;
        height: 44px;
        border-radius: ${theme.radius.pill};
        border: 1px solid ${theme.color.lineOnImage};
        background: ${theme.scrim.medium};
        color: ${theme.color.paper};
        cursor: pointer;
        transition: background-color ${theme.motion.fast} ease;
        &:hover {
          background: ${theme.scrim.strong};
        }
        &:focus-visible {
          outline-color: ${theme.color.paper};
        }
        &[hidden] {
          display: none;
        }
      `}
    >
      <Icon shape={paused ? icons.play : icons.pause} size={16} />
    </button>
  )
}
