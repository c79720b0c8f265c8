import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"

export default function BlogPage() {
  return (
    <Layout>
      <PageHeader eyebrow="Blog" title="Latest news" lead="Notes from our team on websites, marketing and technology." />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="Latest News and Insights" description="Articles from our Chennai team on web development, smart website technology, AI and digital marketing." path="/blog" />
