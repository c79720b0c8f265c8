import { css } from "@emotion/react"
import { mq, theme } from "../../../styles/theme"
import { Container, Eyebrow, Section } from "../../ui/container"
import { CardBody, stepNumber } from "../../ui/card-body"
import { IconBadge } from "../../ui/icon-badge"
import { List } from "../../ui/list"

type AboutProcessProps = { steps: readonly { readonly title: string; readonly description: string }[] }

/** The four-stage process (Planning, Research, Optimization, Results) as numbered cards. */
export function AboutProcess({ steps }: AboutProcessProps) {
  return (
    <Section tone="surface" aria-labelledby="process-title">
      <Container>
        <div
          css={css`
            max-width: 40rem;
            margin-bottom: clamp(2rem, 5vw, 3.5rem);
          `}
        >
          <Eyebrow>How we work</Eyebrow>
          <h2 id="process-title">A {steps.length === 4 ? "four" : steps.length}-stage process</h2>
          <p
            css={css`
              margin: 0;
              color: ${theme.color.muted};
            `}
          >
            Every project, from a single campaign to a full website, moves through the same stages.
          </p>
        </div>
        <List
          as="ol"
          gap="md"
          styles={css`
            ${mq.md} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
            ${mq.xl} {
              grid-template-columns: repeat(4, minmax(0, 1fr));
            }
          `}
        >
          {steps.map((step, index) => {
            const last = index === steps.length - 1
            return (
              <li
                key={step.title}
                css={css`
                  padding: 1.75rem 1.5rem;
                  border: 1px solid ${theme.color.line};
                  border-radius: ${theme.radius.lg};
                  background: ${theme.color.paper};
                `}
              >
                <IconBadge
                  size="lg"
                  tone={last ? "accent" : "ink"}
                  styles={css`
                    margin-bottom: 1.25rem;
                    font-weight: 800;
                    font-variant-numeric: tabular-nums;
                  `}
                >
                  {stepNumber(index)}
                </IconBadge>
                <CardBody title={step.title}>{step.description}</CardBody>
              </li>
            )
          })}
        </List>
      </Container>
    </Section>
  )
}
