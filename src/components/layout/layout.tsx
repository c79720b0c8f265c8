import { css } from "@emotion/react"
import * as React from "react"
import { LeadPopup } from "../forms/lead-popup"
import { GlobalStyles } from "../../styles/global-styles"
import { theme } from "../../styles/theme"
import { HydrateWhenVisible } from "../../../plugins/gatsby-plugin-paint-first/hydrate-when-visible"
import { Footer } from "./footer"
import { Header, type HeaderTone } from "./header"
import { WhatsappButton } from "./whatsapp-button"

type LayoutProps = {
  /** The page's first screen */
  children: React.ReactNode
  /**
   * The sections after the first screen (one element, or several in a fragment): each hydrates
   * on its own as the visitor nears it, so a page's start-up work covers only what is in view.
   */
  below?: React.ReactNode
  /** "onDark" for pages whose first screen is dark (home banner) */
  headerTone?: HeaderTone
}

function SkipLink() {
  return (
    <a
      href="#main"
      css={css`
        position: fixed;
        top: 0.75rem;
        left: 0.75rem;
        z-index: 100;
        padding: 0.75rem 1.1rem;
        border-radius: ${theme.radius.sm};
        background: ${theme.color.ink};
        color: ${theme.color.paper};
        font-weight: 650;
        transform: translateY(-200%);
        &:focus {
          transform: none;
        }
      `}
    >
      Skip to content
    </a>
  )
}

/** The sections of `below`, a fragment's children counted one by one. */
function sectionsOf(below: React.ReactNode): React.ReactNode[] {
  const list = React.isValidElement<{ children?: React.ReactNode }>(below) && below.type === React.Fragment ? below.props.children : below
  return React.Children.toArray(list)
}

export function Layout({ children, below, headerTone = "onLight" }: LayoutProps) {
  return (
    <>
      <GlobalStyles />
      <div id="top" />
      <SkipLink />
      <Header tone={headerTone} />
      <main
        id="main"
        tabIndex={-1}
        css={css`
          outline: none;
        `}
      >
        {children}
        {sectionsOf(below).map((section, index) => (
          <HydrateWhenVisible key={React.isValidElement(section) ? section.key : index} belowFold>
            {section}
          </HydrateWhenVisible>
        ))}
      </main>
      <HydrateWhenVisible belowFold>
        <Footer />
      </HydrateWhenVisible>
      <WhatsappButton />
      <LeadPopup />
    </>
  )
}
