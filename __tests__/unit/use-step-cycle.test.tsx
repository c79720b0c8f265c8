import { act, renderHook } from "@testing-library/react"
import { useStepCycle } from "../../src/hooks/use-step-cycle"

const defineHidden = (hidden: boolean) => Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden })
const setHidden = (hidden: boolean) => {
  defineHidden(hidden)
  document.dispatchEvent(new Event("visibilitychange"))
}

describe("useStepCycle (How We Work)", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    defineHidden(false)
  })

  it("advances every 3 s and wraps from the sixth step to the first", () => {
    const { result } = renderHook(() => useStepCycle({ count: 6, interval: 3000 }))
    expect(result.current.active).toBe(0)
    act(() => jest.advanceTimersByTime(2999))
    expect(result.current.active).toBe(0)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current.active).toBe(1)
    const seen = [result.current.active]
    for (let i = 0; i < 5; i++) {
      act(() => jest.advanceTimersByTime(3000))
      seen.push(result.current.active)
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 0])
  })

  it("restarts the full 3 s after a step is chosen, also when it is the active one", () => {
    const { result } = renderHook(() => useStepCycle({ count: 6, interval: 3000 }))
    act(() => jest.advanceTimersByTime(2000))
    act(() => result.current.select(3))
    expect(result.current.active).toBe(3)
    act(() => jest.advanceTimersByTime(2999))
    expect(result.current.active).toBe(3)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current.active).toBe(4)

    act(() => jest.advanceTimersByTime(2500))
    act(() => result.current.select(4))
    act(() => jest.advanceTimersByTime(2500))
    expect(result.current.active).toBe(4)
    act(() => jest.advanceTimersByTime(500))
    expect(result.current.active).toBe(5)
  })

  it("stands still while paused and runs a full interval again after resuming", () => {
    const { result } = renderHook(() => useStepCycle({ count: 6, interval: 3000 }))
    act(() => jest.advanceTimersByTime(1500))
    act(() => result.current.togglePaused())
    expect(result.current.paused).toBe(true)
    expect(result.current.running).toBe(false)
    act(() => jest.advanceTimersByTime(20_000))
    expect(result.current.active).toBe(0)
    act(() => result.current.togglePaused())
    act(() => jest.advanceTimersByTime(2999))
    expect(result.current.active).toBe(0)
    act(() => jest.advanceTimersByTime(1))
    expect(result.current.active).toBe(1)
  })

  it("stands still while the browser tab is hidden", () => {
    const { result } = renderHook(() => useStepCycle({ count: 6, interval: 3000 }))
    act(() => setHidden(true))
    expect(result.current.running).toBe(false)
    act(() => jest.advanceTimersByTime(9000))
    expect(result.current.active).toBe(0)
    act(() => setHidden(false))
    act(() => jest.advanceTimersByTime(3000))
    expect(result.current.active).toBe(1)
  })

  it("never advances when disabled (reduced motion), but a chosen step still shows", () => {
    const { result } = renderHook(() => useStepCycle({ count: 6, interval: 3000, enabled: false }))
    act(() => jest.advanceTimersByTime(30_000))
    expect(result.current.active).toBe(0)
    act(() => result.current.select(5))
    act(() => jest.advanceTimersByTime(30_000))
    expect(result.current.active).toBe(5)
  })

  it("leaves no timer behind after unmount", () => {
    const { unmount } = renderHook(() => useStepCycle({ count: 6, interval: 3000 }))
    expect(jest.getTimerCount()).toBe(1)
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })
})
