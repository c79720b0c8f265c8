/**
 * The stylesheet of the editor's preview pane (public/cms/preview.css): the site's colours, type scale
 * and Inter, from the design tokens, so that an entry is previewed in the site's look. The preview
 * templates (src/cms/cms-setup.js) use these classes.
 */
import path from "node:path"
import { tokens } from "../common/tokens"

/** Inter as the site draws it: the variable latin face of @fontsource-variable/inter, copied beside the stylesheet. */
export const PREVIEW_FONT = {
  source: path.join("node_modules", "@fontsource-variable", "inter", "files", "inter-latin-wght-normal.woff2"),
  file: "inter-latin-wght-normal.woff2",
}

export function previewCss(): string {
  const { color, font, fontSize, radius, width } = tokens
  return `/* Written by the build (gatsby/cms-preview.ts) from common/tokens. */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url("${PREVIEW_FONT.file}") format("woff2");
}
body {
  margin: 0;
  padding: 2rem 1.5rem 4rem;
  font-family: ${font.body}, system-ui, sans-serif;
  color: ${color.text};
  background: ${color.paper};
  line-height: 1.6;
}
.preview { max-width: ${width.text}; margin: 0 auto; }
h1, h2, h3 { color: ${color.ink}; line-height: 1.2; margin: 0 0 0.75rem; }
h1 { font-size: ${fontSize.display}; letter-spacing: -0.02em; }
h2 { font-size: ${fontSize.heading}; margin-top: 2.5rem; }
h3 { font-size: ${fontSize.title}; }
p { margin: 0 0 1rem; }
a { color: ${color.accentText}; }
img { max-width: 100%; height: auto; border-radius: ${radius.md}; }
.eyebrow { color: ${color.accentText}; font-weight: 600; text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.8rem; }
.lead { font-size: ${fontSize.lead}; color: ${color.muted}; }
.meta { color: ${color.muted}; font-size: 0.9rem; }
.intro, .section, .faqs { border-top: 1px solid ${color.line}; margin-top: 2.5rem; }
.items { list-style: none; padding: 0; display: grid; gap: 1rem; }
.item { background: ${color.surface}; border: 1px solid ${color.line}; border-radius: ${radius.md}; padding: 1.25rem; }
.item-id {
  display: inline-block;
  background: ${color.accent};
  color: ${color.ink};
  border-radius: ${radius.pill};
  padding: 0.1rem 0.6rem;
  font-weight: 700;
  margin-bottom: 0.5rem;
}
.faqs dt { font-weight: 600; color: ${color.ink}; margin-top: 1rem; }
.faqs dd { margin: 0.25rem 0 0; }
.prose blockquote { border-left: 4px solid ${color.accent}; margin: 1.5rem 0; padding-left: 1rem; color: ${color.muted}; }
.prose code { background: ${color.surface}; border-radius: ${radius.sm}; padding: 0.1rem 0.3rem; }
`
}
