/** @jest-environment node */
import { blogPath, servicePath } from "../../common/paths"

describe("paths", () => {
  it("builds service paths from the slug as is", () => {
    expect(servicePath("seo-services")).toBe("/service/seo-services")
    expect(servicePath("crisis-&-preception-mangement")).toBe("/service/crisis-&-preception-mangement")
  })

  it("builds blog paths from the slug as is", () => {
    expect(blogPath("why-ai-matters-in-website-development")).toBe("/blog/why-ai-matters-in-website-development")
    expect(blogPath("crisis-&-preception-mangement")).toBe("/blog/crisis-&-preception-mangement")
  })
})
