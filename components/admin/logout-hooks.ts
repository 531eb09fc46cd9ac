"use client";
// Sign-out in two steps: checks that can hold it (status changes still on the phone) say what would be lost,
// then screens that hold temporary server state (the gallery's unmerged uploads, the phone's offline copies) clean up.
const hooks = new Set<() => Promise<void>>();
const checks = new Set<() => Promise<string | null>>();

export function registerBeforeLogout(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** A check answers what signing out now would lose (a sentence the person confirms), or null. */
export function registerLogoutCheck(check: () => Promise<string | null>): () => void {
  checks.add(check);
  return () => checks.delete(check);
}

/** What signing out would lose, one sentence per check that found something. */
export async function logoutWarnings(): Promise<string[]> {
  const answers = await Promise.allSettled([...checks].map((check) => check()));
  return answers.flatMap((a) => (a.status === "fulfilled" && a.value ? [a.value] : []));
}

export async function runBeforeLogout(): Promise<void> {
  await Promise.allSettled([...hooks].map((hook) => hook()));
}
