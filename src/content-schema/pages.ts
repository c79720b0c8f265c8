/** Zod schemas of the home page's lists, the services and about pages, and the MDX frontmatter. */
import { z } from "zod/v4"
import {
  besideImage,
  checkWhole,
  imagePath,
  imagesIn,
  isoDate,
  matching,
  named,
  nonEmpty,
  sitePath as path,
  staticFile,
  twoDigits,
} from "./fields"

export const homeServicesListSchema = z
  .object({
    rows: z.array(z.object({ number: twoDigits, title: nonEmpty, link: path }).strict()).length(10, "must have the ten rows of the spec"),
  })
  .strict()

export const homeProcessSchema = z
  .object({
    steps: z
      .array(z.object({ key: nonEmpty, title: nonEmpty, description: nonEmpty, image: imagesIn("home", imagePath) }).strict())
      .length(6, "must have the six steps of the spec"),
  })
  .strict()

/**
 * A video plays from one of two sources, never both: `src`, our own H.264 MP4 under static/
 * (played inline in a <video>), or `youtubeId`, a video on the agency's YouTube channel (the
 * youtube-nocookie player loads only after a click). The poster is always a file under static/
 * too: for an MP4 it is the frame the asset pipeline writes beside it, and the slide and the
 * <video poster> then share one URL, so pressing play shows the same, already loaded picture.
 * Our clips have no sound and say everything in text on screen, so an MP4 of our own comes with
 * its `transcript`, that text line by line, for visitors who cannot see the video (WCAG 1.2.1);
 * a YouTube video has YouTube's captions and may have one.
 */
export const homeVideoSchema = named(
  "HomeVideo",
  checkWhole(
    z
      .object({
        name: nonEmpty,
        description: nonEmpty,
        src: staticFile("mp4", "/media/videos/web-development.mp4").optional(),
        youtubeId: matching(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube id").optional(),
        poster: staticFile("webp|jpe?g|png", "/media/videos/web-development.webp"),
        transcript: z.array(nonEmpty).min(1, "must have at least one line").optional(),
      })
      .strict(),
    (video, report) => {
      if (video.src !== undefined && video.youtubeId !== undefined)
        report(["youtubeId"], "must not be given with src (a video has one source)")
      if (video.src === undefined && video.youtubeId === undefined)
        report(["src"], "or youtubeId is required (an MP4 under static/ or a YouTube id)")
      if (video.src !== undefined && video.transcript === undefined)
        report(["transcript"], "is required with src: the text the video shows, line by line, for visitors who cannot see it")
    },
  ),
)

export const homeVideosSchema = z.object({ videos: z.array(homeVideoSchema).length(6, "must have six videos") }).strict()

export const homeClientsSchema = z
  .object({
    clients: z.array(z.object({ name: nonEmpty, logo: imagesIn("clients", imagePath) }).strict()).length(14, "must have 14 client logos"),
  })
  .strict()

export const servicesPageSchema = z
  .object({
    cards: z
      // Each card shows its service's picture (images/services/<slug>/hero.jpg): several folders, so
      // none for the editor, which shows these pictures as missing (docs/content.md).
      .array(z.object({ title: nonEmpty, summary: nonEmpty, link: path, image: imagePath }).strict())
      .length(8, "must have the eight cards of the spec"),
  })
  .strict()

export const aboutSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    heading: nonEmpty,
    intro: nonEmpty,
    heroImage: imagesIn("about", imagePath),
    story: z.array(nonEmpty).min(1),
    storyImage: imagesIn("about", imagePath),
    stats: z.array(z.object({ value: nonEmpty, label: nonEmpty }).strict()).min(1),
    process: z.array(z.object({ title: nonEmpty, description: nonEmpty }).strict()).length(4),
    values: z.array(z.object({ title: nonEmpty, description: nonEmpty }).strict()).length(4),
  })
  .strict()

export const blogFrontmatterSchema = z
  .object({
    title: nonEmpty,
    date: isoDate,
    description: nonEmpty,
    image: besideImage,
    imageAlt: nonEmpty,
  })
  .strict()

export const legalFrontmatterSchema = z
  .object({
    title: nonEmpty,
    description: nonEmpty,
    path,
    updated: nonEmpty,
  })
  .strict()
