/**
 * Every inline icon of the site, drawn once on a 24-unit grid: line icons take the text colour as
 * their stroke, solid ones as their fill: `<Icon shape={icons.arrow} />`. These are the icons used
 * across the site; a drawing used by one component only (the contact details', the values') is
 * defined beside it, so that it is not in every page's scripts.
 */

export type IconShape = { readonly d: string; readonly paint: "line" | "solid" }

export const arrow: IconShape = { d: "M5 12h14M13 6l6 6-6 6", paint: "line" }
export const back: IconShape = { d: "M19 12H5M11 6l-6 6 6 6", paint: "line" }
export const chevron: IconShape = { d: "M6 9l6 6 6-6", paint: "line" }
export const close: IconShape = { d: "M6 6l12 12M18 6L6 18", paint: "line" }
export const menu: IconShape = { d: "M4 7h16M4 12h16M4 17h10", paint: "line" }
export const plus: IconShape = { d: "M12 5v14M5 12h14", paint: "line" }
export const check: IconShape = { d: "M5 12.5l4.5 4.5L19 7.5", paint: "line" }
export const done: IconShape = { d: "M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM7.5 12.5l3 3 6-6.5", paint: "line" }
export const alert: IconShape = { d: "M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20zM12 7v6M12 16.5v.5", paint: "line" }
export const play: IconShape = { d: "M7 4.5v15l13-7.5z", paint: "solid" }
export const pause: IconShape = { d: "M6 4h4v16H6zM14 4h4v16h-4z", paint: "solid" }
