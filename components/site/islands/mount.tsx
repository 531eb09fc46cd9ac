// Brings a server-rendered public form to life in the browser (scripts/islands.ts bundles this with
// Preact). The page renders the form's HTML and its props as JSON; this renders the same component
// in its place. Whatever the visitor typed, chose or focused before the module arrived is carried
// over: replayed as input/change events, so the form's state holds it as if it had been typed.
import type { ReactElement } from "react";
import { createRoot } from "react-dom/client";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Entered = { key: string; value: string | boolean | string[] };

/** A control's identity across the two renders: its name or id, and for boxes and radios their value. */
function keyOf(control: Control): string {
  const name = control.name || control.id;
  return control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio") ? `${name}=${control.value}` : name;
}

/** What differs from the HTML's defaults: what the visitor entered. */
function entered(root: HTMLElement): Entered[] {
  const found: Entered[] = [];
  for (const control of root.querySelectorAll<Control>("input, select, textarea")) {
    if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      if (options.some((o) => o.selected !== o.defaultSelected)) found.push({ key: keyOf(control), value: options.filter((o) => o.selected).map((o) => o.value) });
    } else if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== control.defaultChecked) found.push({ key: keyOf(control), value: control.checked });
    } else if (control.value !== control.defaultValue) {
      found.push({ key: keyOf(control), value: control.value });
    }
  }
  return found;
}

function replay(root: HTMLElement, values: Entered[]) {
  const controls = new Map([...root.querySelectorAll<Control>("input, select, textarea")].map((control) => [keyOf(control), control]));
  for (const { key, value } of values) {
    const control = controls.get(key);
    if (!control) continue;
    if (control instanceof HTMLSelectElement && Array.isArray(value)) for (const option of control.options) option.selected = value.includes(option.value);
    else if (control instanceof HTMLInputElement && typeof value === "boolean") control.checked = value;
    else control.value = String(value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
    control.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** Renders `view(props)` over `[data-island=name]`, whose props are the JSON in `#name-props`. */
export function mountIsland<P>(name: string, view: (props: P) => ReactElement) {
  const root = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const json = document.getElementById(`${name}-props`)?.textContent;
  if (!root || !json) return;
  const values = entered(root);
  const active = document.activeElement;
  const focused = active && root.contains(active) && active.matches("input, select, textarea") ? keyOf(active as Control) : null;
  root.replaceChildren();
  createRoot(root).render(view(JSON.parse(json) as P));
  replay(root, values);
  if (values.length || focused) {
    // The visitor has started on the form: what waits for that (the captcha) need not wait again.
    const form = root.querySelector("form");
    if (form) form.dataset.captchaStarted = "1";
  }
  if (focused) [...root.querySelectorAll<Control>("input, select, textarea")].find((control) => keyOf(control) === focused)?.focus();
  root.dataset.ready = "";
}
