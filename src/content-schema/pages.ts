/** Zod schemas of the home page's lists, the services page and the MDX frontmatter. */
import { z } from "zod"
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
  PAGE_LINK,
  PICTURE_FILE,
} from "./fields"

export const homeServicesListSchema = z
  .object({
    rows: z
      .array(
        z
          .object({
            number: twoDigits.meta({ label: "Row number", description: "Two digits shown before the service, e.g. 01." }),
            title: nonEmpty.meta({ label: "Service name", description: "E.g. Web Development." }),
            link: path.meta({ label: "Link (page address)", description: PAGE_LINK }),
          })
          .strict(),
      )
      .length(10, "must have the ten rows of the spec")
      .meta({
        label: "Rows",
        itemLabel: "Row",
        description: 'The ten numbered rows of "What services we offer" on the home page, each a link to a service.',
      }),
  })
  .strict()

export const homeProcessSchema = z
  .object({
    steps: z
      .array(
        z
          .object({
            key: nonEmpty.meta({
              label: "Short name",
              description: "The step's name in the page's code, not shown, e.g. discovery; give each step a different one.",
            }),
            title: nonEmpty.meta({ label: "Step name", description: "E.g. Discovery." }),
            description: nonEmpty.meta({ label: "Step text", description: "The paragraph shown while the step is chosen." }),
            image: imagesIn(
              "home",
              imagePath.meta({
                label: "Step picture",
                description: `The picture shown while the step is chosen, e.g. process-discovery.jpg. ${PICTURE_FILE}`,
              }),
            ),
          })
          .strict(),
      )
      .length(6, "must have the six steps of the spec")
      .meta({
        label: "Steps",
        itemLabel: "Step",
        description: 'The six steps of "How We Work" on the home page, in order; the page moves from one to the next by itself.',
      }),
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
        name: nonEmpty.meta({ label: "Video title", description: "E.g. Meet Saffron Reach." }),
        description: nonEmpty.meta({ label: "Video text", description: "A sentence under the video's title." }),
        src: staticFile("mp4", "/media/videos/web-development.mp4")
          .meta({
            label: "Video file",
            description:
              "An MP4 of our own in the static folder, by its address on the site, e.g. /media/videos/web-development.mp4. Give this or a YouTube video, not both.",
          })
          .optional(),
        youtubeId: matching(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character YouTube id")
          .meta({
            label: "YouTube video",
            description:
              "A YouTube video: the 11 characters after watch?v= in its address, e.g. M7lc1UVf-VE. Give this or a video file, not both.",
          })
          .optional(),
        poster: staticFile("webp|jpe?g|png", "/media/videos/web-development.webp").meta({
          label: "Still picture",
          description:
            "The picture shown before the video plays: a file in the static folder, by its address on the site, e.g. /media/videos/web-development.webp.",
        }),
        transcript: z
          .array(nonEmpty.meta({ label: "Line", description: "One line of text the video shows, e.g. Meet Saffron Reach." }))
          .min(1, "must have at least one line")
          .meta({
            label: "On-screen text",
            itemLabel: "Line",
            description:
              "Every line of text the video shows, in order, for visitors who cannot see it: needed with a video file, optional with a YouTube video.",
          })
          .optional(),
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

export const homeVideosSchema = z
  .object({
    videos: z
      .array(homeVideoSchema)
      .length(6, "must have six videos")
      .meta({ label: "Videos", itemLabel: "Video", description: "The six videos of the home page's video slides, in order." }),
  })
  .strict()

export const homeClientsSchema = z
  .object({
    clients: z
      .array(
        z
          .object({
            name: nonEmpty.meta({
              label: "Client name",
              description: "Read out in place of the logo to visitors who cannot see it, e.g. Marudham Weaves.",
            }),
            logo: imagesIn("clients", imagePath.meta({ label: "Logo", description: `E.g. marudham-weaves.png. ${PICTURE_FILE}` })),
          })
          .strict(),
      )
      .length(14, "must have 14 client logos")
      .meta({ label: "Clients", itemLabel: "Client", description: "The 14 client logos that scroll across the home page." }),
  })
  .strict()

export const servicesPageSchema = z
  .object({
    cards: z
      // Each card shows its service's picture (images/services/<slug>/hero.jpg): several folders, so
      // none for the editor, which shows these pictures as missing (docs/content.md).
      .array(
        z
          .object({
            title: nonEmpty.meta({ label: "Card heading", description: "E.g. Web Development." }),
            summary: nonEmpty.meta({
              label: "Card text",
              description: "A sentence under the heading, e.g. Fast, secure websites built to rank and turn visitors into enquiries.",
            }),
            link: path.meta({ label: "Link (page address)", description: PAGE_LINK }),
            image: imagePath.meta({
              label: "Card picture",
              description:
                "The service's own top picture, e.g. images/services/seo-services/hero.jpg. The editor cannot show these pictures; the site does.",
            }),
          })
          .strict(),
      )
      .length(8, "must have the eight cards of the spec")
      .meta({
        label: "Cards",
        itemLabel: "Card",
        description: "The eight cards of the Our Solutions page (/services), each a link to a service.",
      }),
  })
  .strict()

export const blogFrontmatterSchema = z
  .object({
    title: nonEmpty.meta({
      label: "Title",
      description:
        'The post\'s heading, and its address: /blog/ and the title in lower case with - between words. In search results at most 60 characters including the " | Saffron Reach" the site adds.',
    }),
    date: isoDate.meta({
      label: "Date",
      description: "The day of publishing, typed dd/mm/yyyy, e.g. 14/02/2025; the blog lists the newest first.",
    }),
    description: nonEmpty.meta({
      label: "Description",
      description: "Shown on the post's card on the blog and in search results: 70–160 characters.",
    }),
    image: besideImage.meta({
      label: "Cover picture",
      description:
        "The picture at the top of the post and on its card, kept beside the post: its file name in lower-case letters, digits, - and _, a JPEG, PNG or WebP, e.g. cover.jpg.",
    }),
    imageAlt: nonEmpty.meta({
      label: "Cover picture description",
      description:
        "What the cover shows, in a sentence, for visitors who cannot see it, e.g. Illustration of a website on a laptop and a phone.",
    }),
  })
  .strict()

export const legalFrontmatterSchema = z
  .object({
    title: nonEmpty.meta({
      label: "Title",
      description:
        'The page\'s heading and its title in search results: at most 60 characters including the " | Saffron Reach" the site adds.',
    }),
    description: nonEmpty.meta({ label: "Description", description: "The text under the title in search results: 70–160 characters." }),
    path: path.meta({ label: "Page address", description: "The page's address on this site, starting with /, e.g. /privacyPolicy." }),
    updated: nonEmpty.meta({
      label: "Last updated",
      description: 'Shown under the heading as "Last updated" and this, as written, e.g. 04/08/23.',
    }),
  })
  .strict()
