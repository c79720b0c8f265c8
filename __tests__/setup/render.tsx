import { ThemeProvider } from "@emotion/react"
import { render, type RenderOptions } from "@testing-library/react"
import type * as React from "react"
import { theme } from "../../src/styles/theme"

/** Renders a component inside the site's theme, as Layout does on every page. */
export function renderWithTheme(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>, ...options })
}
