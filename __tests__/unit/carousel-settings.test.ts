import { carouselSettings, previewMediaRules, slidesToShowAt } from "../../src/components/ui/carousel-settings"

// The spec's video carousel, number by number (site-spec.md, Home and section 9).
describe("video carousel settings", () => {
  it("autoplays every 3 s in an infinite loop without arrows or dots, 500 ms per transition", () => {
    expect(carouselSettings).toMatchObject({
      autoplay: true,
      autoplaySpeed: 3000,
      infinite: true,
      arrows: false,
      dots: false,
      speed: 500,
      lazyLoad: "ondemand",
      pauseOnHover: true,
      pauseOnFocus: true,
    })
  })

  it("shows 3 slides by default and 4 / 3 / 2 / 1 up to 1800 / 1440 / 1024 / 768 px", () => {
    expect(carouselSettings.slidesToShow).toBe(3)
    const byWidth = Object.fromEntries(carouselSettings.responsive.map((r) => [r.breakpoint, r.settings.slidesToShow]))
    expect(byWidth).toEqual({ 1800: 4, 1440: 3, 1024: 2, 768: 1 })
  })
})

describe("slidesToShowAt (react-slick's 'up to' breakpoints)", () => {
  const at = (width: number) => slidesToShowAt(width, carouselSettings.slidesToShow, carouselSettings.responsive)

  it("gives 1 up to 768, 2 up to 1024, 3 up to 1440, 4 up to 1800 and 3 above", () => {
    expect([320, 390, 768].map(at)).toEqual([1, 1, 1])
    expect([769, 1024].map(at)).toEqual([2, 2])
    expect([1025, 1440].map(at)).toEqual([3, 3])
    expect([1441, 1800].map(at)).toEqual([4, 4])
    expect([1801, 2560].map(at)).toEqual([3, 3])
  })
})

describe("previewMediaRules (the slides shown before react-slick has loaded)", () => {
  const css = previewMediaRules(".slide", carouselSettings.slidesToShow, carouselSettings.responsive)
  // Applies the rules as a browser would for a viewport width: in order, later matches winning.
  const shownAt = (width: number) => {
    let shown = 0
    for (const line of css.split("\n")) {
      const maxWidth = /@media \(max-width: (\d+)px\)/.exec(line)
      if (maxWidth && width > Number(maxWidth[1])) continue
      const basis = Number(/flex-basis: ([\d.]+)%/.exec(line)?.[1])
      shown = Math.round(100 / basis)
    }
    return shown
  }

  it("fits as many slides in the row as react-slick will show at every width, and hides none", () => {
    expect(css).not.toMatch(/visibility|display|nth-/)
    for (const width of [320, 390, 768, 769, 1024, 1025, 1280, 1440, 1441, 1800, 1801, 2560]) {
      expect([width, shownAt(width)]).toEqual([width, slidesToShowAt(width, carouselSettings.slidesToShow, carouselSettings.responsive)])
    }
  })
})
