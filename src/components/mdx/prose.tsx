import styled from "@emotion/styled"

/** Readable long-form typography for MDX bodies (blog posts, legal pages). */
export const Prose = styled.div`
  max-width: ${({ theme }) => theme.width.text};
  font-size: 1.075rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.color.text};
  h2 {
    font-size: clamp(1.45rem, 2.6vw, 1.85rem);
    margin: 2.2em 0 0.6em;
  }
  h3 {
    font-size: 1.25rem;
    margin: 1.8em 0 0.5em;
  }
  ul,
  ol {
    padding-left: 1.3em;
    margin: 0 0 1.2em;
  }
  li {
    margin: 0.35em 0;
  }
  li::marker {
    color: ${({ theme }) => theme.color.accentText};
  }
  a {
    color: ${({ theme }) => theme.color.accentText};
    text-underline-offset: 3px;
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  > :first-child {
    margin-top: 0;
  }
`
