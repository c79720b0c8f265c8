import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const root = path.resolve(__dirname, "..", "..", "..")

/**
 * Gatsby's build of other content, made over the checkout's own build in a copy-on-write view of
 * the checkout: in a user and mount namespace of its own (`unshare`), an overlay is laid on the
 * checkout's folder, its content/ replaced by `contentDir`, and the site built there. The build
 * sees the checkout's paths, so it starts warm from the checkout's `.cache/` and `public/` (Gatsby's
 * cache names files by their absolute paths); every file it writes goes to `dir`, and the checkout,
 * which the other browser tests serve meanwhile, stays as it is. The built public/ is copied to
 * `dir/public`; the mount ends with the namespace's last process.
 *
 * Needs Linux 5.11 or later (an overlay in a user namespace) with user namespaces allowed, which
 * scripts/ensure-tools.sh checks before a test runs. The child leads its own process group.
 */
export function buildOverCheckout(contentDir: string, dir: string): ChildProcess {
  for (const name of ["upper", "overlay-work"]) fs.mkdirSync(path.join(dir, name), { recursive: true })
  const script = [
    'mount -t overlay overlay -o "lowerdir=$ROOT,upperdir=$DIR/upper,workdir=$DIR/overlay-work,userxattr" "$ROOT"',
    'cd "$ROOT"',
    'rm -rf content && cp -a "$CONTENT" content',
    "npx gatsby build",
    'cp -a public "$DIR/public"',
  ].join(" && ")
  const child = spawn("unshare", ["--user", "--map-root-user", "--mount", "sh", "-c", script], {
    // Gatsby's plain logger: a line a stage, no redrawing.
    env: { ...process.env, ROOT: root, DIR: dir, CONTENT: contentDir, GATSBY_LOGGER: "yurnalist", GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  // The overlay leaves its own folder unreadable (mode 0), which only root could then remove.
  const overlayOwn = path.join(dir, "overlay-work", "work")
  child.once("exit", () => fs.existsSync(overlayOwn) && fs.chmodSync(overlayOwn, 0o700))
  return child
}
