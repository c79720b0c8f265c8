/**
 * The browser's entry point, in place of Gatsby's own (.cache/production-app, which this starts).
 *
 * Evaluated at once, React, Gatsby's runtime and the app's modules make one long main-thread task
 * the moment the last script arrives; the page can answer no tap until it ends. Here they start in
 * three tasks, the browser free to handle input and paint between them: React, then Gatsby's
 * runtime (router, link, script and slice support), then the app, which asks for the page's data
 * and hydrates. Each step only evaluates modules the page's scripts already hold (`eager`: no
 * further request, no new chunk); a module that an earlier step evaluated is not evaluated again.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ "react-dom/client")
  await nextTask()
  await import(/* webpackMode: "eager" */ "gatsby")
  await nextTask()
  await import(/* webpackMode: "eager" */ "gatsby-production-app")
}

void start()
