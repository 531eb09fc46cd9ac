// The root layout's one inline script (app/font-hold.ts explains it), apart so that proxy.ts can put
// its SHA-256 in the admin area's nonce Content-Security-Policy without importing next/font.
// First page of a tab: `wf-hold` goes two frames after the `load` event, so the web fonts start loading
// after the page's first screen (and its largest paint) rather than beside it. Later pages of the tab
// (sessionStorage "wf-loaded"): at once, the fonts come from the browser cache.
export const RELEASE_FONTS_SCRIPT = `(function(d,w){var h=d.documentElement,s=null;try{s=w.sessionStorage}catch(e){}function r(){h.classList.remove("wf-hold");if(s&&d.fonts)d.fonts.ready.then(function(){try{s.setItem("wf-loaded","1")}catch(e){}})}if(s&&s.getItem("wf-loaded")){r();return}function l(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r)})})}d.readyState==="complete"?l():w.addEventListener("load",l)})(document,window)`;
