import { css, useTheme } from "@emotion/react"
import type { AnimationOptions } from "framer-motion/dom"
import * as React from "react"
import { useBannerIntro } from "../../hooks/use-banner-intro"
import { useDeferredVideo } from "../../hooks/use-deferred-video"
import { mq } from "../../styles/theme"
import { loadCompositorAnimate } from "../../utils/motion"
import { ButtonLink } from "../ui/button"
import { Container } from "../ui/container"
import { HIGH_FETCH_PRIORITY } from "../ui/picture"
import { Icon } from "../ui/icon"

/** Files in static/media, made by scripts/ (the poster is the page's largest paint). */
export const BANNER_MEDIA = {
  video: "/media/banner.mp4",
  poster: "/media/banner-poster.webp",
  posterSrcSet: "/media/banner-poster-720.webp 720w, /media/banner-poster.webp 1080w",
  sizes: "100vw",
  width: 1080,
  height: 608,
} as const

/** Preload of the poster for the page's Head: found by the preload scanner before any CSS. */
export function BannerPosterPreload() {
  return (
    <link
      rel="preload"
      as="image"
      href={BANNER_MEDIA.poster}
      imageSrcSet={BANNER_MEDIA.posterSrcSet}
      imageSizes={BANNER_MEDIA.sizes}
      type="image/webp"
      {...HIGH_FETCH_PRIORITY}
    />
  )
}

// The spec's intro: the box moves up over 1.6 s; it scales up over 0.8 s after a 0.8 s delay. One
// transform track with a keyframe at 0.8 s, so that framer-motion hands it to the browser's
// compositor (Web Animations) instead of driving it frame by frame on the main thread. By 0.8 s the
// rise, a strong ease-out, has covered 96 % of its way (the remaining 1.3 % finishes with the scale).
const INTRO_KEYFRAMES = { transform: ["translateY(34%) scale(0.4)", "translateY(1.3%) scale(0.4)", "translateY(0%) scale(1)"] }
const INTRO_TIMING: AnimationOptions = {
  duration: 1.6,
  times: [0, 0.5, 1],
  ease: [
    [0.22, 1, 0.36, 1],
    [0.65, 0, 0.35, 1],
  ],
}

/** play() returns a promise in current browsers (rejected when autoplay is refused); older ones return nothing. */
function tryPlay(el: HTMLVideoElement): void {
  const result = el.play() as Promise<void> | undefined
  result?.catch(() => {
    // Autoplay refused (power saving, policy): the poster stays, which is fine.
  })
}

type HomeBannerProps = {
  headline: string
  tagline: string
}

