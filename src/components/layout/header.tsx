import { css } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { useHeaderScroll } from "../../hooks/use-header-scroll"
import { useNavigation, useSiteInfo } from "../../hooks/use-site-data"
import { mq, theme } from "../../styles/theme"
import { buttonStyles } from "../ui/button"
import { HydrateWhenVisible } from "../../../plugins/gatsby-plugin-paint-first/hydrate-when-visible"
import { Logo } from "./logo"
import { MegaLinks, MegaMenu, MegaOverlay, usePreloadMegaAnimation } from "./mega-menu"
import { MobileMenu } from "./mobile-menu"
import { MobileMenuToggle, useMobileMenuKeys } from "./mobile-menu-toggle"
import { barStyles, navLinkStyles } from "./header-styles"
import { Icon } from "../ui/icon"
import { List } from "../ui/list"
import * as icons from "../ui/icons"

export type HeaderTone = "onLight" | "onDark"

type HeaderProps = {
  /** "onDark" while transparent over a dark banner (home), so its text is white until it turns solid */
  tone?: HeaderTone
}

const MEGA_ID = "services-menu"
const MOBILE_ID = "mobile-menu"

export function Header({ tone = "onLight" }: HeaderProps) {
  const site = useSiteInfo()
  const nav = useNavigation()
  const { hidden, scrolled } = useHeaderScroll(50)
  const [megaOpen, setMegaOpen] = React.useState(false)
  const [mobileOpen, setMobileOpen] = React.useState(false)
  usePreloadMegaAnimation()
  const mobileMenu = React.useRef<HTMLDetailsElement>(null)
  const megaRoot = React.useRef<HTMLDivElement>(null)
  // Taking over from CSS and the browser's disclosure, the header adopts what they show: a menu a
  // visitor opened, hovers or has focus in before the scripts ran stays open, and the mobile toggle
  // is named for closing it. The hand-over is one transition: React re-renders the header in slices
  // between other work instead of in one task, and the menus' panels, still server HTML until first
  // used, are hydrated before the update reaches them. An update at a higher priority may instead
  // render a waiting panel afresh, closing a group the visitor opened in it. With nothing open
  // there is nothing to re-render.
  React.useEffect(() => {
    const openMega = megaRoot.current?.matches(":hover, :focus-within") ?? false
    const openMobile = mobileMenu.current?.open ?? false
    if (!openMega && !openMobile) return
    React.startTransition(() => {
      if (openMobile) setMobileOpen(true)
      if (openMega) setMegaOpen(true)
    })
  }, [])
  // Until its root is marked `data-enhanced`, CSS opens the mega menu on hover and keyboard focus;
  // then the state here does. The mark goes on at once, or once React shows open a menu CSS had
  // open. It is written on the DOM, not through state, which would re-render the whole header and
  // both menus while the page starts (on a phone with the CPU slowed 4x, a task of 44-74 ms).
  React.useEffect(() => {
    if (megaOpen || !megaRoot.current?.matches(":hover, :focus-within")) megaRoot.current?.setAttribute("data-enhanced", "")
  }, [megaOpen])
  const closeMobile = React.useCallback(() => {
    if (mobileMenu.current) mobileMenu.current.open = false
  }, [])
  const servicesButton = React.useRef<HTMLButtonElement>(null)
  const megaPanel = React.useRef<HTMLDivElement>(null)
  const focusFirstMegaLink = () => megaPanel.current?.querySelector<HTMLAnchorElement>("a")?.focus()
  const focusFirstOnOpen = React.useRef(false)
  // A mouse that hovers in and then clicks should not close the menu it just opened.
  const hoverOpenedAt = React.useRef(-Infinity)

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

  useMobileMenuKeys(mobileMenu, mobileOpen, closeMobile)

  const onServicesKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault()
      // Open already: into it now. Else once it shows, and only this once: a
      // later opening (the mouse's) must not take focus.
      if (megaOpen) {
        focusFirstMegaLink()
      } else {
        focusFirstOnOpen.current = true
        setMegaOpen(true)
      }
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

  // For the keyboard the button is a disclosure: Enter, Space or ArrowDown opens the menu, and Tab on
  // a closed menu moves on to the next link (before the scripts run, and without them, CSS opens it
  // while focus is inside, so its links stay reachable). A press on the closed menu opens it, and
  // a press soon after the mouse hovered in finds the menu that hover opened: the click that
  // follows must not toggle it shut again. "Soon" is measured between the events' own times, not
  // when their handlers run: on a busy main thread (the panel hydrating as it opens) they run late.
  const press = React.useRef<{ open: boolean; at: number } | null>(null)
  const onServicesClick = (event: React.MouseEvent) => {
    const { open: openAtPress, at } = press.current ?? { open: megaOpen, at: event.timeStamp }
    press.current = null
    const keepOpen = !openAtPress || at - hoverOpenedAt.current < 600
    setMegaOpen((open) => (keepOpen ? true : !open))
  }

  return (
    <>
      <header data-hidden={hidden && !megaOpen && !mobileOpen} data-solid={solid} css={barStyles}>
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
            <List
              gap="lg"
              styles={css`
                display: flex;
                align-items: center;
              `}
            >
              {nav.header.map((item) =>
                item.dropdown ? (
                  <li key={item.name}>
                    <div
                      ref={megaRoot}
                      data-mega-root
                      onPointerEnter={(e) => {
                        if (e.pointerType !== "mouse") return
                        hoverOpenedAt.current = e.timeStamp
                        setMegaOpen(true)
                      }}
                      onPointerLeave={(e) => e.pointerType === "mouse" && setMegaOpen(false)}
                      onKeyDown={onMenuKeyDown}
                      onBlur={onMenuBlur}
                    >
                      <button
                        ref={servicesButton}
                        type="button"
                        css={navLinkStyles(light)}
                        aria-expanded={megaOpen}
                        aria-controls={MEGA_ID}
                        onPointerDown={(e) => (press.current = { open: megaOpen, at: e.timeStamp })}
                        onClick={onServicesClick}
                        onKeyDown={onServicesKeyDown}
                      >
                        {item.name}
                        <Icon shape={icons.chevron} size={14} weight="bold" />
                      </button>
                      {/* The panel's fifty links hydrate when first used or when the header renders
                          again, not while the page starts: until then they are links. */}
                      <MegaMenu id={MEGA_ID} open={megaOpen} panelRef={megaPanel}>
                        <HydrateWhenVisible whenNearViewport={false}>
                          <MegaLinks groups={nav.megaMenu} onNavigate={closeMega} />
                        </HydrateWhenVisible>
                      </MegaMenu>
                    </div>
                  </li>
                ) : (
                  <li key={item.name}>
                    <Link to={item.path} css={navLinkStyles(light)}>
                      {item.name}
                    </Link>
                  </li>
                ),
              )}
            </List>
            <Link to={nav.contact.path} css={buttonStyles("primary")}>
              {nav.contact.label}
            </Link>
          </nav>

          <MobileMenuToggle ref={mobileMenu} id={MOBILE_ID} open={mobileOpen} onToggle={setMobileOpen} light={light}>
            <HydrateWhenVisible whenNearViewport={false}>
              <MobileMenu id={MOBILE_ID} header={nav.header} groups={nav.mobileGroups} contact={nav.contact} onNavigate={closeMobile} />
            </HydrateWhenVisible>
          </MobileMenuToggle>
        </div>
      </header>

      <MegaOverlay open={megaOpen} onClose={closeMega} />
    </>
  )
}
