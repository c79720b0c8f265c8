import { render, screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import solutions from "../../content/our-solutions.json"
import ServicesPage from "../../src/pages/services"
import { fakeImage } from "../setup/service-fixture"

const SPEC_TITLES = [
  "Web Development",
  "App Development",
  "Google Ad Words",
  "Facebook & Instagram Marketing",
  "Brand Design Services",
  "SEO Servies",
  "Indoor and Outdoor Marketing",
  "Photoshoot and Video Production",
]

describe("Our Solutions page", () => {
  it("shows the spec's eight cards with image, summary and a link to the service page", () => {
    const data = {
      ourSolutions: {
        cards: solutions.cards.map((card) => ({
          ...card,
          image: { childImageSharp: { gatsbyImageData: fakeImage(card.image, 600, 375) } },
        })),
      },
    } as unknown as Queries.ServicesPageQuery
    render(<ServicesPage {...({ data } as unknown as PageProps<Queries.ServicesPageQuery>)} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Our Solutions")
    const list = screen.getAllByRole("list").find((l) => within(l).queryAllByRole("heading", { level: 2 }).length === 8) as HTMLElement
    const cards = within(list).getAllByRole("listitem")
    expect(cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent)).toEqual(SPEC_TITLES)
    cards.forEach((card, i) => {
      expect(within(card).getByRole("link", { name: SPEC_TITLES[i] })).toHaveAttribute("href", solutions.cards[i].link)
      expect(within(card).getByText(solutions.cards[i].summary)).toBeInTheDocument()
      const img = card.querySelector("picture img") as HTMLImageElement
      expect(img.getAttribute("src")).toContain(solutions.cards[i].image.replace(/\//g, "-"))
    })
  })
})
