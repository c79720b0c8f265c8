import { screen } from "@testing-library/react"
import { renderWithTheme as render } from "../setup/render"
import userEvent from "@testing-library/user-event"
import { AccordionItem, useSingleOpen } from "../../src/components/ui/accordion"

function Demo() {
  const { openIndex, toggle } = useSingleOpen()
  return (
    <>
      {["One", "Two", "Three"].map((title, i) => (
        <AccordionItem key={title} id={`demo-${i}`} title={title} open={openIndex === i} onToggle={() => toggle(i)}>
          <p>Panel {title}</p>
        </AccordionItem>
      ))}
    </>
  )
}

describe("accordion", () => {
  it("keeps at most one panel open and closes the open one on a second click", async () => {
    const user = userEvent.setup()
    render(<Demo />)
    const buttons = ["One", "Two", "Three"].map((name) => screen.getByRole("button", { name }))
    const state = () => buttons.map((b) => b.getAttribute("aria-expanded"))
    expect(state()).toEqual(["false", "false", "false"])
    await user.click(buttons[1])
    expect(state()).toEqual(["false", "true", "false"])
    await user.click(buttons[2])
    expect(state()).toEqual(["false", "false", "true"])
    await user.click(buttons[2])
    expect(state()).toEqual(["false", "false", "false"])
  })

  it("ties each button to its panel", async () => {
    const user = userEvent.setup()
    render(<Demo />)
    const button = screen.getByRole("button", { name: "Two" })
    const panel = document.getElementById(button.getAttribute("aria-controls") as string) as HTMLElement
    expect(panel).toHaveAttribute("data-open", "false")
    await user.click(button)
    expect(panel).toHaveAttribute("data-open", "true")
    expect(panel).toHaveTextContent("Panel Two")
    expect(screen.getByRole("region", { name: "Two" })).toBe(panel)
  })
})
