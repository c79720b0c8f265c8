import { FOLD_ATTRIBUTE } from "../head-styles"
import { tagsOf } from "../html-tags"
import { HIDE_BELOW_FOLD, idAfterFold, showBelowFold, splitAtFold } from "../split-styles"

const css = [
  ".sr-head{color:red;}",
  "@media (min-width: 768px){.sr-head{color:blue;}}",
  ".sr-both{margin:0;}",
  "@keyframes animation-spin{to{transform:rotate(1turn);}}",
  ".sr-foot{padding:1rem;}",
  "@media (min-width: 768px){.sr-foot{padding:2rem;}}",
  ".sr-foot-link:hover{color:red;}",
].join("")

const page = (fold: boolean) =>
  `<header class="sr-head"><p class="sr-both x">first screen</p></header><main>` +
  `<div data-hydrate=":R1:"${fold ? ` ${FOLD_ATTRIBUTE}=""` : ""} style="display:contents">` +
  `<footer class="sr-foot"><a class="sr-foot-link" href="/">home</a><p class="sr-both">again</p></footer></div></main>`

describe("splitAtFold", () => {
  it("keeps in the head the rules of classes used before the fold (and keyframes), and moves the rest", () => {
    expect(splitAtFold(css, tagsOf(page(true)))).toEqual({
      first:
        ".sr-head{color:red;}@media (min-width: 768px){.sr-head{color:blue;}}.sr-both{margin:0;}@keyframes animation-spin{to{transform:rotate(1turn);}}",
      later: ".sr-foot{padding:1rem;}@media (min-width: 768px){.sr-foot{padding:2rem;}}.sr-foot-link:hover{color:red;}",
      laterIds: ["foot", "foot-link"],
    })
  })

  it("keeps every rule whole, in order, a brace inside a string included", () => {
    const quoted = '.sr-foot::after{content:"}{";}.sr-foot-link{color:red;}'
    expect(splitAtFold(css + quoted, tagsOf(page(true)))?.later).toBe(
      ".sr-foot{padding:1rem;}@media (min-width: 768px){.sr-foot{padding:2rem;}}.sr-foot-link:hover{color:red;}" + quoted,
    )
  })

  it("does not take a class for another whose name it begins", () => {
    const html = page(true).replace('class="sr-foot"', 'class="sr-footer"')
    // .sr-foot is on no element now: it is not used before the fold either, so it goes later.
    expect(splitAtFold(css, tagsOf(html))?.later).toContain(".sr-foot{padding:1rem;}")
    expect(
      splitAtFold(
        ".sr-foot{a:b;}.sr-footer{c:d;}",
        tagsOf(`<p class="sr-footer"></p><div ${FOLD_ATTRIBUTE}=""><p class="sr-foot"></p></div>`),
      ),
    ).toEqual({
      first: ".sr-footer{c:d;}",
      later: ".sr-foot{a:b;}",
      laterIds: ["foot"],
    })
  })

  it("leaves a page without a fold, or with nothing new below it, whole", () => {
    expect(splitAtFold(css, tagsOf(page(false)))).toBeNull()
    expect(splitAtFold(".sr-head{color:red;}", tagsOf(page(true)))).toBeNull()
  })

  it("hides what follows the fold, and skips its layout, until the later sheet, which shows it, has arrived", () => {
    expect(HIDE_BELOW_FOLD).toBe(
      `[${FOLD_ATTRIBUTE}]{visibility:var(--sr-fold,hidden)}` +
        `[${FOLD_ATTRIBUTE}]>*{content-visibility:var(--sr-fold,hidden)}` +
        `[${FOLD_ATTRIBUTE}]>:is(section,footer){content-visibility:var(--sr-fold-sections,hidden)!important}`,
    )
    expect(showBelowFold(["foot", "foot-link"])).toBe(':root{--sr-fold:visible;--sr-fold-sections:auto;--sr-later:"foot foot-link"}')
  })
})

describe("idAfterFold", () => {
  it("names the first element id after the fold, not one before it nor an attribute that ends in id", () => {
    const html = `<h1 id="title">first</h1><div ${FOLD_ATTRIBUTE}=""><p data-testid="x" aria-labelledby="intro"></p><h2 id="intro">below</h2><p id="later"></p></div>`
    expect(idAfterFold(tagsOf(html))).toBe("intro")
  })

  it("is null for a page without a fold, or without an id after it", () => {
    expect(idAfterFold(tagsOf(page(false).replace("<main>", '<main id="main">')))).toBeNull()
    expect(idAfterFold(tagsOf(page(true)))).toBeNull()
  })
})
