/**
 * The editor's two stylesheets, from the design tokens: the preview pane's (public/cms/preview.css),
 * the site's colours, type scale and Inter, so that an entry is previewed in the site's look (the
 * preview templates of src/cms/previews.ts and collection-previews.ts use these classes); and the editor's own
 * (public/cms/editor.css), for the sign-in screen in the agency's colours and the editor on a phone.
 */
import path from "node:path"
import site from "../content/site.json"
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
.price { font-size: ${fontSize.title}; font-weight: 750; color: ${color.ink}; margin: 0.25rem 0 0.75rem; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.25rem 1rem; margin: 2rem 0; }
.stats dt { font-size: ${fontSize.heading}; font-weight: 750; color: ${color.accentText}; }
.stats dd { margin: 0; color: ${color.muted}; }
.faqs dt { font-weight: 600; color: ${color.ink}; margin-top: 1rem; }
.faqs dd { margin: 0.25rem 0 0; }
.prose blockquote { border-left: 4px solid ${color.accent}; margin: 1.5rem 0; padding-left: 1rem; color: ${color.muted}; }
.prose code { background: ${color.surface}; border-radius: ${radius.sm}; padding: 0.1rem 0.3rem; }
`
}

/**
 * Loaded after Decap's own styles. Decap's elements are found by the names its styles carry
 * ("…-EditorContainer"); `body` makes each rule outrank Decap's single class.
 * - The sign-in screen in the agency's colours, under its logo (the configuration's logo_url).
 * - No "Media" button in the header: Decap's media library there shows the pictures of one folder,
 *   and every picture of this site lives in a folder of its own page (images/services/<slug>/, a
 *   post's folder, …), which each picture field opens instead. (It is the header's only button.)
 * - The note under a new entry's address held by its pictures, and the list of an entry's problems
 *   (src/cms/checks-widget.ts), whose own summary stands for Decap's label of it.
 * - On a phone: Decap lays out its entry editor for 800 px and more. Below that the toolbar wraps
 *   (Publish stays in view), the form takes the width, and the preview beside it is left out: there
 *   is no room for two columns.
 */
export function editorCss(): string {
  const { color } = tokens
  return `/* Written by the build (gatsby/cms-preview.ts) from common/tokens. */
body [class*="-StyledAuthenticationPage"] { background: ${color.paper}; gap: 1.5rem; }
body [class*="-StyledAuthenticationPage"]::before {
  content: "${site.brand}";
  order: 1;
  padding: 0 1rem;
  text-align: center;
  font: 750 1.75rem/1.2 system-ui, sans-serif;
  letter-spacing: -0.02em;
  color: ${color.ink};
}
body [class*="-CustomIconWrapper"] img { width: 112px; height: 112px; }
body [class*="-LoginButton"] { order: 2; }
body [class*="-LoginButton"] { background: ${color.accent}; color: ${color.ink}; }
body [class*="-LoginButton"]:hover { background: ${color.accentHover}; }
body [class*="-AppHeaderNavList"] li:has(> button) { display: none; }
body .identifier-held { margin: 0.5rem 0 0; font-size: 0.8rem; color: ${color.muted}; }
body label[for^="beforePublishing-field-"] { display: none; }
body .entry-checks { margin: 0; padding: 0.75rem 1rem; border: 2px solid ${color.accent}; border-radius: 5px; background: ${color.paper}; }
body .entry-checks-pass { border-color: ${color.line}; color: ${color.muted}; }
body .entry-checks summary { cursor: pointer; font-weight: 700; color: ${color.ink}; }
body .entry-checks ul { margin: 0.5rem 0 0; padding-left: 1.25rem; }
body .entry-checks li { margin: 0.25rem 0; }
body .entry-checks button { padding: 0; border: 0; background: none; font: inherit; font-weight: 600; color: ${color.accentText}; text-decoration: underline; cursor: pointer; }
@media (max-width: 799px) {
  body [class*="-EditorContainer"],
  body [class*="-ToolbarContainer"] { min-width: 0; }
  body [class*="-ToolbarContainer"] { height: auto; flex-wrap: wrap; }
  body [class*="-ToolbarSectionMain"] { flex-wrap: wrap; padding: 0 8px; }
  body .SplitPane > .Pane1 { width: 100% !important; }
  body .SplitPane > .Resizer,
  body .SplitPane > .Pane2,
  body [class*="-ViewControls"] { display: none; }
}
`
}
