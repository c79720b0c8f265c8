/**
 * The editor's field widgets of our own, which the configuration names (src/content-schema/cms.ts):
 * "identifier", "checked-string" and "checked-text", "day". editor.ts registers them with Decap's
 * `registerWidget`; the list of an entry's problems, "entry-checks", is checks-widget.ts.
 */
import { createClass, h, type ControlProps, type Validity } from "./decap"
import { fieldProblem } from "./entry-checks"

/**
 * Decap renders a field again when its own value changes, unless its widget says otherwise
 * (`shouldComponentUpdate`): a widget that reads other fields of the entry follows them all.
 */
export const followsTheEntry = { shouldComponentUpdate: () => true }

/** A field's refusal as Decap shows it under the field, in red. */
const refusal = (message: string): Validity => ({ error: { type: "CUSTOM", message } })

type InputEvent = { target: { value: string } }

/**
 * The field an entry's file is named after (a service's slug, `identifier` in the configuration):
 * a text box in a new entry, read-only once the entry is saved, since every link to the page and
 * its pictures' folder use it. Decap marks an entry not yet saved as `newRecord`. What is typed
 * counts when the box is left: the entry's picture folder follows the address, and Decap would
 * look for its pictures in the folder of every half-typed one. For the same reason the address is
 * held while a picture of the entry is in its folder (a value naming `/<address>/`): Decap would
 * look for that picture in the new address's folder, which does not exist yet.
 */
export const IdentifierControl = createClass<ControlProps<string>, { typed: string | null }>({
  ...followsTheEntry,
  getInitialState() {
    return { typed: null }
  },
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, entry } = this.props
    const saved = entry.get("newRecord") === false
    const holdsPictures = !saved && Boolean(value) && JSON.stringify(entry.get("data")).includes(`/${value}/`)
    const { typed } = this.state
    const input = h("input", {
      type: "text",
      id: forID,
      className: classNameWrapper,
      value: typed ?? value ?? "",
      readOnly: saved || holdsPictures,
      "aria-readonly": saved || holdsPictures ? "true" : undefined,
      "aria-describedby": holdsPictures ? `${forID}-held` : undefined,
      onChange: (event: InputEvent) => this.setState({ typed: event.target.value }),
      onFocus: setActiveStyle,
      onBlur: () => {
        if (typed !== null && typed !== value) onChange(typed)
        this.setState({ typed: null })
        setInactiveStyle()
      },
    })
    if (!holdsPictures) return input
    return h(
      "div",
      null,
      input,
      h(
        "p",
        { id: `${forID}-held`, className: "identifier-held" },
        "Held while a picture is chosen: its folder is named after the address. Remove the pictures to change it.",
      ),
    )
  },
})

/**
 * A field a results page shows (a title with the brand suffix, a description): a text box ("string",
 * one line) or area ("text"), as Decap's own, checked as it is typed by the content check's rule
 * for it (fieldProblem), so a title too long as rendered is refused at the field, in the check's words.
 */
export const checked = (widget: "string" | "text") =>
  createClass<ControlProps<string>>({
    isValid(): Validity {
      const { entry, field, value } = this.props
      // Left empty, Decap's own "is required" says it.
      if (!value) return true
      const data = { ...entry.get("data").toJS(), [field.get("name")]: value }
      const problem = fieldProblem(entry.get("collection"), entry.get("slug"), data, field.get("name"))
      return problem ? refusal(problem) : true
    },
    render() {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
      return h(widget === "string" ? "input" : "textarea", {
        ...(widget === "string" ? { type: "text" } : { rows: 4 }),
        id: forID,
        className: classNameWrapper,
        value: value ?? "",
        onChange: (event: InputEvent) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      })
    },
  })

/**
 * A day as the agency writes it, dd/mm/yyyy, whatever the browser's language; kept as the content
 * wants it, YYYY-MM-DD. What is not yet a whole day stays as typed, and is refused at the field.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const isoDay = (day: string, month: string, year: string) => {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const iso = date.toISOString().slice(0, 10)
  return iso === `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}` ? iso : null
}

export const DayControl = createClass<ControlProps<string>>({
  isValid(): Validity {
    const { value, field } = this.props
    const iso = typeof value === "string" ? ISO_DAY.exec(value) : null
    return !value || (iso && isoDay(iso[3], iso[2], iso[1]))
      ? true
      : refusal(`${field.get("label")} must be a day written dd/mm/yyyy, e.g. 17/01/2025.`)
  },
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const iso = typeof value === "string" ? ISO_DAY.exec(value) : null
    return h("input", {
      type: "text",
      id: forID,
      className: classNameWrapper,
      inputMode: "numeric",
      placeholder: "dd/mm/yyyy",
      autoComplete: "off",
      value: iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? ""),
      onChange: (event: InputEvent) => {
        const typed = event.target.value
        const day = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(typed)
        onChange((day && isoDay(day[1], day[2], day[3])) || typed)
      },
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
    })
  },
})
