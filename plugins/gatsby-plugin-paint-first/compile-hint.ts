/**
 * V8's explicit compile hint: a script that opens with it is compiled whole on a background thread
 * while it streams in, not function by function on the main thread as the page starts. Other
 * browsers read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
