import { css } from "@emotion/react"
import * as React from "react"
import { mq, theme } from "../../styles/theme"
import { telHref } from "../../../common/text"
import { List } from "../ui/list"

/** The lead popup's reasons to write (from a laptop up) and its phone number, beside the form. */
export function LeadFacts({ phone }: { phone: string }) {
  const fact = css`
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    &::before {
      content: "";
      flex: none;
      width: 1.4rem;
      height: 1.4rem;
      margin-top: 0.1rem;
      border-radius: ${theme.radius.pill};
      background:
        url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6.5 12.5l3.5 3.5 7.5-8' fill='none' stroke='%230B0B0B' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
          center / 0.9rem no-repeat,
        ${theme.color.accent};
    }
  `

  return (
    <>
      <List
        gap="md"
        styles={css`
          display: none;
          ${mq.lg} {
            margin: 2rem 0 0;
            color: ${theme.color.paper};
            font-weight: 550;
          }
        `}
      >
        <li css={fact}>15+ years of web, marketing and PR work</li>
        <li css={fact}>100+ startups and brands served since 2005</li>
        <li css={fact}>SEO, ads, social media, websites, apps and PR under one roof</li>
      </List>
      <p
        css={css`
          margin: 0.6rem 0 0;
          font-size: 0.92rem;
          ${mq.belowMd} {
            display: none;
          }
          ${mq.lg} {
            margin: auto 0 0;
            padding-top: 2rem;
            font-size: 0.95rem;
          }
        `}
      >
        Prefer to talk?{" "}
        <a
          href={telHref(phone)}
          css={css`
            color: ${theme.color.paper};
            font-weight: 650;
          `}
        >
          Call {phone}
        </a>
      </p>
    </>
  )
}
