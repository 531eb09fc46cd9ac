"use client";
// What a visitor typed, chose or ticked in a server-rendered form before React hydrated it stays on
// screen (hydration keeps the DOM's values) but React's state never heard of it, so the next render
// would wipe it. Once the form is hydrated, this hands each such value to the form's own onChange
// handlers, as if it had been entered now: the same element keeps its focus, caret and selection.
import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isBox = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/** Sets the value through the element's prototype: past React's value tracker, which then sees the change. */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
}

/** Replays into React what differs from the server's HTML in `form`; true when there was anything. */
export function replayEnteredValues(form: HTMLFormElement): boolean {
  let entered = false;
  for (const control of form.querySelectorAll<Control>("input, select, textarea")) {
    if (control instanceof HTMLSelectElement) {
      if (![...control.options].some((option) => option.selected !== option.defaultSelected)) continue;
      control.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (isBox(control)) {
      if (control.checked === control.defaultChecked) continue;
      // Back to what React rendered (its value tracker too), then the visitor's click again.
      control.checked = control.defaultChecked;
      control.click();
    } else {
      if (control.value === control.defaultValue) continue;
      const { value, selectionStart, selectionEnd } = control;
      const focused = document.activeElement === control;
      control.value = control.defaultValue; // the tracker's value: what React rendered
      setNativeValue(control, value);
      control.dispatchEvent(new Event("input", { bubbles: true }));
      if (focused && selectionStart !== null) control.setSelectionRange(selectionStart, selectionEnd);
    }
    entered = true;
  }
  return entered;
}

/**
 * Carries what was entered before hydration into the form's state, once, right after hydration. The
 * visitor has started on the form then: its `data-captcha-started` lets the captcha load at once.
 * The form is marked `data-hydrated` afterwards.
 */
export function useEnteredBeforeHydration(form: RefObject<HTMLFormElement | null>) {
  // Once: a later render is React's own.
  const carryOver = useEffectEvent(() => {
    const element = form.current;
    if (!element) return;
    const focused = element.contains(document.activeElement);
    if (replayEnteredValues(element) || focused) element.setAttribute("data-captcha-started", "1");
    // The form's onFocus (it loads the request schema) missed a focus that came before hydration.
    if (focused) document.activeElement!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    element.setAttribute("data-hydrated", "");
  });
  useLayoutEffect(() => carryOver(), []);
}
