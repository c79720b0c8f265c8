import { css } from "@emotion/react"
import { mq, theme } from "../../../styles/theme"
import { Container, Eyebrow, Section } from "../../ui/container"
import { CardBody } from "../../ui/card-body"
import { ValueIcon } from "./value-icon"

type AboutValuesProps = { values: readonly { readonly title: string; readonly description: string }[] }

/** The four values (Transparent, Proactive, Affordable, Flexible) in a ruled grid. */
export function AboutValues({ values }: AboutValuesProps) {
  return (
    <Section aria-labelledby="values-title">
      <Container>
        <div
          css={css`
            max-width: 40rem;
            margin-bottom: clamp(2rem, 5vw, 3.5rem);
          `}
        >
          <Eyebrow>What we stand for</Eyebrow>
          <h2 id="values-title">Our values</h2>
        </div>
        <ul
          css={css`
            display: grid;
            gap: 1px;
            list-style: none;
            padding: 0;
            margin: 0;
            border: 1px solid ${theme.color.line};
            border-radius: ${theme.radius.lg};
            overflow: hidden;
            background: ${theme.color.line};
            ${mq.md} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
            ${mq.xl} {
              grid-template-columns: repeat(4, minmax(0, 1fr));
            }
          `}
        >
          {values.map((value) => (
            <li
              key={value.title}
              css={css`
                padding: 2rem 1.75rem;
                background: ${theme.color.paper};
              `}
            >
              <ValueIcon
                name={value.title}
                styles={css`
                  margin-bottom: 1.25rem;
                `}
              />
              <CardBody title={value.title}>{value.description}</CardBody>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
