import { css, type Interpolation, type Theme } from "@emotion/react"
import { Link } from "gatsby"
import * as React from "react"
import { theme } from "../../styles/theme"
import type { WithStyles } from "./styles-prop"

type ButtonVariant = "primary" | "dark" | "outline" | "light"

export const buttonStyles = (variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.55em;
  min-height: 48px;
  padding: 0.8em 1.6em;
  border-radius: ${theme.radius.pill};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease,
    border-color ${theme.motion.fast} ease,
    transform ${theme.motion.fast} ease;
  &:hover {
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
    transform: none;
  }
  ${
    variant === "primary" &&
    css`
      background: ${theme.color.accent};
      color: ${theme.color.ink};
      &:hover {
        background: ${theme.color.accentHover};
      }
    `
  }
  ${
    variant === "dark" &&
    css`
      background: ${theme.color.ink};
      color: ${theme.color.paper};
      &:hover {
        background: ${theme.color.inkSoft};
      }
    `
  }
  ${
    variant === "outline" &&
    css`
      background: transparent;
      color: ${theme.color.ink};
      border-color: ${theme.color.ink};
      &:hover {
        background: ${theme.color.ink};
        color: ${theme.color.paper};
      }
    `
  }
  ${
    variant === "light" &&
    css`
      background: ${theme.color.paper};
      color: ${theme.color.ink};
      &:hover {
        background: ${theme.color.accentSoft};
      }
    `
  }
`

type ButtonLinkProps = { to: string; variant?: ButtonVariant; children: React.ReactNode; styles?: Interpolation<Theme> } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "className"
>

/** A link that looks like a button: internal paths through Gatsby's Link, others as plain anchors. */
export function ButtonLink({ to, variant = "primary", styles, children, ...rest }: ButtonLinkProps) {
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    return (
      <a href={to} css={[buttonStyles(variant), styles]} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} css={[buttonStyles(variant), styles]} {...rest}>
      {children}
    </Link>
  )
}

type ButtonProps = { variant?: ButtonVariant } & WithStyles<React.ButtonHTMLAttributes<HTMLButtonElement>>

export function Button({ variant = "primary", type = "button", styles, ...rest }: ButtonProps) {
  return <button type={type} css={[buttonStyles(variant), styles]} {...rest} />
}
