import { css } from "@emotion/react"
import { theme } from "../../styles/theme"

/** The header bar: fixed at the top, transparent until it turns solid, hidden while the page scrolls down. */
export const barStyles = css`
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
`

/** A link or button of the header's bar: an orange underline grows in on hover, on the current page and while its menu is open. */
export const navLinkStyles = (light: boolean) => css`
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
  color: ${light ? theme.color.paper : theme.color.ink};
  position: relative;
  &::after {
    content: "";
    position: absolute;
    left: 0.2rem;
    right: 0.2rem;
    bottom: 0.2rem;
    height: 2px;
    background: ${theme.color.accent};
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${theme.motion.fast} ease;
  }
  &:hover::after,
  &[aria-current="page"]::after,
  &[aria-expanded="true"]::after {
    transform: scaleX(1);
  }
`
