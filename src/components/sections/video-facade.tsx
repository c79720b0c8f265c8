/** The poster and play button of one video, which load its player (our own MP4 or YouTube's) on a press. */
import { css } from "@emotion/react"
import * as React from "react"
import { Icon } from "../ui/icon"
import { IconBadge } from "../ui/icon-badge"
import { type VideoView, youtubeEmbedUrl, youtubeWatchUrl } from "./video-view"
import * as icons from "../ui/icons"
import { theme } from "../../styles/theme"

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
              [data-part="play"] {
                transition: transform ${theme.motion.fast} ease;
              }
              &:hover [data-part="play"],
              &:focus-visible [data-part="play"] {
                transform: scale(1.08);
              }
            `}
          >
            <IconBadge
              size="xxl"
              data-part="play"
              styles={css`
                box-shadow: ${theme.shadow.raised};
              `}
            >
              <Icon shape={icons.play} size={24} />
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
