import styled from "@emotion/styled"

/** The page's content column: max width and side gutters, used by every section. */
export const Container = styled.div<{ narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, narrow }) => (narrow ? theme.width.text : theme.width.content)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.gutter};
`

/** Vertical rhythm between page sections. */
export const Section = styled.section<{ tone?: "paper" | "surface" | "ink" }>`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme, tone = "paper" }) =>
    tone === "ink" ? theme.color.ink : tone === "surface" ? theme.color.surface : theme.color.paper};
  color: ${({ theme, tone }) => (tone === "ink" ? theme.color.paper : "inherit")};
  h2,
  h3 {
    color: ${({ theme, tone }) => (tone === "ink" ? theme.color.paper : theme.color.ink)};
  }
`

/** Small orange label above a section heading ("What we do"). */
export const Eyebrow = styled("p", { shouldForwardProp: (prop) => prop !== "onDark" })<{ onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.9rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme, onDark }) => (onDark ? theme.color.accent : theme.color.accentText)};
  &::before {
    content: "";
    width: 1.75rem;
    height: 2px;
    background: ${({ theme }) => theme.color.accent};
  }
`
