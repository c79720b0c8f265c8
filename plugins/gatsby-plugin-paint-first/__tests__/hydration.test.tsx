import { act, fireEvent, screen } from "@testing-library/react"
import * as React from "react"
import { renderToString } from "react-dom/server"
import { hydrateInTransition } from "../hydrate-in-transition"

function Counter() {
  const [count, setCount] = React.useState(0)
  return <button onClick={() => setCount((n) => n + 1)}>Clicked {count} times</button>
}

// What Gatsby renders around a page: a wrapper that takes focus.
const app = (
  <div tabIndex={-1}>
    <Counter />
  </div>
)

afterEach(() => {
  document.body.innerHTML = ""
})

describe("hydrateInTransition (the replaceHydrateFunction of gatsby-browser)", () => {
  it("hydrates server HTML in place: the same nodes become interactive", async () => {
    document.body.innerHTML = `<div id="___gatsby">${renderToString(app)}</div>`
    const serverButton = screen.getByRole("button", { name: "Clicked 0 times" })
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    await act(async () => hydrateInTransition(app, document.getElementById("___gatsby")!))
    fireEvent.click(serverButton)
    expect(serverButton).toHaveTextContent("Clicked 1 times")
    expect(screen.getAllByRole("button")).toEqual([serverButton])
    // A hydration mismatch would be reported here (and React would have replaced the nodes).
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("renders a client-only page, whose server HTML holds no text", async () => {
    document.body.innerHTML = `<div id="___gatsby"><div tabindex="-1"></div></div>`
    await act(async () => hydrateInTransition(app, document.getElementById("___gatsby")!))
    fireEvent.click(screen.getByRole("button", { name: "Clicked 0 times" }))
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1 times")
  })
})
