import { startSite } from "./global-setup"

/** Our server against the site built without its start-up plugin (build-paint-first-off/). */
export default async function globalSetup(): Promise<void> {
  await startSite("paint-first-off")
}
