/**
 * Placeholder content for an unknown /service/<slug> (the spec's "default content"). The fallback
 * route is client-only, so the content lives here as a typed constant rather than in content/:
 * it ships with the fallback page's bundle and needs no page query.
 */
import { titleCaseSlug } from "../../../common/text"
import type { FaqView } from "./service-faq"
import type { ServiceItemView } from "./service-section"

type DefaultServiceContent = {
  pageTitle2: string
  aboutTitle: string
  aboutSubTitle: string
  aboutDesc: string
  sections: { title: string; data: ServiceItemView[] }[]
  faqs: FaqView[]
}

export const defaultService: DefaultServiceContent = {
  pageTitle2:
    "Tell us what you need and we will put together the right mix of web, marketing, design and PR work for it, with a clear plan and an honest quote.",
  aboutTitle: "A service shaped around your brief",
  aboutSubTitle: "Web, marketing, design and PR from one Chennai team",
  aboutDesc:
    "This service does not have a page of its own yet, but plenty of our projects do not fit a neat label. Our team in T. Nagar, Chennai has built websites, run campaigns and handled public relations for businesses, campaigns and public figures for more than 15 years.\n" +
    "Share your goal, timeline and budget. We will tell you plainly whether we are the right team for it, what the work involves and what it will cost, before anything starts.",
  sections: [
    {
      title: "How we work",
      data: [
        {
          id: "01",
          title: "Listen",
          description: "A short call or meeting to understand your business, your audience and what success looks like for you.",
        },
        {
          id: "02",
          title: "Plan",
          description:
            "A written proposal with the scope, the people involved, the timeline and the cost in rupees, so there are no surprises.",
        },
        {
          id: "03",
          title: "Deliver",
          description: "One point of contact, regular updates and drafts you can review before anything goes live or goes to print.",
        },
        {
          id: "04",
          title: "Measure and improve",
          description: "Reports in plain language on what worked and what did not, and what we will change next.",
        },
      ],
    },
    {
      title: "What you can expect from us",
      data: [
        {
          title: "Honest advice",
          description: "If another approach or another specialist would serve you better, we say so, even when it means less work for us.",
        },
        {
          title: "Clear pricing",
          description: "Published packages where the work is standard, and a written quote for everything else, agreed before we begin.",
        },
        {
          title: "Work you own",
          description: "Designs, content, accounts and data are created in your name and handed over in full.",
        },
      ],
    },
  ],
  faqs: [
    {
      id: "01",
      question: "Do you offer this service?",
      answerHtml:
        'Very likely, or we can point you to someone who does. Describe what you need on our <a href="/contact">contact page</a> and we will get back to you with a straight answer.',
    },
    {
      id: "02",
      question: "How much will it cost?",
      answerHtml:
        'That depends on the scope. Our standard packages are listed on the <a href="/pricing">pricing page</a>; for anything else we send a written quote after a short call, before any work starts.',
    },
    {
      id: "03",
      question: "Do you work with clients outside Chennai?",
      answerHtml:
        "Yes. We are based in T. Nagar, Chennai and work with clients across Tamil Nadu and beyond.<br>Most projects run smoothly over phone, video calls and e-mail, with meetings in person when they help.",
    },
  ],
}

/** Path of the fallback page itself (gatsby/create-pages.ts): rendered at build time, never a slug. */
const FALLBACK_SLUG = "__fallback"

/** "/service/quantum-widget-branding" → "quantum-widget-branding"; "" for anything else. */
export function slugFromPath(pathname: string): string {
  const match = /^\/service\/([^/]+)\/?$/.exec(pathname)
  if (!match) return ""
  let slug: string
  try {
    slug = decodeURIComponent(match[1])
  } catch {
    slug = match[1]
  }
  return slug === FALLBACK_SLUG ? "" : slug
}

/** Heading of the fallback page: the title-cased slug, or a neutral one before the slug is known. */
export function fallbackHeading(pathname: string): string {
  return titleCaseSlug(slugFromPath(pathname)) || "Our Services"
}
