import { css } from "@emotion/react"
import { Link } from "gatsby"
import { measure, mq, theme } from "../../styles/theme"
import { ButtonLink } from "../ui/button"
import { Eyebrow, Section } from "../ui/container"
import { Icon } from "../ui/icon"
import { IconBadge } from "../ui/icon-badge"
import { List } from "../ui/list"
import { Split } from "../ui/split"
import * as icons from "../ui/icons"

type HomeServicesProps = {
  /** content/home/services-list.json: the spec's ten rows */
  rows: readonly { number: string; title: string; link: string }[]
}

/** 'What services we offer': ten numbered rows, each a link to its service page. */
export function HomeServices({ rows }: HomeServicesProps) {
  return (
    <Section aria-labelledby="home-services-title">
      <Split columns="narrowFirst">
        <div
          css={css`
            ${mq.lg} {
              position: sticky;
              top: calc(${theme.headerHeight} + 2rem);
              align-self: start;
            }
          `}
        >
          <Eyebrow>What we do</Eyebrow>
          <h2 id="home-services-title">What services we offer</h2>
          <p
            css={css`
              max-width: ${measure(38)};
              color: ${theme.color.muted};
            `}
          >
            Websites, apps, campaigns and brands from one T. Nagar team, planned together so every channel pulls in the same direction.
          </p>
          <ButtonLink
            to="/services"
            variant="outline"
            styles={css`
              margin-top: 0.75rem;
            `}
          >
            All services
          </ButtonLink>
        </div>

        <List
          as="ol"
          styles={css`
            border-top: 1px solid ${theme.color.ink};
          `}
        >
          {rows.map((row) => (
            <li
              key={row.number}
              css={css`
                border-bottom: 1px solid ${theme.color.line};
              `}
            >
              <Link
                to={row.link}
                css={css`
                  position: relative;
                  display: grid;
                  grid-template-columns: 2.6rem minmax(0, 1fr) auto;
                  align-items: center;
                  gap: 0.9rem;
                  padding: 1.15rem 0.5rem;
                  text-decoration: none;
                  color: ${theme.color.ink};
                  isolation: isolate;
                  ${mq.md} {
                    grid-template-columns: 4rem minmax(0, 1fr) auto;
                    padding: 1.45rem 1rem;
                  }
                  &::before {
                    content: "";
                    position: absolute;
                    inset: 0;
                    z-index: -1;
                    background: ${theme.color.accent};
                    transform: scaleY(0);
                    transform-origin: bottom;
                    transition: transform 0.35s cubic-bezier(0.22, 1, 0.36, 1);
                  }
                  &:hover::before,
                  &:focus-visible::before {
                    transform: scaleY(1);
                  }
                  &:hover [data-part="row-arrow"],
                  &:focus-visible [data-part="row-arrow"] {
                    background: ${theme.color.ink};
                    color: ${theme.color.paper};
                    transform: rotate(-45deg);
                  }
                  &:hover .row-number,
                  &:focus-visible .row-number {
                    color: ${theme.color.ink};
                  }
                `}
              >
                <span
                  className="row-number"
                  css={css`
                    font-size: 0.95rem;
                    font-weight: 650;
                    font-variant-numeric: tabular-nums;
                    color: ${theme.color.accentText};
                    transition: color ${theme.motion.fast} ease;
                  `}
                >
                  {row.number}
                </span>
                <span
                  css={css`
                    font-size: ${theme.fontSize.title};
                    font-weight: 700;
                    line-height: 1.2;
                    letter-spacing: -0.02em;
                  `}
                >
                  {row.title}
                </span>
                <IconBadge
                  size="md"
                  tone="outline"
                  data-part="row-arrow"
                  styles={css`
                    border: 1px solid ${theme.color.ink};
                    transition:
                      transform 0.35s cubic-bezier(0.22, 1, 0.36, 1),
                      background-color ${theme.motion.fast} ease,
                      color ${theme.motion.fast} ease;
                    ${mq.md} {
                      width: 3rem;
                      height: 3rem;
                    }
                  `}
                >
                  <Icon shape={icons.arrow} size={18} />
                </IconBadge>
              </Link>
            </li>
          ))}
        </List>
      </Split>
    </Section>
  )
}
