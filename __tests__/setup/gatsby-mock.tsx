/**
 * Gatsby's runtime for component tests: graphql is a no-op tag, Link renders an anchor whose plain
 * click is the router's navigate (as Gatsby's Link does; jsdom has no page navigation), and
 * useStaticQuery answers from the real content files (not hand-written fixtures), so a component
 * test sees exactly what the build would give it.
 */
import * as React from "react"
import { staticQueryData } from "./static-query-data"

export const graphql = (): string => ""

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
  state?: unknown
}

export const navigate = jest.fn()

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, state: _s, onClick, ...rest },
  ref,
) {
  const click = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(to)
  }
  return <a ref={ref} href={to} onClick={click} {...rest} />
})
export const withPrefix = (path: string): string => path
export const useStaticQuery = (): unknown => staticQueryData()
export const StaticQuery = ({ render }: { render: (data: unknown) => React.ReactNode }) => <>{render(staticQueryData())}</>
export const Script = () => null
