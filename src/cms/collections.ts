/**
 * Which collection of the editor shows the content kept at a place under content/: the name the
 * configuration gives it (src/content-schema/cms.ts), derived from the same registry, so that a
 * relabelled content type keeps its preview. A collection of one file each is named by its type;
 * a single file, by its own name in the collection of single files, which is what Decap registers a
 * preview template under either way.
 */
import { collectionName } from "../content-schema/cms"
import { CONTENT_TYPES, type ContentType } from "../content-schema/registry"

/** The collection (or single file) of the content type whose files are `files` ("services/*.json", "pricing.json"). */
export function collectionOf(files: string, types: readonly ContentType[] = CONTENT_TYPES): string {
  const type = types.find((candidate) => candidate.files === files)
  if (!type) throw new Error(`No content type keeps its files at content/${files} (src/content-schema/registry.ts)`)
  return collectionName(type)
}
