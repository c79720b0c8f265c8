/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server"
import { Layout } from "../../src/components/layout/layout"

describe("lead popup during server rendering", () => {
  it("renders nothing of the popup into the static HTML", () => {
    const html = renderToString(
      <Layout>
        <p>Page body</p>
      </Layout>,
    )
    expect(html).toContain("Page body")
    expect(html).not.toContain('role="dialog"')
    expect(html).not.toContain("grow your brand")
    expect(html).not.toContain('name="website"')
  })
})
