// The public shell's one inline script (closes the menu when a page comes back from the back/forward
// cache), apart so that proxy.ts can put its SHA-256 in the nonce policy of /booking/* pages.
export const CLOSE_MENU_ON_RESTORE = `addEventListener("pageshow",function(e){if(e.persisted)document.querySelectorAll("details[data-site-menu]").forEach(function(d){d.open=false})})`;
