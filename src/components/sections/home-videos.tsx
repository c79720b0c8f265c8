import { css } from "@emotion/react"
import * as React from "react"
import { useInView } from "../../hooks/use-in-view"
import { measure, theme } from "../../styles/theme"
import { Carousel } from "../ui/carousel"
import { Container, Section } from "../ui/container"
import { SectionHeader } from "../ui/section-header"
import { VideoFacade } from "./video-facade"
import { VideoTranscript } from "./video-transcript"
import type { VideoView } from "./video-view"

type HomeVideosProps = { videos: readonly VideoView[] }

/** 'Our Videos': the promo and five service overviews in the site's one carousel. */
export function HomeVideos({ videos }: HomeVideosProps) {
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
      styles={css`
        color: ${theme.color.textOnDark};
        overflow: hidden;
      `}
    >
      <Container>
        <SectionHeader
          eyebrow="Watch"
          title="Our Videos"
          titleId="home-videos-title"
          tone="dark"
          aside={
            <p
              css={css`
                max-width: ${measure(44)};
                margin: 0;
                color: ${theme.color.textOnDark};
              `}
            >
              A short look at our studio and how each of our services works, from first brief to measured results.
            </p>
          }
        />
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
