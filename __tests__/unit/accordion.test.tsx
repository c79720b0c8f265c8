import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AccordionItem } from "../../src/components/ui/accordion"

function Demo({ defaultOpen }: { defaultOpen?: number }) {
  return (
    <>
      {["One", "Two", "Three"].map((title, i) => (
        <AccordionItem key={title} id={`demo-${i}`} group="demo" title={title} defaultOpen={i === defaultOpen}>
          <p>Panel {title}</p>
        </AccordionItem>
      ))}
    </>
  )
}

const items = () => Array.from(document.querySelectorAll("details"))
const state = () => items().map((details) => details.open)
const summary = (name: string) => screen.getByText(name).closest("summary") as HTMLElement

describe("accordion", () => {
  it("keeps at most one panel open and closes the open one on a second click", async () => {
    const user = userEvent.setup()
    render(<Demo />)
    expect(state()).toEqual([false, false, false])
    await user.click(summary("Two"))
    expect(state()).toEqual([false, true, false])
    await user.click(summary("Three"))
    expect(state()).toEqual([false, false, true])
    await user.click(summary("Three"))
    expect(state()).toEqual([false, false, false])
  })

  it("is a native disclosure group: details named for the group, the title a heading inside the summary", () => {
    render(<Demo defaultOpen={0} />)
    expect(state()).toEqual([true, false, false])
    for (const details of items()) {
      expect(details.getAttribute("data-accordion")).toBe("demo")
      expect(details.querySelector(":scope > summary h3")).not.toBeNull()
      expect(details.querySelector(":scope > [data-panel]")).not.toBeNull()
    }
    expect(screen.getByText("Panel Two")).toBeInTheDocument()
  })

  it("carries the group name in its server HTML, so the browser keeps one open without scripts", async () => {
    const { renderToString } = await import("react-dom/server")
    const html = renderToString(
      <>
        <Demo defaultOpen={1} />
      </>,
    )
    expect(html.match(/<details[^>]*name="demo"/g)).toHaveLength(3)
    expect(html).toMatch(/<details[^>]*id="demo-1"[^>]*open=""/)
  })
})
