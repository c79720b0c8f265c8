import { type HeadFC } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHeader } from "../components/ui/page-header"

export default function ContactPage() {
  return (
    <Layout>
      <PageHeader eyebrow="Contact" title="Get in touch" lead="Tell us about your project; every enquiry reaches our team directly." />
    </Layout>
  )
}

export const Head: HeadFC = () => <Seo title="Contact Us: Digital Marketing Agency in T. Nagar, Chennai" description="Call, e-mail or send an enquiry to our T. Nagar, Chennai office for websites, apps, digital marketing, branding and PR." path="/contact" />
