import { css } from "@emotion/react"
import * as React from "react"
import { useBannerIntro } from "../../hooks/use-banner-intro"
import { useDeferredVideo } from "../../hooks/use-deferred-video"
import { mq, theme } from "../../styles/theme"
import { loadCompositorAnimate } from "../../utils/motion"
import { ButtonLink } from "../ui/button"
import { Container } from "../ui/container"
import { Icon } from "../ui/icon"
import { BANNER_MEDIA, BannerPoster, BannerVideoToggle, INTRO_KEYFRAMES, INTRO_TIMING, tryPlay } from "./home-banner-media"
import * as icons from "../ui/icons"

type HomeBannerProps = {
  headline: string
  tagline: string
}

export function HomeBanner({ headline, tagline }: HomeBannerProps) {
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

  // The <video> exists only once it may play: created with its <source> children, it picks the
  // phone or full-size encode itself. In the server HTML it would cost the first paint the browser's
  // media style sheet, half of the first style pass. Browsers only autoplay muted video.
  React.useEffect(() => {
    const el = video.current
    if (!el) return
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
          /* In the server CSS, not inserted when the video arrives; shown from its first frame. */
          video {
            opacity: 0;
            transition: opacity 0.6s ease;
          }
          video[data-shown="true"] {
            opacity: 1;
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
        <BannerPoster />
        {videoAllowed && (
          <video
            ref={video}
            data-testid="banner-video"
            muted
            loop
            playsInline
            autoPlay
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setVideoPlaying(true)}
            onPause={() => setVideoPlaying(false)}
            data-shown={videoPlaying || userPaused}
          >
            <source media={BANNER_MEDIA.phoneVideoMedia} src={BANNER_MEDIA.phoneVideo} type="video/mp4" />
            <source src={BANNER_MEDIA.video} type="video/mp4" />
          </video>
        )}
      </div>

      <Container
        styles={css`
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
            <Icon shape={icons.arrow} size={18} />
          </ButtonLink>
        </div>
      </Container>

      {/* In the server HTML too, hidden until the video may play: its style is then in the page's
          CSS, rather than compiled and inserted (restyling the page) as the video starts. */}
      <BannerVideoToggle hidden={!videoAllowed} paused={userPaused} onToggle={toggleVideo} />
    </section>
  )
}
