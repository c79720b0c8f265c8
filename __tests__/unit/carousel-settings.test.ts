import { carouselSettings } from "../../src/components/ui/carousel"

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
