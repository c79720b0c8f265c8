/** @jest-environment node */
import { blogPath, postFolderAlias, servicePath } from "../../common/paths"

describe("paths", () => {
  it("builds service paths from the slug as is", () => {
    expect(servicePath("seo-services")).toBe("/service/seo-services")
    expect(servicePath("crisis-&-preception-mangement")).toBe("/service/crisis-&-preception-mangement")
  })

  it("builds blog paths from the slug as is", () => {
    expect(blogPath("why-ai-matters-in-website-development")).toBe("/blog/why-ai-matters-in-website-development")
    expect(blogPath("crisis-&-preception-mangement")).toBe("/blog/crisis-&-preception-mangement")
  })

  it("keeps a retitled post's folder as its first address, from the post's file however it is written", () => {
    for (const file of [
      "/site/content/blog/first-title/index.mdx",
      "blog/first-title/index.mdx",
      "C:\\site\\content\\blog\\first-title\\index.mdx",
    ])
      expect(postFolderAlias(file, "second-title")).toBe("first-title")
    expect(postFolderAlias("blog/same-title/index.mdx", "same-title")).toBeNull()
    for (const folder of ["2024", "Not_An-Address", "two--hyphens"])
      expect(postFolderAlias(`blog/${folder}/index.mdx`, "a-title")).toBeNull()
  })
})
