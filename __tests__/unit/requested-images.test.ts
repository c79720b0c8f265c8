/** @jest-environment node */
import { chosen, requestedPictures, slotWidth } from "../../scripts/lib/requested-images"

describe("the pictures a browser would fetch", () => {
  it("reads a slot's width from sizes, first matching condition first", () => {
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", 1440)).toBe(720)
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", 390)).toBe(390)
    expect(slotWidth("(min-width: 1120px) 1040px, 92vw", 1440)).toBe(1040)
    expect(slotWidth("(max-width: 600px) 100vw, 600px", 1440)).toBe(600)
    expect(slotWidth("(min-width: 768px) 380px, calc(100vw - 2.5rem)", 390)).toBe(350)
    expect(() => slotWidth("min(100vw, 40em)", 390)).toThrow(/not understood/)
  })

  it("takes the narrowest candidate wide enough, else the widest", () => {
    const candidates = [
      { url: "b", width: 640 },
      { url: "a", width: 390 },
    ]
    expect(chosen(candidates, 390)).toBe("a")
    expect(chosen(candidates, 391)).toBe("b")
    expect(chosen(candidates, 5000)).toBe("b")
  })

  it("finds a candidate no window width or density takes", () => {
    // A 100 px slot at most 300 device pixels: 390 serves every case, 640 and 960 none.
    const html = `<picture><source type="image/webp" srcset="/a.webp 390w,\n/b.webp 640w" sizes="100px"/>
      <img srcset="/a.jpg 390w, /b.jpg 640w, /c.jpg 960w" sizes="100px" src="/c.jpg"/></picture>`
    const { offered, requested } = requestedPictures(html)
    expect([...offered].sort()).toEqual(["/a.jpg", "/a.webp", "/b.jpg", "/b.webp", "/c.jpg"])
    expect([...requested].sort()).toEqual(["/a.jpg", "/a.webp"])
  })
})
