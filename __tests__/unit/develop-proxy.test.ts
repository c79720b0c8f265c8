/** @jest-environment node */
import config from "../../gatsby-config"
import { DEFAULT_DEVELOPMENT_API, developmentApiProxy } from "../../gatsby/develop-proxy"
import { loadConfig } from "../../server/config"

describe("gatsby develop reaches the enquiry API", () => {
  it("forwards /user and /admin, the API's only prefixes, to npm run serve by default", () => {
    expect(developmentApiProxy(undefined)).toEqual([
      { prefix: "/user", url: "http://127.0.0.1:9000" },
      { prefix: "/admin", url: "http://127.0.0.1:9000" },
    ])
    // The default is where `npm run serve` listens with no configuration.
    const server = loadConfig({})
    expect(DEFAULT_DEVELOPMENT_API).toBe(`http://${server.host}:${server.port}`)
  })

  it("follows API_ORIGIN, without a trailing slash (Gatsby appends the whole request path)", () => {
    expect(developmentApiProxy("http://192.168.1.20:9100/").map((entry) => entry.url)).toEqual([
      "http://192.168.1.20:9100",
      "http://192.168.1.20:9100",
    ])
  })

  it("is what gatsby-config.ts gives Gatsby", () => {
    expect(config.proxy).toEqual(developmentApiProxy(process.env.API_ORIGIN))
  })
})
