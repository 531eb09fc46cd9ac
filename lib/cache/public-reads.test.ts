import { beforeEach, describe, expect, it, vi } from "vitest";

// unstable_cache as a pass-through that remembers each cached read's key and tags.
const registered = vi.hoisted(() => [] as { key: string[]; tags: string[]; revalidate: number | false | undefined }[]);
vi.mock("next/cache", () => ({
  unstable_cache: (read: () => Promise<unknown>, key: string[], options: { tags: string[]; revalidate?: number | false }) => {
    registered.push({ key, tags: options.tags, revalidate: options.revalidate });
    return read;
  },
}));
const reads = vi.hoisted(() => ({
  readEditablePage: vi.fn(async (key: string) => ({ key })),
  listServices: vi.fn(async () => [{ _id: "s1" }]),
  listUpcomingEvents: vi.fn(async () => [{ _id: "e1" }]),
  listScheduleEvents: vi.fn(async () => [{ _id: "e2" }]),
  readGallery: vi.fn(async () => ({ bridal: { images: [{ thumbnailUrl: "/t.webp", fullSizeUrl: null }] } })),
}));
vi.mock("@/lib/content", () => ({ readEditablePage: reads.readEditablePage }));
vi.mock("@/lib/services", () => ({ listServices: reads.listServices }));
vi.mock("@/lib/events", () => ({ listUpcomingEvents: reads.listUpcomingEvents, listScheduleEvents: reads.listScheduleEvents }));
vi.mock("@/lib/gallery/read", () => ({
  readGallery: reads.readGallery,
  emptyGallery: () => ({ bridal: { images: [] }, editorial: { images: [] }, ballroom: { images: [] } }),
}));

const publicReads = await import("./public-reads");
const { TAGS } = await import("./tags");

beforeEach(() => vi.clearAllMocks());

describe("the public site's cached reads", () => {
  it("each read is cached under its own key with its content kind's tag and the pages' 5 minutes", () => {
    const byKey = Object.fromEntries(registered.map((r) => [r.key.join("/"), r.tags]));
    expect(byKey).toEqual({
      "public-page_home": [TAGS.page("page_home")],
      "public-page_about": [TAGS.page("page_about")],
      "public-page_services": [TAGS.page("page_services")],
      "public-services": [TAGS.services],
      "public-upcoming-events": [TAGS.events],
      "public-schedule-events": [TAGS.events],
      "public-gallery": [TAGS.gallery],
    });
    expect(registered.every((r) => r.revalidate === 300)).toBe(true);
  });

  it("gives what the database gives", async () => {
    expect(await publicReads.getPublicPage("page_about")).toEqual({ key: "page_about" });
    expect(await publicReads.getPublicServices()).toEqual([{ _id: "s1" }]);
    expect(await publicReads.getPublicUpcomingEvents()).toEqual([{ _id: "e1" }]);
    expect(await publicReads.getPublicScheduleEvents()).toEqual([{ _id: "e2" }]);
    expect((await publicReads.getPublicGallery()).bridal.images).toHaveLength(1);
  });

  it("a failing database leaves each section empty and logs which read failed, never throws", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const read of Object.values(reads)) read.mockRejectedValueOnce(new Error("connection refused"));
      expect(await publicReads.getPublicPage("page_about")).toMatchObject({ person1Name: "" });
      expect(await publicReads.getPublicServices()).toEqual([]);
      expect(await publicReads.getPublicUpcomingEvents()).toEqual([]);
      expect(await publicReads.getPublicScheduleEvents()).toEqual([]);
      expect(await publicReads.getPublicGallery()).toEqual({ bridal: { images: [] }, editorial: { images: [] }, ballroom: { images: [] } });
      expect(log.mock.calls.map(([line]) => line)).toEqual([
        "Public read failed (page_about): connection refused",
        "Public read failed (services): connection refused",
        "Public read failed (upcoming events): connection refused",
        "Public read failed (schedule events): connection refused",
        "Public read failed (gallery): connection refused",
      ]);
    } finally {
      log.mockRestore();
    }
  });
});
