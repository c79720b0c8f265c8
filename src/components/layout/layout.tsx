import { css, ThemeProvider, useTheme } from "@emotion/react"
import * as React from "react"
import { LeadPopup } from "../forms/lead-popup"
import { GlobalStyles } from "../../styles/global-styles"
import { theme } from "../../styles/theme"
import { HydrateWhenVisible } from "../ui/hydrate-when-visible"
import { Footer } from "./footer"
import { Header, type HeaderTone } from "./header"
import { WhatsappButton } from "./whatsapp-button"

type LayoutProps = {
  children: React.ReactNode
  /** "onDark" for pages whose first screen is dark (home banner) */
  headerTone?: HeaderTone
}

function SkipLink() {
  const t = useTheme()
  return (
    <a
      href="#main"
      css={css`
        position: fixed;
        top: 0.75rem;
        left: 0.75rem;
        z-index: 100;
        padding: 0.75rem 1.1rem;
        border-radius: ${t.radius.sm};
        background: ${t.color.ink};
        color: ${t.color.paper};
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

export function Layout({ children, headerTone = "onLight" }: LayoutProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <div id="top" />
      <SkipLink />
      <Header tone={headerTone} />
      <main id="main" tabIndex={-1} css={css`outline: none;`}>
        {children}
      </main>
      <HydrateWhenVisible>
        <Footer />
      </HydrateWhenVisible>
      <WhatsappButton />
      <LeadPopup />
    </ThemeProvider>
  )
}
