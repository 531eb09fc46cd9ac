"use client";
// What the staff area leaves on a phone (the worker's copies, the status queue) belongs to one signed-in user:
// it goes at sign-out, when the session is found ended or the account suspended, and when someone else signs in.
import { STAFF_CACHE_NAMES } from "@/lib/offline/rules";
import { closeQueueDatabase } from "./queue-store";

const USER_KEY = "staff-offline-user";

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** The worker's copies of pages and data. */
export async function clearOfflineCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(STAFF_CACHE_NAMES.map((name) => caches.delete(name)));
}

/** Every copy and every IndexedDB database of this origin (the queue, the worker's expiry records). */
export async function clearOfflineData(): Promise<void> {
  await clearOfflineCopies();
  await closeQueueDatabase();
  if (typeof indexedDB !== "undefined" && typeof indexedDB.databases === "function") {
    const databases = await indexedDB.databases().catch(() => []);
    await Promise.all(databases.flatMap((db) => (db.name ? [deleteDatabase(db.name)] : [])));
  }
  window.localStorage.removeItem(USER_KEY);
}

/** Before anything is kept for `userId`: another user's copies and queue on this phone go first. */
export async function claimOfflineDataFor(userId: string): Promise<void> {
  const previous = window.localStorage.getItem(USER_KEY);
  if (previous === userId) return;
  await clearOfflineData();
  window.localStorage.setItem(USER_KEY, userId);
}
