import { css, useTheme } from "@emotion/react"
import * as React from "react"
import { useInView } from "../../hooks/use-in-view"
import { measure } from "../../styles/theme"
import { Carousel } from "../ui/carousel"
import { DisclosureChevron } from "../ui/chevron"
import { Container, Eyebrow, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import { IconBadge } from "../ui/icon-badge"

type VideoBase = {
  name: string
  description: string
  /** Site path of the poster under static/, shown by the slide and by <video poster> alike. */
  poster: string
  /** The text the video shows, line by line, for visitors who cannot see it. */
  transcript?: readonly string[]
}

/** One video of the section: our own MP4 (`src`) or a video on the agency's YouTube channel. */
export type VideoView = VideoBase & ({ src: string; youtubeId?: undefined } | { youtubeId: string; src?: undefined })

/** The page query's row as the section's view; the content check guarantees one of the two sources. */
export function toVideoView(
  video: Pick<Queries.HomeVideo, "name" | "description" | "src" | "youtubeId" | "poster" | "transcript">,
): VideoView[] {
  const base = {
    name: video.name,
    description: video.description,
    poster: video.poster,
    ...(video.transcript ? { transcript: video.transcript } : {}),
  }
  if (video.src) return [{ ...base, src: video.src }]
  if (video.youtubeId) return [{ ...base, youtubeId: video.youtubeId }]
  return []
}

/** The player URL, on YouTube's cookie-less domain, starting at once (the visitor asked for it). */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`

/** Where a visitor without scripts watches a YouTube video (no player is embedded for them). */
export const youtubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`

type VideoFacadeProps = {
  video: VideoView
  /** Told when this video starts and stops playing (the carousel holds still meanwhile). */
  onPlayingChange?: (playing: boolean) => void
}

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`

/**
 * Our own poster and a play button; the player loads only on a press, so the page does not pay
 * for six players nobody asked for. An MP4 of our own then plays inline in a <video> with the
 * browser's controls; a YouTube id gets YouTube's cookie-less player. The state is per instance:
 * the carousel's loop clones a slide, and only the copy that was pressed may play. A slide that
 * leaves the view pauses its video (the visitor can resume it where it stopped) or, for YouTube,
 * puts its player away, so no hidden video keeps talking. Without scripts, the slide holds a
 * <video controls> of the MP4 (or a link to the YouTube page) instead of the button.
 */
export function VideoFacade({ video, onPlayingChange }: VideoFacadeProps) {
  const theme = useTheme()
  const [open, setOpen] = React.useState(false)
  const [mediaPlaying, setMediaPlaying] = React.useState(false)
  const root = React.useRef<HTMLDivElement>(null)
  const frame = React.useRef<HTMLIFrameElement>(null)
  const media = React.useRef<HTMLVideoElement>(null)
  const notify = React.useRef(onPlayingChange)
  notify.current = onPlayingChange
  const ownFile = video.src !== undefined
  // YouTube's player tells us nothing, so an open iframe counts as playing until it is put away.
  const playing = ownFile ? mediaPlaying : open

  React.useEffect(() => {
    if (!playing) return
    notify.current?.(true)
    return () => notify.current?.(false)
  }, [playing])

  React.useEffect(() => {
    if (!open) return
    // Keep keyboard focus with the video once the button it was on has been replaced by the player.
    ;(media.current ?? frame.current)?.focus()
    const slide = root.current?.closest(".slick-slide")
    if (!slide) return
    const observer = new MutationObserver(() => {
      if (slide.getAttribute("aria-hidden") !== "true") return
      if (media.current) media.current.pause()
      else setOpen(false)
    })
    observer.observe(slide, { attributes: true, attributeFilter: ["aria-hidden"] })
    return () => observer.disconnect()
  }, [open])

  let player: React.ReactNode = null
  if (open && video.src !== undefined)
    player = (
      <video
        ref={media}
        src={video.src}
        poster={video.poster}
        aria-label={video.name}
        controls
        autoPlay
        playsInline
        preload="metadata"
        // Focusable in every browser, so focus can move to it from the button it replaces.
        tabIndex={0}
        onPlay={() => setMediaPlaying(true)}
        onPause={() => setMediaPlaying(false)}
        onEnded={() => setMediaPlaying(false)}
        css={[
          fill,
          css`
            background: ${theme.color.ink};
            object-fit: contain;
          `,
        ]}
      />
    )
  else if (open && video.youtubeId !== undefined)
    player = (
      <iframe
        ref={frame}
        src={youtubeEmbedUrl(video.youtubeId)}
        title={video.name}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        css={[
          fill,
          css`
            border: 0;
          `,
        ]}
      />
    )

  return (
    <div
      ref={root}
      css={css`
        position: relative;
        aspect-ratio: 16 / 9;
        border-radius: ${theme.radius.md};
        overflow: hidden;
        background: ${theme.color.inkSoft};
        .video-poster {
          display: block;
          object-fit: cover;
        }
        /* The box clips what lies outside it, so a player's focus ring is drawn inside. */
        video:focus-visible,
        iframe:focus-visible {
          outline-offset: -4px;
        }
        /* The no-script player (or link) takes the button's place: the button needs scripts. */
        .video-noscript {
          position: absolute;
          inset: 0;
          z-index: 1;
          width: 100%;
          height: 100%;
          background: ${theme.color.ink};
        }
        a.video-noscript {
          display: flex;
          align-items: flex-end;
          padding: 1rem;
          background: linear-gradient(180deg, ${theme.scrim.clear} 40%, ${theme.scrim.medium} 100%);
          color: ${theme.color.paper};
          font-weight: 600;
        }
        @media (scripting: none) {
          .video-play {
            display: none;
          }
        }
      `}
    >
      {player ?? (
        <>
          <img className="video-poster" src={video.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" css={fill} />
          <button
            type="button"
            className="video-play"
            onClick={() => setOpen(true)}
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
              background: linear-gradient(180deg, ${theme.scrim.clear} 40%, ${theme.scrim.soft} 100%);
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
            <IconBadge
              size="xxl"
              className="play"
              css={css`
                box-shadow: ${theme.shadow.raised};
              `}
            >
              <Icon name="play" size={24} />
            </IconBadge>
          </button>
          {/* Parsed only where scripts are off; React never hydrates what is inside. */}
          <noscript>
            {video.src !== undefined ? (
              <video
                className="video-noscript"
                src={video.src}
                poster={video.poster}
                aria-label={video.name}
                controls
                playsInline
                preload="none"
              />
            ) : (
              <a className="video-noscript" href={youtubeWatchUrl(video.youtubeId)}>
                Watch on YouTube: {video.name}
              </a>
            )}
          </noscript>
        </>
      )}
    </div>
  )
}

/**
 * The text a video shows, behind a native disclosure (it opens without scripts too). Our clips are
 * silent motion graphics whose every word is on screen, so this is their full alternative.
 */
export function VideoTranscript({ lines }: { lines: readonly string[] }) {
  const theme = useTheme()
  return (
    <details
      css={css`
        margin-top: 0.75rem;
        font-size: 0.95rem;
        summary {
          display: inline-flex;
          align-items: center;
          gap: 0.4rem;
          min-height: 2.75rem;
          color: ${theme.color.paper};
          font-weight: 600;
          cursor: pointer;
          list-style: none;
          &::-webkit-details-marker {
            display: none;
          }
          &:hover {
            color: ${theme.color.accent};
          }
        }
        ul {
          margin: 0.25rem 0 0;
          padding-left: 1.1rem;
          color: ${theme.color.textOnDark};
          line-height: 1.55;
        }
        li::marker {
          color: ${theme.color.accent};
        }
      `}
    >
      <summary>
        Read the video&apos;s text
        <DisclosureChevron size={16} />
      </summary>
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  )
}

type HomeVideosProps = { videos: readonly VideoView[] }

/** 'Our Videos': the promo and five service overviews in the site's one carousel. */
export function HomeVideos({ videos }: HomeVideosProps) {
  const theme = useTheme()
  // How many videos are playing; the carousel holds still while any is, and while off screen.
  const [players, setPlayers] = React.useState(0)
  const onPlayingChange = React.useCallback((playing: boolean) => setPlayers((n) => Math.max(0, n + (playing ? 1 : -1))), [])
  const section = React.useRef<HTMLElement>(null)
  const inView = useInView(section)
  return (
    <Section
      tone="ink"
      ref={section}
      aria-labelledby="home-videos-title"
      css={css`
        color: ${theme.color.textOnDark};
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
            <h2
              id="home-videos-title"
              css={css`
                margin: 0;
                color: ${theme.color.paper};
              `}
            >
              Our Videos
            </h2>
          </div>
          <p
            css={css`
              max-width: ${measure(44)};
              margin: 0;
              color: ${theme.color.textOnDark};
            `}
          >
            A short look at our studio and how each of our services works, from first brief to measured results.
          </p>
        </div>
        <Carousel label="Video carousel" paused={players > 0 || !inView}>
          {videos.map((video) => (
            <article
              key={video.src ?? video.youtubeId}
              css={css`
                height: 100%;
              `}
            >
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
              <p
                css={css`
                  margin: 0;
                  font-size: 0.95rem;
                  line-height: 1.55;
                  color: ${theme.color.mutedOnDark};
                `}
              >
                {video.description}
              </p>
              {video.transcript && <VideoTranscript lines={video.transcript} />}
            </article>
          ))}
        </Carousel>
      </Container>
    </Section>
  )
}
