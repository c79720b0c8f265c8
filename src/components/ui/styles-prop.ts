import type { Interpolation, Theme } from "@emotion/react"

/**
 * A component's props with a caller's styles as `styles`, which the component composes with its
 * own into one class, in place of `className`. A caller's css prop would make a class that is on
 * no element of the HTML; the browser's emotion cache adopts only the classes the server sent,
 * and would insert that one again while the page starts.
 */
export type WithStyles<P> = Omit<P, "className"> & { styles?: Interpolation<Theme> }
