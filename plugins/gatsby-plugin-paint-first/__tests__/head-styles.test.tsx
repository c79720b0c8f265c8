import { CacheProvider, css } from "@emotion/react"
import { render } from "@testing-library/react"
import createCache from "@emotion/cache"
import { browserEmotionCache, EMOTION_CACHE_OPTIONS, EMOTION_KEY } from "../head-styles"

const red = css`
  color: red;
`
const blue = css`
  color: blue;
`

afterEach(() => {
  document.head.innerHTML = ""
})

describe("browserEmotionCache", () => {
  it("counts the server's rules as inserted and inserts only the others", () => {
    // What the server sends for a page that used `red` and a keyframe: their rules in a style
    // element of ours, and their ids in emotion's own form.
    document.head.innerHTML =
      `<style data-sr-styles="">.${EMOTION_KEY}-${red.name}{color:red;}@keyframes animation-1ab{to{opacity:1;}}</style>` +
      `<style data-emotion="${EMOTION_KEY} ${red.name} animation-1ab"></style>`
    const server = document.head.firstElementChild as HTMLStyleElement
    const cache = browserEmotionCache()
    expect(cache.key).toBe(EMOTION_KEY)

    const { container } = render(
      <CacheProvider value={cache}>
        <p css={red}>server</p>
        <p css={blue}>client</p>
      </CacheProvider>,
    )
    expect(container.querySelector("p")).toHaveClass(`${EMOTION_KEY}-${red.name}`)
    // The server's rules stay first in the head, untouched; only `blue` is added.
    expect(document.head.firstElementChild).toBe(server)
    expect(server.textContent).toBe(`.${EMOTION_KEY}-${red.name}{color:red;}@keyframes animation-1ab{to{opacity:1;}}`)
    const added = [...document.head.querySelectorAll("style")].slice(1)
    const rules =
      added.flatMap((el) => [...(el.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join(" ") +
      added.map((el) => el.textContent).join(" ")
    expect(rules).toContain(`${EMOTION_KEY}-${blue.name}`)
    expect(rules).not.toContain(`${EMOTION_KEY}-${red.name}`)
  })
})

describe("browserEmotionCache with the later sheet there", () => {
  afterEach(() => document.documentElement.style.removeProperty("--sr-later"))

  it("counts the later sheet's classes as inserted too", () => {
    // What the later sheet sets once it has arrived (split-styles.ts, showBelowFold).
    document.documentElement.style.setProperty("--sr-later", `"${blue.name}"`)
    const cache = browserEmotionCache()
    const before = document.head.querySelectorAll("style").length
    render(
      <CacheProvider value={cache}>
        <p css={blue}>below the fold</p>
      </CacheProvider>,
    )
    expect(document.head.querySelectorAll("style")).toHaveLength(before)
  })
})

describe("the emotion caches' output", () => {
  it("writes declarations as written, without legacy vendor copies", () => {
    const flexRow = css`
      display: flex;
      align-items: center;
      transform: translateY(-2px);
      transition: transform 0.2s ease;
    `
    // What each cache writes into its style sheet for the class.
    for (const cache of [createCache(EMOTION_CACHE_OPTIONS), browserEmotionCache()]) {
      const written: string[] = []
      cache.insert(
        `.${EMOTION_KEY}-${flexRow.name}`,
        flexRow,
        { insert: (rule: string) => written.push(rule) } as unknown as typeof cache.sheet,
        false,
      )
      expect(written).toEqual([
        `.${EMOTION_KEY}-${flexRow.name}{display:flex;align-items:center;transform:translateY(-2px);transition:transform 0.2s ease;}`,
      ])
    }
  })
})
