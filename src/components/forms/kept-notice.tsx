import { css } from "@emotion/react"
import * as React from "react"
import { theme } from "../../styles/theme"
import { mailtoMessageHref, whatsappHref } from "../../../common/text"
import { useSiteInfo } from "../../hooks/use-site-data"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import * as icons from "../ui/icons"
import type { EnquiryValues } from "./enquiry-values"
import { ENQUIRY_OFFLINE_MESSAGE, ENQUIRY_UNREACHABLE_MESSAGE } from "./use-enquiry-form"

const keptNotice = css`
  display: flex;
  align-items: flex-start;
  gap: 0.7rem;
  padding: 0.95rem 1.1rem;
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.color.accent};
  background: ${theme.color.accentSoft};
  color: ${theme.color.ink};
  line-height: 1.45;
  > svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${theme.color.accentText};
  }
`

const keptLink = css`
  ${buttonStyles("outline")};
  min-height: 44px;
  padding: 0.55em 1.2em;
  font-size: 0.95rem;
`

/**
 * Shown when the enquiry got no answer: it waits in the form (and goes by itself once the browser is
 * back online, or a minute later when only our server was out of reach), and the visitor can send
 * it now by WhatsApp or e-mail, the message already written. Rendered only in the browser.
 */
export function KeptNotice({ values }: { values: EnquiryValues }) {
  const site = useSiteInfo()
  const mail = mailtoMessageHref(site.email, {
    subject: `Enquiry from ${values.name}`,
    body: `${values.description}\n\n${values.name}\n${values.mobile}`,
  })
  return (
    <div css={keptNotice}>
      <Icon shape={icons.alert} size={20} />
      <div
        css={css`
          display: grid;
          gap: 0.8rem;
        `}
      >
        <p
          css={css`
            margin: 0;
            font-weight: 600;
          `}
        >
          {navigator.onLine ? ENQUIRY_UNREACHABLE_MESSAGE : ENQUIRY_OFFLINE_MESSAGE}
        </p>
        <p
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 0.6rem;
            margin: 0;
          `}
        >
          <a href={whatsappHref(site.whatsapp.number, values.description)} target="_blank" rel="noopener noreferrer" css={keptLink}>
            WhatsApp
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a href={mail} css={keptLink}>
            E-mail
          </a>
        </p>
      </div>
    </div>
  )
}
