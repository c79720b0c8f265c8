import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"

export default function AboutPage() {
  return (
    <Layout>
      <PageHeader eyebrow="About us" title="About Us" lead="Our story, our process and the values we work by." />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="About Us: Chennai Digital Agency Since 2005" description="Fifteen years and more of websites, campaigns and PR for 100+ startups and brands from our T. Nagar, Chennai office." path="/about" />
