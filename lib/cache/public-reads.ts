// The one data path of the public site: every read a public page (app/(site)) or the sitemap makes,
// cached and tagged with the content kind it shows (tags.ts). Next records the tags of the cached reads
// a page makes on the page's own ISR entry, so an admin write's revalidateTag (invalidate.ts) expires
// the data and every page built from it, on every instance sharing the cache (Redis) — no list of
// which page shows what. A failing database is never cached: the error escapes unstable_cache and
// readOrEmpty turns it into empty sections: a public page always renders.
import "server-only";
import { unstable_cache } from "next/cache";
import { readEditablePage } from "@/lib/content";
import type { PageContentDto } from "@/lib/content/dto";
import { emptyPage, type EditablePageKey } from "@/lib/content/schema";
import { listScheduleEvents, listUpcomingEvents, type EventDto } from "@/lib/events";
import { emptyGallery, readGallery } from "@/lib/gallery/read";
import type { GalleryContent } from "@/lib/gallery/schema";
import { listServices } from "@/lib/services";
import type { ServiceDto } from "@/lib/services/dto";
import { TAGS } from "./tags";

/** Every public page's and cached read's time-based refresh (`export const revalidate` must be a literal). */
export const PUBLIC_REVALIDATE_SECONDS = 300;

async function readOrEmpty<T>(what: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`Public read failed (${what}): ${(error as Error).message}`);
    return empty;
  }
}

const cached = <T>(read: () => Promise<T>, key: string, tag: string) =>
  unstable_cache(read, [`public-${key}`], { tags: [tag], revalidate: PUBLIC_REVALIDATE_SECONDS });

const cachedPages = Object.fromEntries(
  (["page_home", "page_about", "page_services"] as const).map((key) => [key, cached(() => readEditablePage(key), key, TAGS.page(key))]),
) as Record<EditablePageKey, () => Promise<PageContentDto>>;
const cachedServices = cached(() => listServices(), "services", TAGS.services);
// Events depend on the date as well as on admin writes: the tag covers writes, the time-based
// revalidation moves an event to the past within PUBLIC_REVALIDATE_SECONDS of its last day ending.
const cachedUpcomingEvents = cached(() => listUpcomingEvents(), "upcoming-events", TAGS.events);
const cachedScheduleEvents = cached(() => listScheduleEvents(), "schedule-events", TAGS.events);
const cachedGallery = cached(() => readGallery(), "gallery", TAGS.gallery);

/** An editable page's fields (page_home also gives the footer's social links on every page). */
export function getPublicPage(key: EditablePageKey): Promise<PageContentDto> {
  return readOrEmpty(key, cachedPages[key], emptyPage(key));
}

export function getPublicServices(): Promise<ServiceDto[]> {
  return readOrEmpty("services", cachedServices, []);
}

/** Every upcoming, non-deleted event, soonest first (the booking form's competition list). */
export function getPublicUpcomingEvents(): Promise<EventDto[]> {
  return readOrEmpty("upcoming events", cachedUpcomingEvents, []);
}

/** The competitions /schedule lists (the calendar settings decide which). */
export function getPublicScheduleEvents(): Promise<EventDto[]> {
  return readOrEmpty("schedule events", cachedScheduleEvents, []);
}

export function getPublicGallery(): Promise<GalleryContent> {
  return readOrEmpty("gallery", cachedGallery, emptyGallery());
}
