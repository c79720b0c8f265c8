/**
 * How `npm run enquiries -- add-user <name>` gets the password: on a terminal, typed twice at a
 * prompt that shows nothing (raw mode, no echo); otherwise the first line of standard input, so a
 * script can pipe it in and it never appears in the process list or the shell's history.
 */
import { StringDecoder } from "node:string_decoder"

export type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown }

/** The password could not be read; the message says why, for the person at the terminal. */
export class PasswordInputError extends Error {}

const CTRL_C = "\u0003"
const CTRL_D = "\u0004"
const BACKSPACE = new Set(["\u0008", "\u007f"])

/** One line typed without echo; null on Ctrl-D at an empty prompt. */
function readHidden(input: PasswordInput, output: NodeJS.WritableStream, prompt: string): Promise<string | null> {
  output.write(prompt)
  input.setRawMode?.(true)
  const decoder = new StringDecoder("utf8")
  let typed = ""
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      input.removeListener("data", onData)
      input.removeListener("end", onEnd)
      input.setRawMode?.(false)
      input.pause()
      output.write("\n")
      outcome()
    }
    const onEnd = () => finish(() => resolve(typed === "" ? null : typed))
    const onData = (chunk: Buffer | string) => {
      for (const char of typeof chunk === "string" ? chunk : decoder.write(chunk)) {
        if (char === "\r" || char === "\n") return finish(() => resolve(typed))
        if (char === CTRL_C) return finish(() => reject(new PasswordInputError("Cancelled; nothing was saved.")))
        if (char === CTRL_D && typed === "") return finish(() => resolve(null))
        if (BACKSPACE.has(char)) typed = [...typed].slice(0, -1).join("")
        else if (char >= " ") typed += char
      }
    }
    input.on("data", onData)
    input.on("end", onEnd)
    input.resume()
  })
}

/** The first line of a pipe or file, without its line ending; null when there is none. */
function readLine(input: PasswordInput): Promise<string | null> {
  const decoder = new StringDecoder("utf8")
  let text = ""
  return new Promise((resolve, reject) => {
    const finish = (line: string | null) => {
      input.removeListener("data", onData)
      input.removeListener("end", onEnd)
      input.removeListener("error", onError)
      input.pause()
      resolve(line)
    }
    const onData = (chunk: Buffer | string) => {
      text += typeof chunk === "string" ? chunk : decoder.write(chunk)
      const end = text.indexOf("\n")
      if (end >= 0) finish(text.slice(0, end).replace(/\r$/, ""))
    }
    const onEnd = () => finish(text === "" ? null : text.replace(/\r$/, ""))
    const onError = (error: Error) => reject(error)
    input.on("data", onData)
    input.on("end", onEnd)
    input.on("error", onError)
    input.resume()
  })
}

/**
 * The new password of `userName`: asked twice on a terminal (rejects when the two differ), else
 * read from the first line of the input. Rejects with PasswordInputError when there is none.
 */
export async function readNewPassword(input: PasswordInput, output: NodeJS.WritableStream, userName: string): Promise<string> {
  if (input.isTTY) {
    const first = await readHidden(input, output, `New password for ${userName} (not shown): `)
    if (first === null) throw new PasswordInputError("No password given; nothing was saved.")
    const second = await readHidden(input, output, "The same password again: ")
    if (second !== first) throw new PasswordInputError("The two passwords differ; nothing was saved.")
    return first
  }
  const line = await readLine(input)
  if (line === null) {
    throw new PasswordInputError(
      `No password on standard input. Type it when asked in a terminal, or pipe one line: printf '%s\\n' "$PASSWORD" | npm run enquiries -- add-user ${userName}`,
    )
  }
  return line
}
