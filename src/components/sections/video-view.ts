/** A video of the home page's video section as the section shows it, and the YouTube addresses it uses. */

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
