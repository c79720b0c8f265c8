import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"

export default function ServicesPage() {
  return (
    <Layout>
      <PageHeader eyebrow="What we do" title="Our Solutions" lead="Websites, apps, marketing, design and public relations from one Chennai team." />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="Our Solutions: Digital Marketing, Web and PR Services" description="Web development, apps, Google Ads, social media, SEO, branding, outdoor media and video production from a T. Nagar, Chennai agency." path="/services" />
