/** Text made safe for HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")
}

/**
 * The document of a page the server writes itself (the enquiry form's answers, the inbox, the
 * editor's sign-in): not for search engines, its styles inline, `body` trusted HTML whose values
 * the caller has escaped.
 */
export function htmlDocument({
  lang = "en-IN",
  title,
  style,
  body,
}: {
  lang?: string
  title: string
  style: string
  body: string
}): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`
}
