import { css } from "@emotion/react"
import { navigate, type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { ButtonLink } from "../components/ui/button"
import { useTimeout } from "../hooks/use-timeout"
import { theme } from "../styles/theme"
import { Centered } from "../components/ui/centered"

/** Spec: redirect home after 3 s. */
export const NOT_FOUND_REDIRECT_MS = 3000

export default function NotFoundPage() {
  useTimeout(() => void navigate("/", { replace: true }), NOT_FOUND_REDIRECT_MS)
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
export const Head: HeadFC = () => (
  <Seo title="Page not found" description="The page you asked for does not exist." path="/404" canonicalPath={null} noindex />
)
