/**
 * V8's explicit compile hint: a script that opens with this comment has all of its functions
 * compiled while it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called. Every chunk the browser loads runs most of its code at once (React and
 * Gatsby's runtime while the page starts, a section's code when it hydrates), so the hint moves that
 * compilation out of the main-thread tasks that start the page. Browsers without the hint read a
 * comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
