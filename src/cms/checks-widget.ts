/**
 * The list of what the content check would still refuse in the entry ("entry-checks", the first
 * field of every form: CHECKS_FIELD in src/content-schema/cms.ts), in the words of the refused save
 * (entryProblems). It has no value, so nothing of it is written. Decap asks every field whether it
 * is valid when Publish is pressed: this one always is, and then opens its list and comes into
 * view, where the toast says to look.
 */
import { createClass, h, type ControlProps } from "./decap"
import { entryProblems, type Problem } from "./entry-checks"
import { followsTheEntry } from "./widgets"

/**
 * Brings the field of that label into view and puts the cursor in it: found as a reader finds it,
 * by the label the form shows (the configuration's `label`, followed by "(optional)" when it may be
 * left empty), and the control that label names. The first such label is the entry's own field:
 * fields in a list or an object come after the field that holds them.
 */
export function goToField(label: string, root: Pick<Document, "querySelectorAll"> = document): boolean {
  const named = [...root.querySelectorAll("label")].find((element) => {
    const text = element.textContent?.trim() ?? ""
    return text === label || text.startsWith(`${label} (`)
  })
  if (!named) return false
  named.scrollIntoView({ block: "center" })
  named.control?.focus()
  return true
}

type State = { open: boolean }
type Methods = { box: HTMLElement | null; problems(): Problem[] }

export const ChecksControl = createClass<ControlProps, State, Methods>({
  ...followsTheEntry,
  box: null,
  getInitialState(): State {
    return { open: false }
  },
  problems() {
    const { entry } = this.props
    return entryProblems(entry.get("collection"), entry.get("slug"), entry.get("data").toJS())
  },
  isValid() {
    if (this.problems().length > 0) {
      this.setState({ open: true }, () => {
        if (!this.box) return
        this.box.scrollIntoView({ block: "start" })
        this.box.focus({ preventScroll: true })
      })
    }
    return true
  },
  render() {
    const { forID } = this.props
    const problems = this.problems()
    if (problems.length === 0)
      return h("p", { id: forID, className: "entry-checks entry-checks-pass" }, "Nothing to change: the content check passes.")
    return h(
      "details",
      {
        id: forID,
        className: "entry-checks",
        tabIndex: -1,
        open: this.state.open,
        ref: (box: HTMLElement | null) => {
          this.box = box
        },
        onToggle: (event: { target: { open: boolean } }) => this.setState({ open: event.target.open }),
      },
      h(
        "summary",
        null,
        problems.length === 1 ? "1 thing to change before publishing" : `${problems.length} things to change before publishing`,
      ),
      h(
        "ul",
        null,
        problems.map((problem, i) =>
          h(
            "li",
            { key: i },
            h("button", { type: "button", onClick: () => goToField(problem.label) }, problem.where),
            `: ${problem.message}`,
          ),
        ),
      ),
    )
  },
})