export function HomeBanner({ headline, tagline }: HomeBannerProps) {
  const theme = useTheme()
  const { playing } = useBannerIntro()
  const videoBox = React.useRef<HTMLDivElement>(null)

  // The intro runs only if framer-motion arrives while it is due (the spec's 1.8 s loading time);
  // otherwise the banner simply stays as the server drew it.
  // Once the intro is no longer due, a run still going jumps to its end: the box always fills the screen.
  React.useEffect(() => {
    if (!playing) return
    let finish = () => {}
    let cancelled = false
    void loadCompositorAnimate().then((animate) => {
      const box = videoBox.current
      if (cancelled || !animate || !box) return
      const controls = animate(box, INTRO_KEYFRAMES, INTRO_TIMING)
      finish = () => controls.complete()
    })
    return () => {
      cancelled = true
      finish()
    }
  }, [playing])
  const videoAllowed = useDeferredVideo()
  const video = React.useRef<HTMLVideoElement>(null)
  const [videoPlaying, setVideoPlaying] = React.useState(false)
  const [userPaused, setUserPaused] = React.useState(false)

  // React does not reliably apply `muted` to server-rendered <video>; browsers only autoplay muted video.
  React.useEffect(() => {
    const el = video.current
    if (!el || !videoAllowed) return
    el.muted = true
    tryPlay(el)
  }, [videoAllowed])

  const toggleVideo = () => {
    const el = video.current
    if (!el) return
    if (userPaused) {
      setUserPaused(false)
      tryPlay(el)
    } else {
      setUserPaused(true)
      el.pause()
    }
  }

  return (
    <section
      aria-labelledby="home-banner-title"
      css={css`
        position: relative;
        isolation: isolate;
        min-height: 100vh;
        min-height: 100svh;
        display: flex;
        align-items: flex-end;
        overflow: hidden;
        background: ${theme.color.ink};
        color: ${theme.color.paper};
      `}
    >
      <div
        ref={videoBox}
        data-testid="banner-video-box"
        data-intro={playing ? "playing" : "done"}
        css={css`
          position: absolute;
          inset: 0;
          z-index: -1;
          overflow: hidden;
          background: ${theme.color.inkSoft};
          transform-origin: 50% 50%;
          /* The corners are rounded for the intro only and square again once the box fills the screen. */
          &[data-intro="playing"] {
            border-radius: ${theme.radius.lg};
          }
          img,
          video {
            position: absolute;
            inset: 0;
            width: 100%;
            height: 100%;
            max-width: none;
            object-fit: cover;
          }
          &::after {
            content: "";
            position: absolute;
            inset: 0;
            background:
              linear-gradient(
                180deg,
                ${theme.scrim.medium} 0%,
                ${theme.scrim.faint} 32%,
                ${theme.scrim.soft} 58%,
                ${theme.scrim.deep} 100%
              ),
              linear-gradient(90deg, ${theme.scrim.medium} 0%, ${theme.scrim.clear} 70%);
          }
        `}
      >
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
        <video
          ref={video}
          data-testid="banner-video"
          src={videoAllowed ? BANNER_MEDIA.video : undefined}
          muted
          loop
          playsInline
          autoPlay
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setVideoPlaying(true)}
          onPause={() => setVideoPlaying(false)}
          data-shown={videoPlaying || userPaused}
          css={css`
            opacity: 0;
            transition: opacity 0.6s ease;
            &[data-shown="true"] {
              opacity: 1;
            }
          `}
        />
      </div>

      <Container
        css={css`
          position: relative;
          padding-top: calc(${theme.headerHeight} + 3rem);
          /* clears the floating WhatsApp button and the video control on phones */
          padding-bottom: 6.5rem;
          ${mq.lg} {
            padding-bottom: clamp(4rem, 11vh, 7rem);
          }
        `}
      >
        <p
          css={css`
            display: inline-flex;
            align-items: center;
            gap: 0.6rem;
            margin: 0 0 1.25rem;
            font-size: 0.8rem;
            font-weight: 700;
            letter-spacing: 0.16em;
            text-transform: uppercase;
            color: ${theme.color.paper};
            &::before {
              content: "";
              width: 2rem;
              height: 2px;
              background: ${theme.color.accent};
            }
          `}
        >
          Digital marketing · Web · PR
        </p>
        <h1
          id="home-banner-title"
          css={css`
            /* em, not ch: ch follows the font and would rewrap the headline when the web font arrives */
            max-width: 11.5em;
            margin: 0 0 1.25rem;
            color: ${theme.color.paper};
            font-size: ${theme.fontSize.hero};
            line-height: 1.04;
            letter-spacing: -0.035em;
            text-wrap: balance;
          `}
        >
          {headline}
        </h1>
        <p
          css={css`
            max-width: 25em;
            margin: 0;
            font-size: ${theme.fontSize.lead};
            line-height: 1.5;
            color: ${theme.color.textOnImage};
          `}
        >
          {tagline}
        </p>
        <div
          css={css`
            display: none;
            margin-top: 2.25rem;
            ${mq.lg} {
              display: flex;
            }
          `}
        >
          <ButtonLink to="/services">
            Our solutions
            <Icon name="arrow" size={18} />
          </ButtonLink>
        </div>
      </Container>

      {/* In the server HTML too, hidden until the video may play: its style is then in the page's
          CSS, rather than compiled and inserted (restyling the page) as the video starts. */}
      <button
        type="button"
        hidden={!videoAllowed}
        onClick={toggleVideo}
        aria-label={userPaused ? "Play background video" : "Pause background video"}
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
        <Icon name={userPaused ? "play" : "pause"} size={16} />
      </button>
    </section>
  )
}
