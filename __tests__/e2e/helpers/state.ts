import os from "node:os"
import path from "node:path"

/** Written by the global setup, read by every browser test: where our server runs. */
export type E2EState = { baseUrl: string; pid: number; dataDir: string; adminToken: string }

export const E2E_STATE_FILE = path.join(os.tmpdir(), "agency-site-e2e-state.json")
