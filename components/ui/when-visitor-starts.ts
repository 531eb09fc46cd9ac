"use client";
// The public forms' code loads when the visitor starts on the page, not with it: until then the
// server's HTML of the form is on screen (readable, its native controls already usable) and nothing of
// the form's code is downloaded or run, so it neither delays the first paint nor competes with it.
// A focus, tap, key, pointer over the page or a change to a control starts it; so does a field that
// already has the focus or a value, and `now()` (e.g. an arrival link that pre-fills the form).
// Whatever was entered before the code arrived is carried into the form by useEnteredBeforeHydration.

const START_EVENTS = ["focusin", "pointerdown", "pointerover", "touchstart", "keydown", "input", "change"] as const;

let started: Promise<void> | undefined;

/** Whether a control of the page already holds something the visitor entered or has the focus. */
function alreadyStarted(): boolean {
  const active = document.activeElement;
  if (active && active !== document.body && active.closest("form")) return true;
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("form input, form select, form textarea")) {
    if (control instanceof HTMLSelectElement) {
      // A single select without a `selected` option shows its first one.
      const options = [...control.options];
      const changed = control.multiple ? options.some((o) => o.selected !== o.defaultSelected) : control.selectedIndex !== Math.max(0, options.findIndex((o) => o.defaultSelected));
      if (changed) return true;
    } else if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== control.defaultChecked) return true;
    } else if (control.value !== control.defaultValue) return true;
  }
  return false;
}

/** Resolves once the visitor has started on the page (at once when `now()` says so); one promise per page load. */
export function whenVisitorStarts(now: () => boolean = () => false): Promise<void> {
  if (started) return started;
  started = new Promise<void>((resolve) => {
    if (now() || alreadyStarted()) return resolve();
    const start = () => {
      for (const type of START_EVENTS) document.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of START_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  });
  return started;
}
