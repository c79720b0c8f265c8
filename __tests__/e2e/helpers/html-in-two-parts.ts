import http from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A proxy in front of the site that sends each page's HTML in two parts, `pause` ms apart, cut where
 * `cutAt` says: what a visitor's browser meets when the HTML arrives slowly. Everything else passes
 * through whole. Call `close` when done.
 */
export async function htmlInTwoParts(
  upstream: string,
  cutAt: (html: string) => number,
  pause = 600,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(upstream + request.url, { headers: { accept: request.headers.accept ?? "*/*" } })
    // fetch has undone the compression: the body goes out as it is, without those headers.
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name)),
    )
    const body = Buffer.from(await answer.arrayBuffer())
    response.writeHead(answer.status, headers)
    if (!(answer.headers.get("content-type") ?? "").startsWith("text/html")) return void response.end(body)
    const html = body.toString("utf8")
    const cut = cutAt(html)
    response.write(html.slice(0, cut))
    setTimeout(() => response.end(html.slice(cut)), pause)
  })
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
