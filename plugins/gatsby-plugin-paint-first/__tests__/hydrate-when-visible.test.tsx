import { act, fireEvent, screen } from "@testing-library/react"
import * as React from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { deferBelowFold, HydrateWhenVisible, releaseDeferredHydration } from "../hydrate-when-visible"

/** The IntersectionObservers made, so that a test can bring what one watches into view. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = []
class FakeObserver {
  targets: Element[] = []
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, targets: this.targets })
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  disconnect() {
    this.targets.length = 0
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0)
  return <button onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>
}

/** A page with one part below the fold and one closed panel; `note` is the panel's words. */
function Page({ note }: { note: string }) {
  return (
    <main>
      <HydrateWhenVisible belowFold>
        <Counter label="Below" />
      </HydrateWhenVisible>
      <HydrateWhenVisible whenNearViewport={false}>
        <p>{note}</p>
        <Counter label="Panel" />
      </HydrateWhenVisible>
    </main>
  )
}

const parts = () => Array.from(document.querySelectorAll("[data-hydrate]"))
let root: Root | undefined

async function hydrate(element: React.ReactElement) {
  document.body.innerHTML = `<div id="app">${renderToString(element)}</div>`
  deferBelowFold()
  await act(async () => {
    root = hydrateRoot(document.getElementById("app")!, element)
  })
}

beforeEach(() => {
  observers.length = 0
  Object.assign(window, { IntersectionObserver: FakeObserver })
})

afterEach(() => {
  act(() => releaseDeferredHydration())
  act(() => root?.unmount())
  document.body.innerHTML = ""
})

describe("HydrateWhenVisible (deferBelowFold)", () => {
  it("keeps a part's server HTML unhydrated until it comes near the viewport, then hydrates those nodes", async () => {
    await hydrate(<Page note="Closed" />)
    const below = screen.getByRole("button", { name: "Below 0" })
    expect(parts().map((part) => part.hasAttribute("data-hydrated"))).toEqual([false, false])
    fireEvent.click(below)
    expect(below).toHaveTextContent("Below 0")

    const watched = observers.find(({ targets }) => targets.includes(below))!
    await act(async () => watched.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    expect(parts().map((part) => part.hasAttribute("data-hydrated"))).toEqual([true, false])
    fireEvent.click(below)
    expect(screen.getByRole("button", { name: "Below 1" })).toBe(below)
  })

  it("hydrates a closed panel on its first input and hands it that input", async () => {
    await hydrate(<Page note="Closed" />)
    const panel = screen.getByRole("button", { name: "Panel 0" })
    // A closed panel watches no viewport.
    expect(observers.some(({ targets }) => targets.includes(panel))).toBe(false)
    act(() => {
      fireEvent.pointerDown(panel)
      fireEvent.click(panel)
    })
    expect(panel).toHaveTextContent("Panel 1")
    expect(parts()[1].hasAttribute("data-hydrated")).toBe(true)
  })

  it("hydrates a waiting part at once when the page renders it again with new content", async () => {
    await hydrate(<Page note="Closed" />)
    const panel = screen.getByRole("button", { name: "Panel 0" })
    await act(async () => root!.render(<Page note="Open" />))
    expect(screen.getByText("Open")).toBeInTheDocument()
    expect(parts()[1].hasAttribute("data-hydrated")).toBe(true)
    fireEvent.click(panel)
    expect(panel).toHaveTextContent("Panel 1")
  })

  it("hydrates everything still waiting before a client-side navigation", async () => {
    await hydrate(<Page note="Closed" />)
    await act(async () => releaseDeferredHydration())
    expect(parts().map((part) => part.hasAttribute("data-hydrated"))).toEqual([true, true])
  })

  it("renders at once what the browser renders itself", async () => {
    document.body.innerHTML = `<div id="app"></div>`
    const { createRoot } = await import("react-dom/client")
    const client = createRoot(document.getElementById("app")!)
    act(() => client.render(<Page note="Closed" />))
    expect(screen.getByRole("button", { name: "Below 0" })).toBeInTheDocument()
    expect(parts().map((part) => part.hasAttribute("data-hydrated"))).toEqual([true, true])
    act(() => client.unmount())
  })
})
