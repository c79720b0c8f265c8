/**
 * Gatsby's runtime for component tests: graphql is a no-op tag, Link renders an anchor, and
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

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, state: _s, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />
})

export const navigate = jest.fn()
export const withPrefix = (path: string): string => path
export const useStaticQuery = (): unknown => staticQueryData()
export const StaticQuery = ({ render }: { render: (data: unknown) => React.ReactNode }) => <>{render(staticQueryData())}</>
export const Script = () => null
