// The public forms' code waits for the visitor: nothing before a focus, tap, key or change; at once
// when a field already holds an entry or the caller says so (an arrival link).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

async function fresh() {
  vi.resetModules();
  return (await import("./when-visitor-starts")).whenVisitorStarts;
}

describe("whenVisitorStarts", () => {
  beforeEach(() => {
    document.body.innerHTML = `<a href="/">Home</a><form><input id="name" name="name" value=""><select id="level"><option value="">-</option><option value="gold">Gold</option></select></form>`;
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("waits while the visitor only reads, and resolves at the first focus in the page", async () => {
    const whenVisitorStarts = await fresh();
    const started = whenVisitorStarts();
    expect(await settled(started)).toBe(false);
    document.getElementById("name")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await settled(started)).toBe(true);
  });

  it("resolves at a changed control even without a focus (a choice made before the code arrived)", async () => {
    const whenVisitorStarts = await fresh();
    const started = whenVisitorStarts();
    const level = document.getElementById("level") as HTMLSelectElement;
    level.value = "gold";
    level.dispatchEvent(new Event("change", { bubbles: true }));
    expect(await settled(started)).toBe(true);
  });

  it("resolves at once when a field already holds what the visitor typed, or when the caller says so", async () => {
    (document.getElementById("name") as HTMLInputElement).value = "Ana";
    expect(await settled((await fresh())())).toBe(true);
    (document.getElementById("name") as HTMLInputElement).value = "";
    expect(await settled((await fresh())(() => true))).toBe(true);
    expect(await settled((await fresh())())).toBe(false);
  });
});
