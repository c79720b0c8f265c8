import { css } from "@emotion/react"
import { type HeadFC } from "gatsby"
import * as React from "react"
import { EnquiryForm } from "../components/forms/enquiry-form"
import { Layout } from "../components/layout/layout"
import { PageSeo } from "../components/layout/page-seo"
import { Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { Icon } from "../components/ui/icon"
import type { IconShape } from "../components/ui/icons"
import { IconBadge } from "../components/ui/icon-badge"
import { useSiteInfo, useSiteUrl } from "../hooks/use-site-data"
import { measure, theme } from "../styles/theme"
import { formatOpeningHours } from "../utils/opening-hours"
import { organizationLd } from "../utils/structured-data"
import { mailtoHref, telHref, whatsappHref } from "../../common/text"
import { List } from "../components/ui/list"
import { Split } from "../components/ui/split"

const FORM_HEADING_ID = "enquiry-heading"

/** The drawings of the contact details. */
const pin: IconShape = {
  d: "M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zm0-8.6a2.9 2.9 0 1 0 0-5.8 2.9 2.9 0 0 0 0 5.8z",
  paint: "line",
}
const phone: IconShape = {
  d: "M6.6 3.5h2.6l1.5 4.1-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.1 1.5v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z",
  paint: "line",
}
const mail: IconShape = {
  d: "M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zm0 1.2 8 6 8-6",
  paint: "line",
}
const clock: IconShape = { d: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13.5V12l3 2", paint: "line" }
const chat: IconShape = { d: "M4 19.5l1.3-3.9A8 8 0 1 1 8.4 18.7L4 19.5z", paint: "line" }

type DetailProps = { icon: IconShape; label: string; children: React.ReactNode }

function Detail({ icon, label, children }: DetailProps) {
  return (
    <li
      css={css`
        display: flex;
        gap: 1rem;
        padding: 1.25rem 0;
        border-bottom: 1px solid ${theme.color.line};
        &:first-of-type {
          padding-top: 0;
        }
        &:last-of-type {
          border-bottom: 0;
        }
      `}
    >
      <IconBadge size="lg" tone="soft" shape="square">
        <Icon shape={icon} size={22} weight="light" />
      </IconBadge>
      <div
        css={css`
          min-width: 0;
        `}
      >
        <h3
          css={css`
            margin: 0 0 0.25rem;
            font-size: 0.78rem;
            font-weight: 700;
            letter-spacing: 0.12em;
            text-transform: uppercase;
            color: ${theme.color.muted};
          `}
        >
          {label}
        </h3>
        <div
          css={css`
            color: ${theme.color.ink};
            font-size: 1.05rem;
            line-height: 1.5;
          `}
        >
          {children}
        </div>
      </div>
    </li>
  )
}

/** The page within Layout. */
function ContactContent() {
  const site = useSiteInfo()
  const { address } = site
  const mapQuery = `${site.brand}, ${address.street}, ${address.locality}, ${address.city} ${address.postalCode}`
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`

  const strongLink = css`
    color: ${theme.color.ink};
    font-weight: 650;
    text-decoration: none;
    overflow-wrap: anywhere;
    background-image: linear-gradient(${theme.color.accent}, ${theme.color.accent});
    background-size: 100% 2px;
    background-position: 0 100%;
    background-repeat: no-repeat;
    &:hover {
      color: ${theme.color.accentText};
    }
  `
  const smallLink = css`
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    margin-top: 0.4rem;
    font-size: 0.92rem;
    font-weight: 650;
    color: ${theme.color.accentText};
    text-underline-offset: 3px;
  `

  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in touch" lead="Tell us about your project; every enquiry reaches our team directly." />
      <Section tone="surface">
        <Split columns="narrowFirst" align="start">
          <div>
            <h2
              css={css`
                font-size: ${theme.fontSize.heading};
              `}
            >
              Visit, call or write
            </h2>
            <p
              css={css`
                color: ${theme.color.muted};
                max-width: ${measure(42)};
                margin-bottom: 2rem;
              `}
            >
              Our studio is in the heart of {address.locality}, {address.city}. Drop by, give us a call, or send the form and we will come
              back to you.
            </p>
            <List>
              <Detail icon={pin} label="Office">
                <address
                  css={css`
                    font-style: normal;
                  `}
                >
                  {site.brand}
                  <br />
                  {address.street}, {address.locality}
                  <br />
                  {address.city} {address.postalCode}, {address.region}
                </address>
                <a href={mapHref} target="_blank" rel="noopener noreferrer" css={smallLink}>
                  Open in Google Maps
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </Detail>
              <Detail icon={phone} label="Phone">
                <a href={telHref(site.phone)} css={strongLink}>
                  {site.phone}
                </a>
              </Detail>
              <Detail icon={mail} label="Email">
                <a href={mailtoHref(site.email)} css={strongLink}>
                  {site.email}
                </a>
              </Detail>
              <Detail icon={clock} label="Opening hours">
                {formatOpeningHours(site.openingHours)}
              </Detail>
              <Detail icon={chat} label="WhatsApp">
                <a href={whatsappHref(site.whatsapp.number, site.whatsapp.text)} target="_blank" rel="noopener noreferrer" css={strongLink}>
                  Chat with us on WhatsApp
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </Detail>
            </List>
          </div>

          <div
            css={css`
              padding: clamp(1.5rem, 4.5vw, 3rem);
              border: 1px solid ${theme.color.line};
              border-radius: ${theme.radius.lg};
              background: ${theme.color.paper};
              box-shadow: ${theme.shadow.card};
            `}
          >
            <h2
              id={FORM_HEADING_ID}
              css={css`
                font-size: ${theme.fontSize.heading};
                margin-bottom: 0.35rem;
              `}
            >
              Send us an enquiry
            </h2>
            <p
              css={css`
                color: ${theme.color.muted};
                margin-bottom: 1.75rem;
              `}
            >
              Websites, apps, digital marketing, branding or PR: tell us what you have in mind.
            </p>
            <EnquiryForm formName="contact" labelledBy={FORM_HEADING_ID} />
          </div>
        </Split>
      </Section>
    </>
  )
}

export default function ContactPage() {
  return (
    <Layout>
      <ContactContent />
    </Layout>
  )
}

export const Head: HeadFC = () => {
  const site = useSiteInfo()
  const siteUrl = useSiteUrl()
  return <PageSeo route="/contact" jsonLd={[organizationLd({ ...site, siteUrl })]} />
}
