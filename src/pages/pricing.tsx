import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"

export default function PricingPage() {
  return (
    <Layout>
      <PageHeader eyebrow="Pricing" title="Pricing" lead="Monthly packages in rupees for marketing, advertising, social media and optimisation." />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="Pricing: Digital Marketing, PPC, SEO and Social Media Packages" description="Monthly prices in rupees for digital marketing, pay per click, social media, SEO, YouTube, content, app store and CRO packages." path="/pricing" />
