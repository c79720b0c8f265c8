import { css, useTheme } from "@emotion/react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"
import { useInView } from "../../hooks/use-in-view"
import { Carousel } from "../ui/carousel"
import { Container, Eyebrow } from "../ui/container"

export type VideoView = {
  name: string
  description: string
  youtubeId: string
  poster: IGatsbyImageData | null
}

/** The player URL, on YouTube's cookie-less domain, starting at once (the visitor asked for it). */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`

type VideoFacadeProps = {
  video: VideoView
  /** Told when this player starts and when it is put away (the carousel holds still meanwhile). */
  onPlayingChange?: (playing: boolean) => void
}

/**
 * Our own poster and a play button; YouTube's player (and its requests) load only on click,
 * so the page does not pay for six iframes nobody asked for. The state is per instance: the
 * carousel's loop clones a slide, and only the copy that was clicked may play. A player whose
 * slide leaves the view is put away again, so no hidden video keeps talking.
 */
export function VideoFacade({ video, onPlayingChange }: VideoFacadeProps) {
  const theme = useTheme()
  const [playing, setPlaying] = React.useState(false)
  const root = React.useRef<HTMLDivElement>(null)
  const frame = React.useRef<HTMLIFrameElement>(null)
  const notify = React.useRef(onPlayingChange)
  notify.current = onPlayingChange

  React.useEffect(() => {
    if (!playing) return
    // Keep keyboard focus with the video once the button it was on has been replaced by the player.
    frame.current?.focus()
    notify.current?.(true)
    const slide = root.current?.closest(".slick-slide")
    const observer = slide
      ? new MutationObserver(() => {
          if (slide.getAttribute("aria-hidden") === "true") setPlaying(false)
        })
      : null
    if (slide) observer?.observe(slide, { attributes: true, attributeFilter: ["aria-hidden"] })
    return () => {
      observer?.disconnect()
      notify.current?.(false)
    }
  }, [playing])

  return (
    <div
      ref={root}
      css={css`
        position: relative;
        aspect-ratio: 16 / 9;
        border-radius: ${theme.radius.md};
        overflow: hidden;
        background: ${theme.color.inkSoft};
        .gatsby-image-wrapper {
          width: 100%;
          height: 100%;
        }
      `}
    >
      {playing ? (
        <iframe
          ref={frame}
          src={youtubeEmbedUrl(video.youtubeId)}
          title={video.name}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          css={css`
            position: absolute;
            inset: 0;
            width: 100%;
            height: 100%;
            border: 0;
          `}
        />
      ) : (
        <>
          {video.poster && <GatsbyImage image={video.poster} alt="" />}
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${video.name}`}
            css={css`
              position: absolute;
              inset: 0;
              display: flex;
              align-items: center;
              justify-content: center;
              width: 100%;
              border: 0;
              padding: 0;
              background: linear-gradient(180deg, rgba(11, 11, 11, 0) 40%, rgba(11, 11, 11, 0.45) 100%);
              cursor: pointer;
              &:focus-visible {
                outline-offset: -6px;
                outline-color: ${theme.color.paper};
              }
              .play {
                transition: transform ${theme.motion.fast} ease;
              }
              &:hover .play,
              &:focus-visible .play {
                transform: scale(1.08);
              }
            `}
          >
            <span
              className="play"
              aria-hidden="true"
              css={css`
                display: inline-flex;
                align-items: center;
                justify-content: center;
                width: 4.25rem;
                height: 4.25rem;
                border-radius: ${theme.radius.pill};
                background: ${theme.color.accent};
                color: ${theme.color.ink};
                box-shadow: 0 10px 30px rgba(11, 11, 11, 0.35);
              `}
            >
              <svg width="24" height="24" viewBox="0 0 24 24">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
          </button>
        </>
      )}
    </div>
  )
}

type HomeVideosProps = { videos: readonly VideoView[] }

/** 'Our Videos': the promo and five service overviews in the site's one carousel. */
export function HomeVideos({ videos }: HomeVideosProps) {
  const theme = useTheme()
  // How many players are open; the carousel holds still while any is, and while off screen.
  const [players, setPlayers] = React.useState(0)
  const onPlayingChange = React.useCallback((playing: boolean) => setPlayers((n) => Math.max(0, n + (playing ? 1 : -1))), [])
  const section = React.useRef<HTMLElement>(null)
  const inView = useInView(section)
  return (
    <section
      ref={section}
      aria-labelledby="home-videos-title"
      css={css`
        padding-block: ${theme.space.section};
        background: ${theme.color.ink};
        color: #d6d3d1;
        overflow: hidden;
      `}
    >
      <Container>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: flex-end;
            justify-content: space-between;
            gap: 1rem 3rem;
            margin-bottom: clamp(2rem, 4vw, 3rem);
          `}
        >
          <div>
            <Eyebrow onDark>Watch</Eyebrow>
            <h2 id="home-videos-title" css={css`margin: 0; color: ${theme.color.paper};`}>
              Our Videos
            </h2>
          </div>
          <p css={css`max-width: 44ch; margin: 0; color: #d6d3d1;`}>
            A short look at our studio and how each of our services works, from first brief to measured results.
          </p>
        </div>
        <Carousel label="Video carousel" paused={players > 0 || !inView}>
          {videos.map((video) => (
            <article key={video.youtubeId} css={css`height: 100%;`}>
              <VideoFacade video={video} onPlayingChange={onPlayingChange} />
              <h3
                css={css`
                  margin: 1.1rem 0 0.4rem;
                  font-size: 1.15rem;
                  color: ${theme.color.paper};
                `}
              >
                {video.name}
              </h3>
              <p css={css`margin: 0; font-size: 0.95rem; line-height: 1.55; color: #a8a29e;`}>{video.description}</p>
            </article>
          ))}
        </Carousel>
      </Container>
    </section>
  )
}
