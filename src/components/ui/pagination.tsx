import { css } from "@emotion/react"
import { Link } from "gatsby"
import { theme } from "../../styles/theme"
import { List } from "./list"

type PaginationProps = {
  /** This page's number, from 1 */
  page: number
  pages: number
  /** The address of a page by its number */
  pathOf: (page: number) => string
  /** What the pages are of, for screen readers: "Pages of posts" */
  label: string
}

/**
 * The page numbers to show: the first, the last, and two either side of this one; null where a
 * run of numbers is left out. 1 … 4 5 [6] 7 8 … 84
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]))
}

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  min-height: 48px;
  padding: 0 0.75rem;
  border-radius: ${theme.radius.pill};
  font-weight: 650;
  color: ${theme.color.ink};
  text-decoration: none;
`

const link = css`
  ${cell};
  border: 2px solid ${theme.color.line};
  &:hover {
    border-color: ${theme.color.ink};
  }
`

/**
 * Numbered pages of a list, each a plain link (crawlable, working without scripts), with the
 * previous and next pages; nothing when there is one page.
 */
export function Pagination({ page, pages, pathOf, label }: PaginationProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label}>
      <List
        gap="sm"
        styles={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          margin-top: clamp(2rem, 5vw, 3rem);
        `}
      >
        {page > 1 && (
          <li>
            <Link to={pathOf(page - 1)} rel="prev" css={link} aria-label="Previous page">
              ←
            </Link>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} css={cell} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  css={css`
                    ${cell};
                    background: ${theme.color.ink};
                    color: ${theme.color.paper};
                  `}
                >
                  {n}
                </span>
              ) : (
                <Link to={pathOf(n)} css={link} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={pathOf(page + 1)} rel="next" css={link} aria-label="Next page">
              →
            </Link>
          </li>
        )}
      </List>
    </nav>
  )
}
