import { css } from "@emotion/react"
import type * as React from "react"
import { theme } from "../../styles/theme"
import type { WithStyles } from "../ui/styles-prop"

/** Readable long-form typography for MDX bodies (blog posts, legal pages). */
export function Prose({ styles, ...props }: WithStyles<React.HTMLAttributes<HTMLDivElement>>) {
  return <div css={[proseStyles, styles]} {...props} />
}

const proseStyles = css`
  max-width: ${theme.width.text};
  font-size: 1.075rem;
  line-height: 1.75;
  color: ${theme.color.text};
  h2 {
    font-size: ${theme.fontSize.title};
    margin: 2.2em 0 0.6em;
  }
  h3 {
    font-size: 1.25rem;
    margin: 1.8em 0 0.5em;
  }
  ul,
  ol {
    padding-left: 1.3em;
    margin: 0 0 1.2em;
  }
  li {
    margin: 0.35em 0;
  }
  li::marker {
    color: ${theme.color.accentText};
  }
  a {
    color: ${theme.color.accentText};
    text-underline-offset: 3px;
  }
  strong {
    color: ${theme.color.ink};
  }
  > :first-child {
    margin-top: 0;
  }
`
