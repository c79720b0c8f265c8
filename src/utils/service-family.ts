/** The service families in a few words: the eyebrow above a service page's heading, and the editor's preview of it. */
export const familyLabel = {
  web: "Web development",
  marketing: "Digital marketing",
  design: "Design and print",
  messaging: "Bulk messaging",
  pr: "Public relations",
} as const
