/** The schema of the about page (content/about.json). */
import { z } from "zod"
import { imagePath, imagesIn, nonEmpty, PICTURE_FILE } from "./fields"

export const aboutSchema = z
  .object({
    title: nonEmpty.meta({ label: "Label above the heading", description: "The small words above the page heading, e.g. About Us." }),
    description: nonEmpty.meta({
      label: "Search result description",
      description: "The text under the about page's title in search results, 70–160 characters.",
    }),
    heading: nonEmpty.meta({
      label: "Page heading",
      description: "The large heading at the top of the page, e.g. Growing Chennai brands since 2005.",
    }),
    intro: nonEmpty.meta({ label: "Introduction", description: "The paragraph under the heading." }),
    heroImage: imagesIn(
      "about",
      imagePath.meta({ label: "Top picture", description: `The picture beside the heading, e.g. hero.jpg. ${PICTURE_FILE}` }),
    ),
    story: z
      .array(nonEmpty.meta({ label: "Paragraph", description: "One paragraph of the story." }))
      .min(1)
      .meta({ label: "Our story", itemLabel: "Paragraph", description: 'The paragraphs of the "Our story" section, at least one.' }),
    storyImage: imagesIn(
      "about",
      imagePath.meta({ label: "Story picture", description: `The picture beside "Our story", e.g. story.jpg. ${PICTURE_FILE}` }),
    ),
    stats: z
      .array(
        z
          .object({
            value: nonEmpty.meta({ label: "Figure", description: "E.g. 15+." }),
            label: nonEmpty.meta({ label: "Caption", description: "The words under the figure, e.g. Years of experience." }),
          })
          .strict(),
      )
      .min(1)
      .meta({
        label: "Key figures",
        itemLabel: "Figure",
        description: "Figures shown on the about page and beside the home page's introduction, at least one, e.g. 15+ Years of experience.",
      }),
    process: z
      .array(
        z
          .object({
            title: nonEmpty.meta({ label: "Stage name", description: "E.g. Planning." }),
            description: nonEmpty.meta({ label: "Stage text", description: "One or two sentences." }),
          })
          .strict(),
      )
      .length(4)
      .meta({
        label: "Process",
        itemLabel: "Stage",
        description: "Exactly four stages, numbered 01 to 04 by the page, in the order given.",
      }),
    values: z
      .array(
        z
          .object({
            title: nonEmpty.meta({
              label: "Value name",
              description: "E.g. Transparent. Transparent, Proactive, Affordable and Flexible have icons of their own; any other a star.",
            }),
            description: nonEmpty.meta({ label: "Value text", description: "One or two sentences." }),
          })
          .strict(),
      )
      .length(4)
      .meta({ label: "Values", itemLabel: "Value", description: 'Exactly four, under "Our values".' }),
  })
  .strict()
