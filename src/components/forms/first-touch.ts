/**
 * Where a visit began, kept in the browser and sent only with an enquiry. An inline script in every
 * page's head (gatsby-ssr.tsx) runs while the page is parsed, long before React starts, so a visitor
 * who arrives from an ad and clicks on at once is still counted:
 *
 * - on the visit's first page it writes the first touch to sessionStorage (this tab, until it is
 *   closed; no cookie): that page's path, the referring site's host when it is another site, the
 *   address's utm_* tags and whether it carried a gclid or fbclid (never the id itself);
 * - when an enquiry form is sent, as HTML before React has started or as JSON after (the form reads
 *   its fields through FormData), it adds these as hidden fields, with the page sent from.
 *
 * Nothing leaves the browser unless the visitor sends an enquiry. Without scripts, the server reads
 * the sending page and its tags from the post's Referer instead (server/enquiries/form-post.ts).
 * The script is plain ES5 text: it is not compiled, and its CSP hash is taken from the built page.
 */
import { PAID_CLICKS, UTM_PARAMS } from "../../../common/attribution"
import { ATTRIBUTION_LIMITS } from "../../../common/enquiry-fields"

/** The sessionStorage key of the first touch. */
export const FIRST_TOUCH_KEY = "enquiry-first-touch"

/** The hidden field every enquiry form carries; the script adds its fields to forms that have it. */
export const FORM_NAME_FIELD = "formName"

const LONGEST = Math.max(ATTRIBUTION_LIMITS.path, ATTRIBUTION_LIMITS.tag)

/** The inline script's text. */
export function firstTouchScript(): string {
  const constants = [
    `K=${JSON.stringify(FIRST_TOUCH_KEY)}`,
    `F=${JSON.stringify(FORM_NAME_FIELD)}`,
    `U=${JSON.stringify(UTM_PARAMS)}`,
    `C=${JSON.stringify(PAID_CLICKS)}`,
    `M=${LONGEST}`,
  ].join(",")
  return `(function(){var ${constants},t;
try{t=sessionStorage.getItem(K)}catch(e){}
if(!t){var q=new URLSearchParams(location.search),v={landingPage:location.pathname.slice(0,M),referrer:""};
try{var r=new URL(document.referrer);if(r.host!==location.host)v.referrer=r.host}catch(e){}
U.forEach(function(p){var x=q.get(p[0]);if(x)v[p[1]]=x.slice(0,M)});
C.forEach(function(c){if(q.has(c)&&!v.paidClick)v.paidClick=c});
t=JSON.stringify(v);try{sessionStorage.setItem(K,t)}catch(e){}}
addEventListener("submit",function(e){var f=e.target,o=JSON.parse(t);
if(!f.elements||!f.elements.namedItem(F))return;
o.sentFrom=location.pathname.slice(0,M);
for(var n in o){var i=f.elements.namedItem(n);
if(!i){i=document.createElement("input");i.type="hidden";i.name=n;f.appendChild(i)}
if(i.type==="hidden")i.value=o[n]}},true)})()`
}
