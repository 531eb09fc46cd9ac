import { beforeEach, describe, expect, it, vi } from "vitest";
import { writeEditablePage } from "@/lib/content";
import { emptyPage } from "@/lib/content/schema";
import { resetDatabase } from "@/tests/support/db";
import { PUBLIC_REVALIDATE_SECONDS, uncachedPublicReads } from "./public-reads";
import { REBUILD_AFTER_FAILURE_SECONDS, staticPageProps, staticPagesShowing } from "./static-pages";
import { TAGS } from "./tags";

beforeEach(resetDatabase);

describe("getStaticProps of the static pages", () => {
  it("reads the database as it is now, adds the footer's links and gives JSON props for 5 minutes", async () => {
    await writeEditablePage("page_home", { ...emptyPage("page_home"), instagram: "https://instagram.com/velvet", facebook: "" });
    await writeEditablePage("page_about", { ...emptyPage("page_about"), person1Name: "Marisol" });
    const when = new Date("2026-11-23T10:00:00Z");
    const result = await staticPageProps<{ page: Record<string, string>; at: Date }>({
      page: uncachedPublicReads.page("page_about"),
      at: { what: "a date", read: async () => when, empty: when },
    });
    expect(result.revalidate).toBe(PUBLIC_REVALIDATE_SECONDS);
    expect(result.props.page.person1Name).toBe("Marisol");
    expect(result.props.shell).toEqual({ instagram: "https://instagram.com/velvet", facebook: "" });
    // Next refuses a Date in props; it arrives as its JSON text.
    expect(result.props.at).toBe("2026-11-23T10:00:00.000Z");
  });

  it("a failed read leaves that section empty, keeps the others, logs, and builds the page again in 10 s", async () => {
    await writeEditablePage("page_about", { ...emptyPage("page_about"), person1Name: "Marisol" });
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const result = await staticPageProps<{ page: Record<string, string>; services: unknown[] }>({
        page: uncachedPublicReads.page("page_about"),
        services: { what: "services", read: () => Promise.reject(new Error("connection refused")), empty: [] },
      });
      expect(result.revalidate).toBe(REBUILD_AFTER_FAILURE_SECONDS);
      expect(result.props.services).toEqual([]);
      expect(result.props.page.person1Name).toBe("Marisol");
      expect(log).toHaveBeenCalledWith("Public read failed (services): connection refused");
    } finally {
      log.mockRestore();
    }
  });

  it("each tag regenerates the pages that show it (the home page's content is in every footer)", () => {
    expect(staticPagesShowing(TAGS.page("page_home"))).toEqual(["/", "/about", "/services", "/gallery", "/schedule", "/bookanappointment", "/contact"]);
    expect(staticPagesShowing(TAGS.page("page_about"))).toEqual(["/about", "/bookanappointment"]);
    expect(staticPagesShowing(TAGS.services)).toEqual(["/", "/services", "/bookanappointment"]);
    expect(staticPagesShowing(TAGS.events)).toEqual(["/schedule", "/bookanappointment"]);
    expect(staticPagesShowing(TAGS.gallery)).toEqual(["/gallery"]);
    expect(staticPagesShowing("unknown")).toEqual([]);
  });
});
