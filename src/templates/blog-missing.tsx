import { css } from "@emotion/react"
import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { ButtonLink } from "../components/ui/button"
import { Centered } from "../components/ui/centered"

/**
 * Answers any /blog/<slug> that is not a post (client-only route /blog/*). The server sends it
 * with status 404; every real post is its own static page, so this shows only for missing posts.
 */
export default function BlogMissingPage() {
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
}

export const Head: HeadFC = () => <Seo title="Post not found" description="This blog post does not exist." path="/blog" noindex />
