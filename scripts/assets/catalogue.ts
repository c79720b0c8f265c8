/**
 * What gets drawn: every service slug with its family and the motifs of its two pictures, the
 * family chips and closings, and the home, about and blog pictures. Content files reference these
 * paths (services-content, home and about JSON), so the names here are a contract.
 */
import type { Motif } from "./draw-context"
import type { Family } from "./glyphs"
import * as common from "./motifs/common"
import * as design from "./motifs/design"
import * as marketing from "./motifs/marketing"
import * as messaging from "./motifs/messaging"
import * as misc from "./motifs/misc"
import * as pr from "./motifs/pr"
import * as processMotifs from "./motifs/process"
import * as web from "./motifs/web"

export type { Family }

type ServicePictures = { slug: string; hero: Motif; about: Motif }

/** The 38 service pages that have their own content entry, grouped as the navigation groups them. */
export const services: Record<Family, ServicePictures[]> = {
  web: [
    { slug: "best-web-development-company-in-chennai", hero: web.browserMotif, about: web.codeEditorMotif },
    { slug: "best-ecommerce-development-company", hero: web.shopMotif, about: web.devicesMotif },
    { slug: "app-development-in-chennai", hero: web.phoneAppMotif, about: web.codeEditorMotif },
    { slug: "wordpress-development", hero: web.cmsMotif, about: web.browserMotif },
    { slug: "responsive-website-design-in-chennai", hero: web.devicesMotif, about: web.browserMotif },
    { slug: "website-maintenance-in-chennai", hero: web.maintenanceMotif, about: web.codeEditorMotif },
    { slug: "website-redesign-in-chennai", hero: web.redesignMotif, about: web.devicesMotif },
    { slug: "cms-best-web-development-company-in-chennai", hero: web.cmsMotif, about: web.codeEditorMotif },
  ],
  marketing: [
    { slug: "digital-marketing", hero: marketing.barChartMotif, about: marketing.funnelMotif },
    { slug: "social-media-marketing", hero: marketing.megaphoneMotif, about: marketing.socialPostMotif },
    { slug: "google-ads-marketing-company", hero: marketing.adsMotif, about: marketing.targetMotif },
    { slug: "facebook-instagram-marketing", hero: marketing.socialPostMotif, about: marketing.targetMotif },
    { slug: "seo-services", hero: marketing.searchMotif, about: marketing.barChartMotif },
    { slug: "influencer-marketing", hero: marketing.influencerMotif, about: marketing.socialPostMotif },
    { slug: "product-video-photoshoot", hero: marketing.cameraMotif, about: marketing.socialPostMotif },
    { slug: "indoor-outdoor-marketing", hero: design.hoardingMotif, about: marketing.megaphoneMotif },
    { slug: "project-release-activation", hero: marketing.rocketMotif, about: pr.eventStageMotif },
  ],
  design: [
    { slug: "branding-design-in-chennai", hero: design.swatchesMotif, about: design.artboardMotif },
    { slug: "logo-design-in-chennai", hero: design.logoGridMotif, about: design.penNibMotif },
    { slug: "signage-hoardings", hero: design.hoardingMotif, about: design.swatchesMotif },
    { slug: "led-sign-board", hero: design.ledBoardMotif, about: design.hoardingMotif },
    { slug: "corporate-brochure-design", hero: design.brochureMotif, about: design.stationeryMotif },
    { slug: "corporate-profile-in-chennai", hero: design.profileMotif, about: design.brochureMotif },
    { slug: "print-media-in-chennai", hero: design.printStackMotif, about: design.brochureMotif },
    { slug: "outdoor-media-in-chennai", hero: design.hoardingMotif, about: design.ledBoardMotif },
    { slug: "marketing-collaterals-design", hero: design.stationeryMotif, about: design.penNibMotif },
  ],
  messaging: [
    { slug: "bulk-database", hero: messaging.databaseMotif, about: messaging.envelopeMotif },
    { slug: "bulk-sms-marketing", hero: messaging.phoneNotifyMotif, about: messaging.broadcastMotif },
    { slug: "whatsapp-marketing", hero: messaging.chatMotif, about: messaging.phoneNotifyMotif },
    { slug: "bulk-email-marketing", hero: messaging.envelopeMotif, about: messaging.databaseMotif },
  ],
  pr: [
    { slug: "political-election-campaign", hero: pr.ballotMotif, about: pr.podiumMotif },
    { slug: "political-pr-companies", hero: pr.podiumMotif, about: pr.newspaperMotif },
    { slug: "media-relations", hero: pr.microphoneMotif, about: pr.newspaperMotif },
    { slug: "celebrity-management", hero: pr.spotlightMotif, about: pr.cameraFlashMotif },
    { slug: "event-management-company-in-chennai", hero: pr.eventStageMotif, about: pr.spotlightMotif },
    { slug: "crisis-perception-management", hero: pr.shieldMotif, about: pr.microphoneMotif },
    { slug: "print-editorial-services", hero: pr.newspaperMotif, about: design.printStackMotif },
    { slug: "digital-public-relations", hero: pr.socialPrMotif, about: pr.cameraFlashMotif },
  ],
}

export const families = Object.keys(services) as Family[]

/** Floating chips that may accompany a family's main motif; the seed picks two per picture. */
export const familyChips: Record<Family, Motif[]> = {
  web: [common.cursorChip, common.codeChip, common.speedChip, common.checkChip, common.sparkleChip],
  marketing: [
    common.growthChip,
    marketing.targetChip,
    common.heartChip,
    common.pieChip,
    marketing.magnifierChip,
    marketing.megaphoneChip,
    common.starChip,
  ],
  design: [design.swatchChip, design.penChip, design.layersChip, common.sparkleChip, common.starChip],
  messaging: [messaging.bubbleChip, messaging.ticksChip, messaging.mailChip, common.notifyChip, common.checkChip],
  pr: [pr.quoteChip, pr.micChip, pr.flashChip, common.starChip, common.growthChip],
}

/** Closing banners: three motifs in a row per family. */
export const familyPanoramas: Record<Family, [Motif, Motif, Motif]> = {
  web: [web.codeEditorMotif, web.devicesMotif, web.browserMotif],
  marketing: [marketing.funnelMotif, marketing.barChartMotif, marketing.megaphoneMotif],
  design: [design.penNibMotif, design.swatchesMotif, design.artboardMotif],
  messaging: [messaging.chatMotif, messaging.envelopeMotif, messaging.databaseMotif],
  pr: [pr.newspaperMotif, pr.microphoneMotif, pr.spotlightMotif],
}

export const processSteps: Array<{ key: string; motif: Motif }> = [
  { key: "discovery", motif: processMotifs.discoveryMotif },
  { key: "strategy", motif: processMotifs.strategyMotif },
  { key: "implementation", motif: processMotifs.implementationMotif },
  { key: "measurement", motif: processMotifs.measurementMotif },
  { key: "reporting", motif: processMotifs.reportingMotif },
  { key: "scaling", motif: processMotifs.scalingMotif },
]

/** Video posters: 1 is the agency promo, 2 to 6 the service overviews in the order of home/videos.json. */
export const blogCovers: Array<{ slug: string; motif: Motif; chips: Motif[] }> = [
  { slug: "transform-your-website-with-smart-technology", motif: misc.smartTechMotif, chips: [common.checkChip] },
  { slug: "why-ai-matters-in-website-development", motif: misc.aiMotif, chips: [common.sparkleChip] },
]

export const aboutPictures = { hero: misc.studioMotif, story: misc.storyMotif, collage: misc.collageMotif }
