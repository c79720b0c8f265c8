import { css } from "@emotion/react"
import { type HeadFC } from "gatsby"
import { ENQUIRY_SUCCESS_MESSAGE } from "../components/forms/use-enquiry-form"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { ButtonLink } from "../components/ui/button"
import { Container } from "../components/ui/container"
import { useSiteInfo, useSiteUrl } from "../hooks/use-site-data"
import { formatOpeningHours } from "../utils/opening-hours"
import { breadcrumbLd } from "../utils/structured-data"
import { mailtoHref, telHref } from "../../common/text"
import { Icon } from "../components/ui/icon"
import { IconBadge } from "../components/ui/icon-badge"
import * as icons from "../components/ui/icons"
import { theme } from "../styles/theme"

/** The server's 303 after a form post sent without scripts lands here (server/enquiries/enquiry-routes.ts). */
const PATH = "/enquiry-sent"

/** The page within Layout. */
function SentContent() {
  const site = useSiteInfo()
  const link = css`
    color: ${theme.color.accentText};
    font-weight: 650;
    overflow-wrap: anywhere;
    text-underline-offset: 3px;
  `
  return (
    <Container
      narrow
      styles={css`
        min-height: 70vh;
        padding-block: calc(${theme.headerHeight} + clamp(3rem, 8vw, 6rem)) clamp(4rem, 9vw, 7rem);
      `}
    >
      <div
        role="status"
        css={css`
          display: flex;
          align-items: center;
          gap: 1rem;
          margin-bottom: 1.25rem;
        `}
      >
        <IconBadge size="xl">
          <Icon shape={icons.check} size={28} weight="bold" />
        </IconBadge>
        <h1
          css={css`
            margin: 0;
            font-size: ${theme.fontSize.heading};
            line-height: 1.15;
            color: ${theme.color.ink};
          `}
        >
          {ENQUIRY_SUCCESS_MESSAGE}
        </h1>
      </div>
      <p
        css={css`
          font-size: 1.15rem;
          color: ${theme.color.muted};
          margin: 0 0 2.5rem;
        `}
      >
        Thank you for your enquiry. It has reached our team at {site.brand}.
      </p>

      <h2
        css={css`
          font-size: ${theme.fontSize.title};
          margin: 0 0 0.75rem;
          color: ${theme.color.ink};
        `}
      >
        What happens next
      </h2>
      <ol
        css={css`
          margin: 0 0 1.5rem;
          padding-left: 1.3rem;
          line-height: 1.6;
          li + li {
            margin-top: 0.5rem;
          }
        `}
      >
        <li>We read your enquiry and reply within one working day, by e-mail or phone, using the details you gave us.</li>
        <li>There is nothing more to do: you do not need to send the form again.</li>
      </ol>
      <p
        css={css`
          margin: 0 0 2.5rem;
          line-height: 1.6;
        `}
      >
        Need us sooner? Call{" "}
        <a href={telHref(site.phone)} css={link}>
          {site.phone}
        </a>{" "}
        or write to{" "}
        <a href={mailtoHref(site.email)} css={link}>
          {site.email}
        </a>
        . We are open {formatOpeningHours(site.openingHours)}.
      </p>

      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.75rem 1rem;
        `}
      >
        <ButtonLink to="/" variant="dark">
          Back to the home page
        </ButtonLink>
        <ButtonLink to="/services" variant="outline">
          Explore our services
        </ButtonLink>
      </div>
    </Container>
  )
}

export default function EnquirySentPage() {
  return (
    <Layout>
      <SentContent />
    </Layout>
  )
}

// noindex, and left out of the sitemap (gatsby/sitemap.ts): a confirmation is no search result.
export const Head: HeadFC = () => {
  const siteUrl = useSiteUrl()
  return (
    <Seo
      title="Enquiry sent"
      description="Your enquiry has reached our team. We reply within one working day by e-mail or phone; here is what happens next."
      path={PATH}
      noindex
      jsonLd={[breadcrumbLd(siteUrl, [{ name: "Enquiry sent", path: PATH }])]}
    />
  )
}
