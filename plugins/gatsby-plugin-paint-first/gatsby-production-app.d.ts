// Gatsby's own browser entry (.cache/production-app), started by app-entry.ts.
declare module "gatsby-production-app"
