/**
 * gatsby-plugin-image writes every lazy image's addresses as data-src and data-srcset (on the img
 * and its <source> elements) and adds an inline module script beside it that moves them into src
 * and srcset as soon as it runs, wherever the browser lazy-loads natively. The plugin has no option
 * to write them as src and srcset itself, so the HTML as sent is not valid HTML (an img without
 * src, a source without srcset, sizes without srcset: four Nu Html Checker errors per image). This
 * does after the build what that script does at load, and drops the role="presentation" the plugin
 * puts on its empty-alt sizer images (alt="" already says so; the checker forbids both).
 * Pure string work on the built HTML, so the result is the same for every page.
 */

/** Rewrites the lazy images and sizer images gatsby-plugin-image wrote in a page. */
export function validImageMarkup(html: string): string {
  return html
    .replace(/<(img|source)\b[^>]*>/g, (tag) => {
      if (!/\sdata-srcset="|\sdata-src="/.test(tag)) return tag
      // Only the plugin's own markup: an img marked data-main-image, or a source inside its picture.
      if (tag.startsWith("<img") && !/\sdata-main-image=""/.test(tag)) return tag
      if (/\s(?:src|srcset|srcSet)="/.test(tag.replace(/\sdata-src(?:set)?="[^"]*"/g, ""))) return tag
      return tag.replace(/\sdata-src="/, ' src="').replace(/\sdata-srcset="/, ' srcset="')
    })
    .replace(/<img alt="" role="presentation" aria-hidden="true"/g, '<img alt="" aria-hidden="true"')
}
