import { css } from "@emotion/react"
import { Link } from "gatsby"
import type * as React from "react"
import { useNavigation, useSiteInfo } from "../../../hooks/use-site-data"
import { mq, theme } from "../../../styles/theme"
import { mailtoHref, telHref } from "../../../../common/text"
import { Prose } from "../../mdx/prose"
import { Container } from "../../ui/container"
import { List } from "../../ui/list"

type LegalArticleProps = {
  /** This page's path, so the aside does not link to itself */
  path: string
  /** The MDX text as HTML (gatsby/mdx-html.ts) */
  html: string
}

/**
 * Body of a legal page: the MDX text in a readable column, and beside it on wide screens the
 * other legal pages and how to reach us about personal data.
 */
export function LegalArticle({ path, html }: LegalArticleProps) {
  const site = useSiteInfo()
  const nav = useNavigation()
  const others = nav.legal.filter((link) => link.value !== path)
  const label = css`
    margin: 0 0 0.75rem;
    font-size: 0.8rem;
    font-weight: 750;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${theme.color.muted};
  `
  const link = css`
    color: ${theme.color.ink};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      color: ${theme.color.accentText};
      text-decoration: underline;
    }
  `
  return (
    <div
      css={css`
        padding-block: clamp(2.5rem, 6vw, 4.5rem) clamp(4rem, 9vw, 6.5rem);
      `}
    >
      <Container
        styles={css`
          display: grid;
          gap: 3rem;
          ${mq.lg} {
            grid-template-columns: minmax(0, ${theme.width.text}) minmax(16rem, 20rem);
            justify-content: space-between;
            align-items: start;
          }
        `}
      >
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
        <aside
          aria-label="More about your data"
          css={css`
            display: grid;
            gap: 1.75rem;
            padding: 1.75rem;
            border: 1px solid ${theme.color.line};
            border-radius: ${theme.radius.lg};
            background: ${theme.color.surface};
            ${mq.lg} {
              position: sticky;
              top: calc(${theme.headerHeight} + 1.5rem);
            }
          `}
        >
          <nav aria-label="Other legal pages">
            <p css={label}>Legal</p>
            <List gap="sm">
              {others.map((item) => (
                <li key={item.value}>
                  <Link to={item.value} css={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <p css={label}>Questions?</p>
            <p
              css={css`
                margin: 0 0 0.6rem;
                font-size: 0.95rem;
                color: ${theme.color.muted};
              `}
            >
              Write or call us about anything on this page.
            </p>
            <p
              css={css`
                display: grid;
                gap: 0.35rem;
                margin: 0;
              `}
            >
              <a href={mailtoHref(site.email)} css={link}>
                {site.email}
              </a>
              <a href={telHref(site.phone)} css={link}>
                {site.phone}
              </a>
            </p>
          </div>
        </aside>
      </Container>
    </div>
  )
}
