import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useNavigation, useSiteInfo } from "../../hooks/use-site-data"
import { measure, mq, theme } from "../../styles/theme"
import { mailtoHref, telHref } from "../../../common/text"
import { Logo } from "./logo"
import { SocialIcon } from "./social-icon"
import { List } from "../ui/list"

export function Footer() {
  const site = useSiteInfo()
  const nav = useNavigation()

  const heading = css`
    margin: 0 0 1rem;
    font-size: 0.8rem;
    font-weight: 750;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${theme.color.accent};
  `
  const link = css`
    color: ${theme.color.textOnDark};
    text-decoration: none;
    &:hover {
      color: ${theme.color.paper};
      text-decoration: underline;
    }
  `

  return (
    <footer
      css={css`
        background: ${theme.color.ink};
        color: ${theme.color.textOnDark};
        padding: 4.5rem 0 2rem;
        font-size: 0.95rem;
        /* Laid out when it comes near the viewport, as the sections are; until then its content
           counts as the height it has at each width (390 px: 1,257; 768: 1,071; 1024: 617;
           1280 and wider: 473), and the browser remembers the real height once it has shown it. */
        content-visibility: auto;
        contain-intrinsic-size: auto 1260px;
        ${mq.md} {
          contain-intrinsic-size: auto 1070px;
        }
        ${mq.lg} {
          contain-intrinsic-size: auto 620px;
        }
        ${mq.xl} {
          contain-intrinsic-size: auto 475px;
        }
        /* Where the content reaches the floating WhatsApp button's corner (narrower than the content
           width plus the button), the last line would end under it at the end of the page. */
        @media (max-width: 1339px) {
          padding-bottom: ${theme.fabClearance};
        }
      `}
    >
      <div
        css={css`
          max-width: ${theme.width.content};
          margin: 0 auto;
          padding-inline: ${theme.space.gutter};
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 2.5rem;
            ${mq.lg} {
              grid-template-columns: 1.3fr 2.7fr;
              gap: 4rem;
            }
          `}
        >
          <div>
            <Link
              to="/"
              aria-label={`${site.brand} home`}
              css={css`
                text-decoration: none;
              `}
            >
              <Logo brand={site.brand} tone="onDark" />
            </Link>
            <p
              css={css`
                margin: 1.25rem 0 1.5rem;
                max-width: ${measure(34)};
              `}
            >
              {site.footerText}
            </p>
            <address
              css={css`
                font-style: normal;
                display: grid;
                gap: 0.5rem;
              `}
            >
              <span>
                {site.address.locality}, {site.address.city}
              </span>
              <a href={telHref(site.phone)} css={link}>
                {site.phone}
              </a>
              <a href={mailtoHref(site.email)} css={link}>
                {site.email}
              </a>
            </address>
            <ul
              aria-label="Social media"
              css={css`
                display: flex;
                gap: 0.6rem;
                list-style: none;
                padding: 0;
                margin: 1.5rem 0 0;
              `}
            >
              {site.social.map((profile) => (
                <li key={profile.kind}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${profile.label} (opens in a new tab)`}
                    css={css`
                      display: inline-flex;
                      width: 44px;
                      height: 44px;
                      align-items: center;
                      justify-content: center;
                      border-radius: ${theme.radius.pill};
                      border: 1px solid ${theme.color.lineOnDark};
                      color: ${theme.color.paper};
                      &:hover {
                        background: ${theme.color.accent};
                        border-color: ${theme.color.accent};
                        color: ${theme.color.ink};
                      }
                    `}
                  >
                    <SocialIcon kind={profile.kind} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav
            aria-label="Footer"
            css={css`
              display: grid;
              gap: 2rem;
              grid-template-columns: repeat(2, minmax(0, 1fr));
              ${mq.lg} {
                grid-template-columns: repeat(4, minmax(0, 1fr));
              }
            `}
          >
            {nav.footerColumns.map((column) => (
              <div key={column.title}>
                <h2 css={heading}>{column.title}</h2>
                <List gap="sm">
                  {column.items.map((item) => (
                    <li key={item.value}>
                      <Link to={item.value} css={link}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </List>
              </div>
            ))}
          </nav>
        </div>
        <div
          css={css`
            margin-top: 3.5rem;
            padding-top: 1.5rem;
            border-top: 1px solid ${theme.color.ruleOnDark};
            display: flex;
            flex-wrap: wrap;
            gap: 1rem 2rem;
            justify-content: space-between;
            align-items: center;
            font-size: 0.88rem;
          `}
        >
          <p
            css={css`
              margin: 0;
            `}
          >
            © {site.copyrightYear} {site.legalName}. All rights reserved.
          </p>
          <ul
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0.5rem 1.5rem;
              list-style: none;
              margin: 0;
              padding: 0;
            `}
          >
            {nav.legal.map((item) => (
              <li key={item.value}>
                <Link to={item.value} css={link}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a href="#top" css={link}>
                Back to top ↑
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
