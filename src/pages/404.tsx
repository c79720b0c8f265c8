import { css } from "@emotion/react"
import { navigate, type HeadProps, type PageProps } from "gatsby"
import * as React from "react"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { ButtonLink } from "../components/ui/button"
import { useTimeout } from "../hooks/use-timeout"
import { theme } from "../styles/theme"
import { Centered } from "../components/ui/centered"

/** Spec: redirect home after 3 s. */
export const NOT_FOUND_REDIRECT_MS = 3000

/**
 * Whether a "not found" answer is for an address under /blog/: a post that does not exist. The
 * build writes this page there too, as /blog/404.html (gatsby/create-pages.ts), which the server and
 * the CDN send for a missing /blog/<slug> as the nearest 404.html; in the browser Gatsby shows this
 * page for any address it has no page for, at that address.
 */
export const isMissingPost = (pathname: string): boolean => pathname.startsWith("/blog/")

/**
 * In a folder's own 404 page, run as it is parsed: notes the address the visitor asked for, which
 * Gatsby replaces with the page's own (/blog/404.html) as it starts; the page then goes back to it.
 */
export const ASKED_SCRIPT = "document.documentElement.dataset.asked=location.pathname+location.search+location.hash"

/** Back to the address asked for, where Gatsby shows this page again (see ASKED_SCRIPT). */
function useAskedAddress(here: string): void {
  React.useEffect(() => {
    const { asked } = document.documentElement.dataset
    if (asked === undefined) return
    delete document.documentElement.dataset.asked
    if (asked !== here) void navigate(asked, { replace: true })
  }, [here])
}

export default function NotFoundPage({ location }: PageProps) {
  const missingPost = isMissingPost(location.pathname)
  useAskedAddress(location.pathname + location.search + location.hash)
  useTimeout(() => void navigate("/", { replace: true }), missingPost ? null : NOT_FOUND_REDIRECT_MS)
  if (missingPost)
    return (
      <Layout>
        <Centered>
          <h1>Post not found</h1>
          <p
            css={css`
              font-size: 1.15rem;
              margin-bottom: 2rem;
            `}
          >
            No blog data available.
          </p>
          <div>
            <ButtonLink to="/blog" variant="dark">
              Back to News
            </ButtonLink>
          </div>
        </Centered>
      </Layout>
    )
  return (
    <Layout>
      <Centered>
        <h1
          css={css`
            font-size: ${theme.fontSize.hero};
            margin: 0;
            color: ${theme.color.ink};
          `}
        >
          404
        </h1>
        <p
          role="status"
          css={css`
            font-size: 1.2rem;
            margin: 0.5rem 0 2rem;
          `}
        >
          Page not found. Redirecting to home...
        </p>
        <div>
          <ButtonLink to="/" variant="dark">
            Go to the home page
          </ButtonLink>
        </div>
      </Centered>
    </Layout>
  )
}

// Without scripts a refresh in the head goes home instead (gatsby-ssr.tsx).
// No canonical: the page answers every unknown address, and none of them is a page to index.
export function Head({ location }: HeadProps) {
  return isMissingPost(location.pathname) ? (
    <Seo title="Post not found" description="This blog post does not exist." path="/blog" canonicalPath={null} noindex />
  ) : (
    <Seo title="Page not found" description="The page you asked for does not exist." path="/404" canonicalPath={null} noindex />
  )
}
