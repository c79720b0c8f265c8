import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom lacks these; react-dom/server (used to render Head components to markup) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder })
