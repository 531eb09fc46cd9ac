// The root layout's one inline script (app/font-hold.ts explains it), apart so that proxy.ts can put
// its SHA-256 in the admin area's nonce Content-Security-Policy without importing next/font.
// First page of a tab: `wf-hold` goes two frames after the `load` event, so the web fonts start loading
// after the page's first screen (and its largest paint) rather than beside it. Later pages of the tab
// (sessionStorage "wf-loaded", set once a font has loaded: a staff page, drawn in the device's fonts, loads
// none and sets nothing): at once, the fonts come from the browser cache.
/** Set on window by the release script when it runs. */
const RAN = "__wfReleaseRan";

export const RELEASE_FONTS_SCRIPT = `(function(d,w){w.${RAN}=1;var h=d.documentElement,s=null;try{s=w.sessionStorage}catch(e){}function r(){h.classList.remove("wf-hold");if(s&&d.fonts)d.fonts.ready.then(function(){var k=0;d.fonts.forEach(function(f){if(f.status==="loaded")k=1});if(k)try{s.setItem("wf-loaded","1")}catch(e){}})}if(s&&s.getItem("wf-loaded")){r();return}function l(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r)})})}d.readyState==="complete"?l():w.addEventListener("load",l)})(document,window)`;

/**
 * A page the server could not draw (Next answers a notFound() or an error thrown in a page rendered on request
 * with an empty document, which React fills in the browser) never runs the script React wrote into it, so its
 * fonts would stay held. Called once the page has hydrated: releases them then, on such a page only.
 */
export function releaseFontsIfScriptNeverRan(): void {
  if (!(RAN in window)) document.documentElement.classList.remove("wf-hold");
}
