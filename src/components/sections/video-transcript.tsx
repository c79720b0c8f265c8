/** The text a video shows, for visitors who cannot see it, behind a disclosure under the video. */
import { css } from "@emotion/react"
import { DisclosureChevron } from "../ui/chevron"
import { theme } from "../../styles/theme"

/**
 * The text a video shows, behind a native disclosure (it opens without scripts too). Our clips are
 * silent motion graphics whose every word is on screen, so this is their full alternative.
 */
export function VideoTranscript({ lines }: { lines: readonly string[] }) {
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
