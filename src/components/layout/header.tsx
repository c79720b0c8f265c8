import { css, useTheme, type Theme } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { useHeaderScroll } from "../../hooks/use-header-scroll"
import { useNavigation, useSiteInfo } from "../../hooks/use-site-data"
import { breakpoints, mq } from "../../styles/theme"
import { loadDomAnimate } from "../../utils/motion"
import { buttonStyles } from "../ui/button"
import { HydrateWhenVisible } from "../../../plugins/gatsby-plugin-paint-first/hydrate-when-visible"
import { Logo } from "./logo"
import { MegaMenu } from "./mega-menu"
import { MobileMenu } from "./mobile-menu"
import { Icon } from "../ui/icon"

export type HeaderTone = "onLight" | "onDark"

type HeaderProps = {
  /** "onDark" while transparent over a dark banner (home), so its text is white until it turns solid */
  tone?: HeaderTone
}

const MEGA_ID = "services-menu"
const MOBILE_ID = "mobile-menu"

export function Header({ tone = "onLight" }: HeaderProps) {
  const theme = useTheme()
  const site = useSiteInfo()
  const nav = useNavigation()
  const { hidden, scrolled } = useHeaderScroll(50)
  const [megaOpen, setMegaOpen] = React.useState(false)
  const [mobileOpen, setMobileOpen] = React.useState(false)
  // Until the header hydrates, CSS opens the mega menu on hover and keyboard focus; then the state here does.
  const [enhanced, setEnhanced] = React.useState(false)
  // Where the mega menu exists, its animation's code is fetched once the page is idle, so the first
  // hover already fades it in.
  React.useEffect(() => {
    if (!window.matchMedia?.(`(min-width: ${breakpoints.lg}px)`).matches) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1))
    const preload = () => idle(() => void loadDomAnimate())
    if (document.readyState === "complete") preload()
    else window.addEventListener("load", preload, { once: true })
    return () => window.removeEventListener("load", preload)
  }, [])
  const mobileMenu = React.useRef<HTMLDetailsElement>(null)
  const megaRoot = React.useRef<HTMLDivElement>(null)
  // Taking over from CSS and the browser's disclosure, the header adopts what they show: a menu a
  // visitor opened, hovers or has focus in before the scripts ran stays open, and the mobile toggle
  // is named for closing it. The hand-over is one transition: React re-renders the header in slices
  // between other work instead of in one task, and the menus' panels, still server HTML until first
  // used, are hydrated before the update reaches them. An update at a higher priority may instead
  // render a waiting panel afresh, closing a group the visitor opened in it.
  React.useEffect(() => {
    React.startTransition(() => {
      if (mobileMenu.current?.open) setMobileOpen(true)
      if (megaRoot.current?.matches(":hover, :focus-within")) setMegaOpen(true)
      setEnhanced(true)
    })
  }, [])
  const closeMobile = React.useCallback(() => {
    if (mobileMenu.current) mobileMenu.current.open = false
  }, [])
  const servicesButton = React.useRef<HTMLButtonElement>(null)
  const megaPanel = React.useRef<HTMLDivElement>(null)
  const focusFirstMegaLink = () => megaPanel.current?.querySelector<HTMLAnchorElement>("a")?.focus()
  const focusFirstOnOpen = React.useRef(false)
  // A mouse that hovers in and then clicks should not close the menu it just opened.
  const hoverOpenedAt = React.useRef(0)

  const solid = scrolled || megaOpen || mobileOpen
  const light = tone === "onDark" && !solid
  const closeMega = React.useCallback(() => setMegaOpen(false), [])

  // ArrowDown opens the menu and moves focus into it once it is visible.
  React.useEffect(() => {
    if (megaOpen && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false
      focusFirstMegaLink()
    }
  }, [megaOpen])

  // The full-screen mobile menu locks page scroll while it is open.
  React.useEffect(() => {
    if (!mobileOpen) return
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = previous
    }
  }, [mobileOpen])

  // Escape closes the mobile menu. Listening from the start and reading the disclosure itself, not
  // from when the header's state has caught up with a menu just opened: an Escape pressed right
  // after opening it, on a busy phone, is not missed.
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !mobileMenu.current?.open) return
      closeMobile()
      mobileMenu.current.querySelector("summary")?.focus()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [closeMobile])

  const onServicesKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault()
      focusFirstOnOpen.current = true
      setMegaOpen(true)
      if (megaOpen) focusFirstMegaLink()
    }
  }

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && megaOpen) {
      event.stopPropagation()
      setMegaOpen(false)
      servicesButton.current?.focus()
    }
  }

  const onMenuBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMegaOpen(false)
  }

  // Keyboard focus arriving from outside opens the menu, as hover does.
  const onMenuFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    setMegaOpen(true)
  }
  // A press on the closed menu opens it, though its own focus (which comes first) already has: the
  // click that follows must not toggle it shut again.
  const openAtPress = React.useRef<boolean | null>(null)
  const onServicesClick = () => {
    const pressedWhileClosed = openAtPress.current === false
    openAtPress.current = null
    setMegaOpen((open) => (pressedWhileClosed || Date.now() - hoverOpenedAt.current < 600 ? true : !open))
  }

  const navLink = (t: Theme) => css`
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.5rem 0.2rem;
    border: 0;
    background: none;
    cursor: pointer;
    font-weight: 600;
    font-size: 0.98rem;
    text-decoration: none;
    color: ${light ? t.color.paper : t.color.ink};
    position: relative;
    &::after {
      content: "";
      position: absolute;
      left: 0.2rem;
      right: 0.2rem;
      bottom: 0.2rem;
      height: 2px;
      background: ${t.color.accent};
      transform: scaleX(0);
      transform-origin: left;
      transition: transform ${t.motion.fast} ease;
    }
    &:hover::after,
    &[aria-current="page"]::after,
    &[aria-expanded="true"]::after {
      transform: scaleX(1);
    }
  `

  return (
    <>
      <header
        data-hidden={hidden && !megaOpen && !mobileOpen}
        data-solid={solid}
        css={css`
          position: fixed;
          inset: 0 0 auto;
          z-index: 50;
          height: ${theme.headerHeight};
          /* Without scripts nothing turns the bar solid on scroll: it stays at the top of the page. */
          @media (scripting: none) {
            position: absolute;
          }
          background: transparent;
          transition:
            transform 0.35s ease,
            background-color 0.25s ease,
            box-shadow 0.25s ease;
          &[data-solid="true"] {
            background: ${theme.color.paper};
            box-shadow: ${theme.shadow.header};
          }
          /* Hidden while the page scrolls down, but never while it holds keyboard focus. */
          &[data-hidden="true"]:not(:focus-within) {
            transform: translateY(-100%);
          }
        `}
      >
        <div
          css={css`
            height: 100%;
            max-width: ${theme.width.content};
            margin: 0 auto;
            padding-inline: ${theme.space.gutter};
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: 1.5rem;
          `}
        >
          <Link
            to="/"
            aria-label={`${site.brand} home`}
            css={css`
              text-decoration: none;
            `}
            onClick={closeMobile}
          >
            <Logo brand={site.brand} tone={light ? "onDark" : "onLight"} />
          </Link>

          <nav
            aria-label="Main"
            css={css`
              /* A slow phone may paint while the HTML has reached the middle of the mega menu's
                 markup: the bar is then drawn without its Contact button, and the links would move
                 left (and the bar up) when it arrives. So the nav is as tall as the bar, and it
                 shows once its last element is there. */
              align-self: stretch;
              display: flex;
              align-items: center;
              gap: 2rem;
              &:not(:has(> :last-child[href])) {
                visibility: hidden;
              }
              ${mq.belowLg} {
                display: none;
              }
            `}
          >
            <ul
              css={css`
                display: flex;
                align-items: center;
                gap: 1.6rem;
                list-style: none;
                margin: 0;
                padding: 0;
              `}
            >
              {nav.header.map((item) =>
                item.dropdown ? (
                  <li key={item.name}>
                    <div
                      ref={megaRoot}
                      data-mega-root
                      data-enhanced={enhanced || undefined}
                      onFocus={onMenuFocus}
                      onPointerEnter={(e) => {
                        if (e.pointerType !== "mouse") return
                        hoverOpenedAt.current = Date.now()
                        setMegaOpen(true)
                      }}
                      onPointerLeave={(e) => e.pointerType === "mouse" && setMegaOpen(false)}
                      onKeyDown={onMenuKeyDown}
                      onBlur={onMenuBlur}
                    >
                      <button
                        ref={servicesButton}
                        type="button"
                        css={navLink}
                        aria-expanded={megaOpen}
                        aria-controls={MEGA_ID}
                        onPointerDown={() => (openAtPress.current = megaOpen)}
                        onClick={onServicesClick}
                        onKeyDown={onServicesKeyDown}
                      >
                        {item.name}
                        <Icon name="chevron" size={14} weight="bold" />
                      </button>
                      {/* The panel's fifty links hydrate when it first opens or takes input, not
                          while the page starts: until then CSS opens it and its links are links. */}
                      <HydrateWhenVisible whenNearViewport={false}>
                        <MegaMenu id={MEGA_ID} open={megaOpen} groups={nav.megaMenu} onNavigate={closeMega} panelRef={megaPanel} />
                      </HydrateWhenVisible>
                    </div>
                  </li>
                ) : (
                  <li key={item.name}>
                    <Link to={item.path} css={navLink}>
                      {item.name}
                    </Link>
                  </li>
                ),
              )}
            </ul>
            <Link to={nav.contact.path} css={buttonStyles("primary")}>
              {nav.contact.label}
            </Link>
          </nav>

          {/* The mobile menu is the browser's own disclosure: it opens and closes without scripts;
              once hydrated, the header follows its state (solid bar, scroll lock, Escape). */}
          <details
            ref={mobileMenu}
            onToggle={(event) => setMobileOpen(event.currentTarget.open)}
            css={css`
              /* The button's height from the first chunk of HTML on (its panel is positioned). */
              height: 48px;
              ${mq.lg} {
                display: none;
              }
            `}
          >
            <summary
              aria-label={mobileOpen ? "Close menu" : "Menu"}
              aria-controls={MOBILE_ID}
              css={css`
                display: inline-flex;
                align-items: center;
                justify-content: center;
                width: 48px;
                height: 48px;
                border-radius: ${theme.radius.pill};
                list-style: none;
                cursor: pointer;
                background: ${light ? theme.color.glass : theme.color.surface};
                color: ${light ? theme.color.paper : theme.color.ink};
                &::-webkit-details-marker {
                  display: none;
                }
                details:not([open]) > & [data-shape="close"],
                details[open] > & [data-shape="menu"] {
                  display: none;
                }
              `}
            >
              <Icon name="close" size={24} data-shape="close" />
              <Icon name="menu" size={24} data-shape="menu" />
            </summary>
            {/* Hydrates when first opened (or touched), as the mega menu's panel does. */}
            <HydrateWhenVisible whenNearViewport={false}>
              <MobileMenu id={MOBILE_ID} header={nav.header} groups={nav.mobileGroups} contact={nav.contact} onNavigate={closeMobile} />
            </HydrateWhenVisible>
          </details>
        </div>
      </header>

      {/* Dark overlay behind the open mega menu; a click on it closes the menu. */}
      <div
        aria-hidden="true"
        data-testid="mega-overlay"
        onClick={closeMega}
        css={css`
          position: fixed;
          inset: 0;
          z-index: 45;
          background: ${theme.color.overlay};
          opacity: ${megaOpen ? 1 : 0};
          pointer-events: ${megaOpen ? "auto" : "none"};
          transition: opacity ${theme.motion.menu} ease;
        `}
      />
    </>
  )
}
