"use client";
// The status queue's IndexedDB store (idb). One database per browser profile, emptied at sign-out and when
// another user signs in on this phone (./offline-data.ts).
import { openDB, type IDBPDatabase } from "idb";
import type { QueueStore, QueuedChange } from "./queue";

export const QUEUE_DATABASE = "staff-offline";
const STORE = "status-changes";
let database: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  database ??= openDB(QUEUE_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "key" });
    },
    // Sign-out deletes the database: this page's connection steps aside instead of blocking it.
    blocking() {
      void closeQueueDatabase();
    },
  });
  return database;
}

export async function closeQueueDatabase(): Promise<void> {
  const open = database;
  database = null;
  if (open) (await open.catch(() => null))?.close();
}

export const indexedDbQueueStore: QueueStore = {
  all: async () => ((await (await open()).getAll(STORE)) as QueuedChange[]),
  put: async (change) => void (await (await open()).put(STORE, change)),
  remove: async (key) => void (await (await open()).delete(STORE, key)),
};
