/**
 * Decap CMS as the editor's scripts see it. Decap's bundle (decap-cms.js, loaded before ours) sets
 * three globals it documents for custom widgets and previews: `CMS`, its registry; `h`, React's
 * createElement; and `createClass`, a React class made from an object. They are read here and
 * nowhere else, typed with the little of each that we use: Decap ships no types for its bundle.
 */

/** What `h` makes: a React element, opaque to us. */
export type Element = object

/** A React component: a function of its props, or what `createClass` makes. */
export type Component<P> = ((props: P) => unknown) | { readonly prototype: object }

export type H = (type: string | Component<never>, props?: object | null, ...children: unknown[]) => Element

/** An Immutable.js map as Decap hands it over (a field's settings, an entry's data). */
export interface ImmutableMap {
  get(key: string): unknown
  getIn(path: (string | number)[]): unknown
  toJS(): unknown
}

/** A field's settings from the configuration. */
export interface FieldSettings extends ImmutableMap {
  get(key: "name" | "label"): string
  get(key: string): unknown
}

/** The entry being edited: its collection, its file's name (`slug`), where it is kept, and its fields' values. */
export interface Entry extends ImmutableMap {
  get(key: "collection"): string
  get(key: "slug" | "path"): string | undefined
  get(key: "newRecord"): boolean | undefined
  get(key: "data"): { toJS(): Record<string, unknown> }
  get(key: string): unknown
}

/** The props Decap gives a widget's control (Creating Custom Widgets, registerWidget). */
export type ControlProps<V = unknown> = {
  value: V | undefined
  field: FieldSettings
  forID: string
  classNameWrapper: string
  onChange(value: V): void
  setActiveStyle(): void
  setInactiveStyle(): void
  entry: Entry
}

/** A field's refusal as Decap shows it under the field, in red; or true when it is valid. */
export type Validity = true | { error: { type: "CUSTOM"; message: string } }

/** The props Decap gives a preview template (Customizing the Preview Pane). */
export type PreviewProps = {
  entry: Pick<Entry, "get" | "getIn">
  widgetFor(name: string): unknown
  /** A list's items, each with its fields' own previews under "widgets"; nothing while the entry loads. */
  widgetsFor(name: string): { map(each: (item?: ImmutableMap) => unknown): { toArray(): unknown[] } } | undefined
  getAsset(path: string, field?: unknown): unknown
  fields: { find(test: (field: FieldSettings) => boolean): unknown }
}

/** What `this` is in a method of a class made by `createClass`. */
export type Instance<P, S> = { props: P; state: S; setState(update: Partial<S>, then?: () => void): void }

/** What a class made by `createClass` may have: React's render and initial state, Decap's isValid. */
export type ClassSpec<S> = {
  render(): unknown
  getInitialState?(): S
  shouldComponentUpdate?(): boolean
  isValid?(): Validity
}

/** Makes a class of `spec`, whose own methods and fields (`M`) its methods see on `this`. */
export type CreateClass = <P, S = object, M extends object = object>(spec: ClassSpec<S> & M & ThisType<M & Instance<P, S>>) => Component<P>

/** An entry's file as a format reads and writes it; `sortedKeys` are the collection's fields, in order. */
export type Format = { fromFile(text: string): unknown; toFile(data: Record<string, unknown>, sortedKeys?: string[]): string }

/** Decap's phrases in a language, nested by where they show. */
export type Phrases = { [key: string]: string | Phrases }

export interface Cms {
  registerWidget(name: string, control: Component<never>, preview?: unknown): void
  registerPreviewTemplate(name: string, template: Component<PreviewProps>): void
  registerPreviewStyle(url: string): void
  registerCustomFormat(name: string, extension: string, format: Format): void
  registerEventListener(listener: { name: "preSave"; handler(event: { entry: Entry }): void }): void
  registerLocale(locale: string, phrases: Phrases): void
}

const decap = window as unknown as { CMS: Cms; h: H; createClass: CreateClass }

export const { CMS, h, createClass } = decap
