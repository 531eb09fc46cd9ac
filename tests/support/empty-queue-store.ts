// The phone's queue of status changes (IndexedDB in the browser) as an empty store that counts its reads, for
// component tests: `vi.mock("@/components/admin/offline/queue-store", () => import("@/tests/support/empty-queue-store"))`.
// Each read answers a new empty array, as IndexedDB does. Vitest loads this module once per test file.
export const queueReads = { count: 0 };

export const indexedDbQueueStore = {
  all: async () => {
    queueReads.count += 1;
    return [];
  },
  put: async () => undefined,
  remove: async () => undefined,
};
