/**
 * The staff accounts part of the enquiries CLI: `add-user <name>` (password from standard input),
 * `remove-user <name>` (and the user's sessions), `list-users`. Accounts are made on the server
 * only, by whoever can run the CLI there; the inbox has no sign-up.
 */
import { isStaffName, StaffUserExistsError, type InboxStore } from "./inbox-store"
import { hashPassword, passwordProblem } from "./passwords"
import { PasswordInputError } from "./read-password"

export const USER_COMMANDS = ["add-user", "remove-user", "list-users"] as const
export type UserCommand = (typeof USER_COMMANDS)[number]
export const isUserCommand = (command: string | undefined): command is UserCommand =>
  (USER_COMMANDS as readonly (string | undefined)[]).includes(command)

export type UserCommandIo = {
  out: (text: string) => void
  err: (text: string) => void
  /** The new password of that user, as read-password.ts reads it; rejects with PasswordInputError. */
  readNewPassword: (userName: string) => Promise<string>
}

const NAME_RULE = "A user name is 1 to 40 letters, digits, dots, dashes or underscores"

export async function runUserCommand(command: UserCommand, args: readonly string[], inbox: InboxStore, io: UserCommandIo): Promise<number> {
  if (command === "list-users") {
    const users = await inbox.listUsers()
    const width = Math.max(4, ...users.map((user) => user.name.length))
    io.out(`${"Name".padEnd(width)}  Added (UTC)\n`)
    for (const user of users) io.out(`${user.name.padEnd(width)}  ${user.createdAt.slice(0, 19).replace("T", " ")}\n`)
    io.err(`${users.length} staff user${users.length === 1 ? "" : "s"}.`)
    return 0
  }
  const name = args[0]
  if (name === undefined || !isStaffName(name) || args.length > 1) {
    io.err(`${command} needs one user name, e.g. npm run enquiries -- ${command} priya. ${NAME_RULE}.`)
    return 2
  }
  if (command === "remove-user") {
    if (!(await inbox.removeUser(name))) {
      io.err(`There is no staff user ${name}.`)
      return 1
    }
    io.err(`Removed staff user ${name}; their sessions ended.`)
    return 0
  }
  if ((await inbox.passwordHashOf(name)) !== null) {
    io.err(`There is already a staff user ${name}. For a new password, remove-user ${name}, then add-user ${name}.`)
    return 1
  }
  let password: string
  try {
    password = await io.readNewPassword(name)
  } catch (error) {
    if (!(error instanceof PasswordInputError)) throw error
    io.err(error.message)
    return 1
  }
  const problem = passwordProblem(password)
  if (problem) {
    io.err(`${problem} Nothing was saved.`)
    return 1
  }
  try {
    await inbox.addUser(name, await hashPassword(password))
  } catch (error) {
    if (!(error instanceof StaffUserExistsError)) throw error
    io.err(`There is already a staff user ${name}; nothing was saved.`)
    return 1
  }
  io.err(`Added staff user ${name}.`)
  return 0
}
