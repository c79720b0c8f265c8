import { css } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { buttonStyles } from "../ui/button"
import { DisclosureChevron } from "../ui/chevron"
import { List } from "../ui/list"
import { theme } from "../../styles/theme"

type Group = { title: string; items: readonly { label: string; value: string }[] }

type MobileMenuProps = {
  id: string
  header: readonly { name: string; path: string; dropdown: boolean }[]
  groups: readonly Group[]
  contact: { label: string; path: string }
  onNavigate: () => void
}

const rowStyles = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: 1rem 0;
  border: 0;
  border-bottom: 1px solid ${theme.color.line};
  background: none;
  font-size: 1.2rem;
  font-weight: 650;
  color: ${theme.color.ink};
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`

/**
 * Full-screen menu for small screens, the panel of the header's menu disclosure. "Our Services"
 * expands in place; inside it one group is open at a time (a named `<details>` group), each at most
 * 16rem tall with its own scrolling, as the product spec asks. All of it works as HTML, before and without scripts.
 */
export function MobileMenu({ id, header, groups, contact, onNavigate }: MobileMenuProps) {
  return (
    <div
      id={id}
      css={css`
        /* Below the header's bar, so its toggle and logo stay visible and readable in any tone. */
        position: fixed;
        inset: ${theme.headerHeight} 0 0;
        z-index: -1;
        padding: 1rem ${theme.space.gutter} 3rem;
        border-top: 1px solid ${theme.color.line};
        background: ${theme.color.paper};
        overflow-y: auto;
        overscroll-behavior: contain;
      `}
    >
      <nav aria-label="Mobile">
        <List>
          {header.map((item) =>
            item.dropdown ? (
              <li key={item.name}>
                <details>
                  <summary css={rowStyles}>
                    {item.name}
                    <DisclosureChevron />
                  </summary>
                  <div
                    css={css`
                      padding: 0.25rem 0 0.75rem 0.75rem;
                    `}
                  >
                    {groups.map((group) => {
                      return (
                        <details key={group.title} name={`${id}-groups`}>
                          <summary
                            css={css`
                              ${rowStyles};
                              font-size: 1.02rem;
                              font-weight: 600;
                              padding: 0.8rem 0;
                            `}
                          >
                            {group.title}
                            <DisclosureChevron />
                          </summary>
                          <ul
                            css={css`
                              list-style: none;
                              margin: 0;
                              padding: 0.4rem 0 0.4rem 0.75rem;
                              max-height: 16rem;
                              overflow-y: auto;
                            `}
                          >
                            {group.items.map((link) => (
                              <li key={link.value}>
                                <Link
                                  to={link.value}
                                  onClick={onNavigate}
                                  css={css`
                                    display: block;
                                    padding: 0.55rem 0;
                                    color: ${theme.color.text};
                                    text-decoration: none;
                                  `}
                                >
                                  {link.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )
                    })}
                    <Link
                      to={item.path}
                      onClick={onNavigate}
                      css={css`
                        display: inline-block;
                        margin-top: 0.75rem;
                        color: ${theme.color.accentText};
                        font-weight: 650;
                      `}
                    >
                      View all services
                    </Link>
                  </div>
                </details>
              </li>
            ) : (
              <li key={item.name}>
                <Link to={item.path} css={rowStyles} onClick={onNavigate}>
                  {item.name}
                </Link>
              </li>
            ),
          )}
        </List>
        <Link
          to={contact.path}
          onClick={onNavigate}
          css={css`
            ${buttonStyles("primary")};
            margin-top: 2rem;
            width: 100%;
          `}
        >
          {contact.label}
        </Link>
      </nav>
    </div>
  )
}
