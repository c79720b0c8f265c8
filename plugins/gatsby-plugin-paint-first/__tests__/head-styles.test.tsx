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
    // What the server sends for a page that used `red` and a keyframe: their rules; and, named in
    // data-sr-ids, a class the render made that is on no element.
    document.head.innerHTML = `<style data-sr-ids="other">.${EMOTION_KEY}-${red.name}{color:red;}@keyframes animation-1ab{to{opacity:1;}}</style>`
    const server = document.head.firstElementChild
    const cache = browserEmotionCache()
    expect(cache.key).toBe(EMOTION_KEY)
    expect(cache.inserted[red.name]).toBe(true)
    expect(cache.inserted.other).toBe(true)
    expect(cache.inserted["animation-1ab"]).toBe(true)
    expect(cache.inserted[blue.name]).toBeUndefined()

    const { container } = render(
      <CacheProvider value={cache}>
        <p css={red}>server</p>
        <p css={blue}>client</p>
      </CacheProvider>,
    )
    expect(container.querySelector("p")).toHaveClass(`${EMOTION_KEY}-${red.name}`)
    // The server's element stays first in the head, untouched; only `blue` is added after it.
    expect(document.head.firstElementChild).toBe(server)
    const added = [...document.head.querySelectorAll("style")].slice(1)
    const rules =
      added.flatMap((el) => [...(el.sheet?.cssRules ?? [])].map((rule) => rule.cssText)).join(" ") +
      added.map((el) => el.textContent).join(" ")
    expect(rules).toContain(`${EMOTION_KEY}-${blue.name}`)
    expect(rules).not.toContain(`${EMOTION_KEY}-${red.name}`)
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
