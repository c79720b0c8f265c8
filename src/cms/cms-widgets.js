/**
 * The browser editor's widgets of our own, loaded after Decap CMS and the content check of one entry
 * (`entryChecks`) by public/cms/index.html (gatsby/cms.ts copies this file as it is). The
 * configuration names them (src/content-schema/cms.ts): "identifier", "checked-string" and
 * "checked-text", "day", "entry-checks". Decap's own widgets are left as Decap makes them.
 *
 * Plain browser JavaScript, with Decap's globals: `CMS`, `h` (React's createElement), `createClass`.
 */
;(function () {
  "use strict"

  const { CMS, h, createClass, entryChecks, document } = window

  /**
   * Decap renders a field again when its own value changes, unless its widget says otherwise
   * (`shouldComponentUpdate`): a widget that reads other fields of the entry follows them all.
   */
  const followsTheEntry = { shouldComponentUpdate: () => true }

  /** A field's refusal as Decap shows it under the field, in red. */
  const refusal = (message) => ({ error: { type: "CUSTOM", message } })

  /**
   * The field an entry's file is named after (a service's slug, `identifier` in the configuration):
   * a text box in a new entry, read-only once the entry is saved, since every link to the page and
   * its pictures' folder use it. Decap marks an entry not yet saved as `newRecord`. What is typed
   * counts when the box is left: the entry's picture folder follows the address, and Decap would
   * look for its pictures in the folder of every half-typed one. For the same reason the address is
   * held while a picture of the entry is in its folder (a value naming `/<address>/`): Decap would
   * look for that picture in the new address's folder, which does not exist yet.
   */
  const IdentifierControl = createClass({
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
        onChange: (event) => this.setState({ typed: event.target.value }),
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
  CMS.registerWidget("identifier", IdentifierControl)

  /**
   * A field a results page shows (a title with the brand suffix, a description): Decap's own text box,
   * checked as it is typed by the content check's rule for it (entryChecks.fieldProblem), so a title
   * too long as rendered is refused at the field, in the check's words.
   */
  const checked = (widget) => {
    const Control = CMS.getWidget(widget).control
    return createClass({
      isValid() {
        const { entry, field, value } = this.props
        // Left empty, Decap's own "is required" says it.
        if (!value) return true
        const data = { ...entry.get("data").toJS(), [field.get("name")]: value }
        const problem = entryChecks.fieldProblem(entry.get("collection"), entry.get("slug"), data, field.get("name"))
        return problem ? refusal(problem) : true
      },
      render() {
        return h(Control, this.props)
      },
    })
  }
  for (const widget of ["string", "text"]) CMS.registerWidget(`checked-${widget}`, checked(widget), CMS.getWidget(widget).preview)

  /**
   * A day as the agency writes it, dd/mm/yyyy, whatever the browser's language; kept as the content
   * wants it, YYYY-MM-DD. What is not yet a whole day stays as typed, and is refused at the field.
   */
  const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
  const isoDay = (day, month, year) => {
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
    const iso = date.toISOString().slice(0, 10)
    return iso === `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}` ? iso : null
  }
  const DayControl = createClass({
    isValid() {
      const { value, field } = this.props
      const iso = typeof value === "string" && ISO_DAY.exec(value)
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
        onChange: (event) => {
          const typed = event.target.value
          const day = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(typed)
          onChange((day && isoDay(day[1], day[2], day[3])) || typed)
        },
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      })
    },
  })
  CMS.registerWidget("day", DayControl)

  /**
   * The list of what the content check would still refuse in the entry ("entry-checks", the first
   * field of every form: CHECKS_FIELD in src/content-schema/cms.ts), in the words of the refused save
   * (entryChecks.entryProblems). It has no value, so nothing of it is written. Each problem names its
   * field: selecting the name goes to the field, found by the label Decap gives it (`for` is Decap's
   * "<name>-field-<n>" id). Decap asks every field whether it is valid when Publish is pressed: this one
   * always is, and then opens its list and comes into view, where the toast says to look.
   */
  const ChecksControl = createClass({
    ...followsTheEntry,
    getInitialState() {
      return { open: false }
    },
    problems() {
      const { entry } = this.props
      return entryChecks.entryProblems(entry.get("collection"), entry.get("slug"), entry.get("data").toJS())
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
      const goTo = (field) => () => {
        const label = document.querySelector(`label[for^="${field}-field-"]`)
        if (!label) return
        label.scrollIntoView({ block: "center" })
        const control = document.getElementById(label.htmlFor)
        if (control && typeof control.focus === "function") control.focus()
      }
      return h(
        "details",
        {
          id: forID,
          className: "entry-checks",
          tabIndex: -1,
          open: this.state.open,
          ref: (box) => (this.box = box),
          onToggle: (event) => this.setState({ open: event.target.open }),
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
            h("li", { key: i }, h("button", { type: "button", onClick: goTo(problem.field) }, problem.where), `: ${problem.message}`),
          ),
        ),
      )
    },
  })
  CMS.registerWidget("entry-checks", ChecksControl)
})()
