"use client";
// Screens that hold temporary server state (the gallery's unmerged uploads) clean up before logout.
const hooks = new Set<() => Promise<void>>();

export function registerBeforeLogout(hook: () => Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runBeforeLogout(): Promise<void> {
  await Promise.allSettled([...hooks].map((hook) => hook()));
}
