import { css } from "@emotion/react"
import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { ButtonLink } from "../components/ui/button"
import { Container } from "../components/ui/container"
import { useSiteInfo } from "../hooks/use-site-data"
import { localBusinessLd, organizationLd } from "../utils/structured-data"

export default function HomePage() {
  return (
    <Layout headerTone="onDark">
      <div
        css={css`
          min-height: 100svh;
          display: grid;
          align-items: center;
          background: #0b0b0b;
          color: #fff;
        `}
      >
        <Container>
          <h1 css={css`color: #fff; max-width: 18ch;`}>Best Digital Marketing Company in Chennai for ROI-Driven Growth</h1>
          <p css={css`font-size: 1.25rem; max-width: 50ch;`}>Helping brands grow with SEO, PPC, content, and social media solutions</p>
          <ButtonLink to="/services">Our solutions</ButtonLink>
        </Container>
      </div>
    </Layout>
  )
}

export const Head: HeadFC = () => {
  const site = useSiteInfo()
  return (
    <Seo title={site.title} description={site.description} path="/" jsonLd={[organizationLd(site), localBusinessLd(site)]} />
  )
}
