import { css } from "@emotion/react"
import { measure, theme } from "../../styles/theme"
import { AccordionItem } from "../ui/accordion"
import { Container, Eyebrow, Section } from "../ui/container"

export type FaqView = {
  id: string
  question: string
  /** Markdown rendered to sanitised HTML at build time (gatsby/schema.ts) */
  answerHtml: string
}

type ServiceFaqProps = { faqs: readonly FaqView[] }

/** 'Frequently asked questions': one answer open at a time; clicking the open one closes it. */
export function ServiceFaq({ faqs }: ServiceFaqProps) {
  if (faqs.length === 0) return null
  return (
    <Section aria-labelledby="service-faq">
      <Container narrow>
        <Eyebrow>Questions</Eyebrow>
        <h2 id="service-faq">Frequently asked questions</h2>
        <div
          css={css`
            margin-top: clamp(1.25rem, 3vw, 2rem);
            border-top: 1px solid ${theme.color.line};
          `}
        >
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} id={`faq-${faq.id}`} group="faq" title={faq.question}>
              <div
                css={css`
                  max-width: ${measure(62)};
                  color: ${theme.color.text};
                  ul,
                  ol {
                    padding-left: 1.2em;
                    margin: 0 0 1em;
                  }
                  li {
                    margin: 0.3em 0;
                  }
                  li::marker {
                    color: ${theme.color.accentText};
                  }
                  a {
                    color: ${theme.color.accentText};
                    text-underline-offset: 3px;
                  }
                  strong {
                    color: ${theme.color.ink};
                  }
                  p:last-child {
                    margin-bottom: 0;
                  }
                `}
                dangerouslySetInnerHTML={{ __html: faq.answerHtml }}
              />
            </AccordionItem>
          ))}
        </div>
      </Container>
    </Section>
  )
}
