// The gallery's behaviour without React (pages/gallery.tsx has no client runtime; lib/cache/static-pages.ts):
// WAI-ARIA tabs with automatic activation over the thumbnail grids, and a modal <dialog> lightbox —
// Arrow keys move between images and wrap, Esc or Close shut it, and focus returns to the thumbnail of
// the image last shown. One inline script at the end of the page, a few hundred bytes gzipped.

/** Tab button classes, selected and not (the script swaps them). */
export const TAB_CLASSES = {
  base: "rounded-full border px-4 py-2 text-xs font-medium uppercase tracking-wider transition-colors sm:px-7 sm:text-sm sm:tracking-widest",
  selected: "border-accent bg-accent text-white",
  idle: "border-line bg-white/60 text-muted hover:border-accent hover:text-accent",
} as const;

export const tabClass = (selected: boolean) => `${TAB_CLASSES.base} ${selected ? TAB_CLASSES.selected : TAB_CLASSES.idle}`;

/** Ids and data attributes shared by the markup and the script. */
export const LIGHTBOX_ID = "gallery-lightbox";

const script = (on: string, off: string) => `(function(d){
var root=d.querySelector("[data-gallery]"),box=d.getElementById("${LIGHTBOX_ID}");if(!root||!box)return;
var tabs=[].slice.call(root.querySelectorAll('[role="tab"]')),list=root.querySelector('[role="tablist"]');
function select(tab,focus){tabs.forEach(function(t){var on=t===tab;t.setAttribute("aria-selected",on?"true":"false");t.tabIndex=on?0:-1;t.className=on?${on}:${off};d.getElementById(t.getAttribute("aria-controls")).hidden=!on});if(focus)tab.focus()}
tabs.forEach(function(t){t.addEventListener("click",function(){select(t)})});
list.addEventListener("keydown",function(e){var i=0;tabs.forEach(function(t,n){if(t.getAttribute("aria-selected")==="true")i=n});var last=tabs.length-1;
var k={ArrowRight:i===last?0:i+1,ArrowLeft:i===0?last:i-1,Home:0,End:last}[e.key];if(k===undefined)return;e.preventDefault();select(tabs[k],true)});
var title=box.querySelector("[data-title]"),count=box.querySelector("[data-count]"),frame=box.querySelector("[data-frame]"),none=box.querySelector("[data-unavailable]"),
prev=box.querySelector("[data-prev]"),next=box.querySelector("[data-next]"),at=null;
function looks(){return root.querySelectorAll('[data-look][data-section="'+at.section+'"]')}
function show(){var all=looks(),b=all[at.index],n=all.length,name=at.label+" look "+(at.index+1);title.textContent=name;count.textContent="of "+n;
var old=frame.querySelector("img");if(old)frame.removeChild(old);
if(b.dataset.fullSrc){var img=d.createElement("img");img.alt=name+", full size";img.className="absolute inset-0 h-full w-full object-contain";img.decoding="async";
if(b.dataset.fullSizes)img.sizes=b.dataset.fullSizes;if(b.dataset.fullSrcset)img.srcset=b.dataset.fullSrcset;img.src=b.dataset.fullSrc;frame.appendChild(img);frame.hidden=false;none.hidden=true}
else{frame.hidden=true;none.hidden=false}
prev.hidden=next.hidden=n<2}
function move(step){var n=looks().length;at.index=(at.index+step+n)%n;show()}
function close(){if(!at)return;var b=looks()[at.index];box.close();at=null;requestAnimationFrame(function(){if(b)b.focus()})}
root.addEventListener("click",function(e){var b=e.target.closest("[data-look]");if(!b)return;at={section:b.dataset.section,label:b.dataset.label,index:+b.dataset.index};show();box.showModal()});
box.addEventListener("keydown",function(e){if(e.key==="ArrowLeft")move(-1);else if(e.key==="ArrowRight")move(1);else return;e.preventDefault()});
box.addEventListener("cancel",function(e){e.preventDefault();close()});
box.querySelector("[data-close]").addEventListener("click",close);prev.addEventListener("click",function(){move(-1)});next.addEventListener("click",function(){move(1)})
})(document)`;

export const GALLERY_SCRIPT = script(JSON.stringify(tabClass(true)), JSON.stringify(tabClass(false)));
