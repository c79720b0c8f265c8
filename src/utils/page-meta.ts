/**
 * Titles and descriptions of the pages whose text lives in code rather than in content/ (the home
 * page's are content/site.json's, the about page's description content/about.json's). The pages'
 * Head exports read them from here, and `npm run check:content` holds them to the search-snippet
 * limits with every content file. `crumb` is the page's name in its breadcrumb.
 */
export const PAGE_META = {
  "/about": { title: "About Us: Chennai Digital Agency Since 2005", crumb: "About Us" },
  "/blog": {
    title: "Latest News and Insights",
    crumb: "Blog",
    description: "Articles from our Chennai team on web development, smart website technology, AI and digital marketing.",
  },
  "/contact": {
    title: "Contact Our T. Nagar, Chennai Office",
    crumb: "Contact",
    description: "Call, e-mail or send an enquiry to our T. Nagar, Chennai office for websites, apps, digital marketing, branding and PR.",
  },
  "/pricing": {
    title: "Pricing: Marketing, PPC and SEO Packages",
    crumb: "Pricing",
    description:
      "Monthly prices in rupees for digital marketing, pay per click, social media, SEO, YouTube, content, app store and CRO packages.",
  },
  "/services": {
    title: "Our Solutions: Web, Marketing and PR",
    crumb: "Our Solutions",
    description:
      "Web development, apps, Google Ads, social media, SEO, branding, outdoor media and video production from a T. Nagar, Chennai agency.",
  },
} as const
