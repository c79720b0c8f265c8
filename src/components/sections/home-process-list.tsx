import { css } from "@emotion/react"
import { mq, theme } from "../../styles/theme"
import { CardBody, stepNumber } from "../ui/card-body"
import { List } from "../ui/list"
import type { ProcessStepView } from "./home-process-steps"

/** All six steps at once, as a list: what "How We Work" shows where scripts do not run. */
export function ProcessStepList({ steps }: { steps: readonly ProcessStepView[] }) {
  return (
    <List
      as="ol"
      gap="md"
      styles={css`
        ${mq.md} {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        ${mq.lg} {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
      `}
    >
      {steps.map((step, index) => (
        <li
          key={step.key}
          css={css`
            padding: 1.25rem 1.35rem 1.4rem;
            border: 1px solid ${theme.color.line};
            border-radius: ${theme.radius.sm};
            background: ${theme.color.paper};
          `}
        >
          <p
            css={css`
              margin: 0 0 0.35rem;
              font-size: 0.85rem;
              font-weight: 700;
              color: ${theme.color.accentText};
            `}
          >
            Step {stepNumber(index)}
          </p>
          <CardBody title={step.title} size="lead">
            {step.description}
          </CardBody>
        </li>
      ))}
    </List>
  )
}
