import { stopSite } from "./global-teardown"

export default async function globalTeardown(): Promise<void> {
  await stopSite("paint-first-off")
}
