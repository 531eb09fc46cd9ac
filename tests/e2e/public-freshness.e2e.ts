// One data path for the public site (lib/cache/public-reads.ts): an admin write to each kind of
// content shows on the very next request of every public page that displays that content. Which pages
// display it is read from the pages themselves before the write (the ones whose HTML carries the
// current value), never from a list kept beside the code, so a page that starts showing a kind of
// content is checked without anyone updating this test.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatInTimeZone } from "date-fns-tz";
import { PUBLIC_NAV } from "@/components/site/nav-links";
import { solidImage } from "../support/images";
import { apiLogin, type ApiSession } from "./support/auth";
import { readPage, unique, writePage, type PageKey } from "./support/content";

const ROUTES = PUBLIC_NAV.map((item) => item.href);
const STUDIO_ZONE = process.env.STUDIO_TIMEZONE ?? "America/New_York";

let admin: ApiSession;
test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
});

/** How React writes text into HTML, for values that contain &, <, >, " or '. */
const asHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const shows = (html: string, text: string) => html.includes(text) || html.includes(asHtml(text));

async function html(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return response.text();
}

/** The public pages whose HTML carries any of `values` now. */
async function pagesShowing(request: APIRequestContext, values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of ROUTES) {
    const page = await html(request, route);
    if (values.some((value) => shows(page, value))) found.push(route);
  }
  return found;
}

/** Each of `pages` shows `text` (or, with present=false, no longer shows it) on its next request. */
async function expectOnNextRequest(request: APIRequestContext, pages: string[], text: string, present = true) {
  for (const route of pages) expect(shows(await html(request, route), text), `${route} ${present ? "shows" : "no longer shows"} "${text}"`).toBe(present);
}

const PAGE_FIELDS: [kind: string, key: PageKey, field: string, marker: () => string][] = [
  ["home (the footer's Instagram link)", "page_home", "instagram", () => `https://www.instagram.com/${unique("fresh").replace(/\W/g, "")}`],
  ["about (a stylist's name)", "page_about", "person1Name", () => unique("Fresh Stylist")],
  ["services page (the policy footer)", "page_services", "servicesPolicyFooter", () => unique("Fresh policy line")],
];

for (const [kind, key, field, marker] of PAGE_FIELDS) {
  test(`a write to ${kind} shows on every public page that displays it, on the next request`, async ({ request }) => {
    const before = await readPage(request, key);
    const old = before[field];
    expect(old, `${key}.${field} is seeded`).toBeTruthy();
    const pages = await pagesShowing(request, [old]);
    expect(pages.length, `pages showing ${key}.${field}`).toBeGreaterThan(0);
    const fresh = marker();
    try {
      await writePage(request, admin, key, { ...before, [field]: fresh });
      await expectOnNextRequest(request, pages, fresh);
    } finally {
      await writePage(request, admin, key, before);
    }
    await expectOnNextRequest(request, pages, old);
  });
}

test("a write to the services list shows on every public page that displays that service, on the next request", async ({ request }) => {
  const services = (await (await request.get("/api/servicesList")).json()) as { _id: string; title: string }[];
  // A title the pages print as it is stored (no entities to decode); from the end of the list, away
  // from the services other suites book or look for.
  const service = [...services].reverse().find((s) => /^[\w ,()-]{6,}$/.test(s.title));
  expect(service, "a seeded service with a plain title").toBeTruthy();
  const pages = await pagesShowing(request, [service!.title]);
  expect(pages.length, `pages showing "${service!.title}"`).toBeGreaterThan(0);
  const fresh = unique("Fresh Service");
  try {
    const put = await request.put(`/api/servicesList/${service!._id}`, { headers: admin.headers, data: { title: fresh } });
    expect(put.status(), await put.text()).toBe(200);
    await expectOnNextRequest(request, pages, fresh);
  } finally {
    await request.put(`/api/servicesList/${service!._id}`, { headers: admin.headers, data: { title: service!.title } });
  }
  await expectOnNextRequest(request, pages, fresh, false);
});

test("a new and a deleted competition show on every public page that lists competitions, on the next request", async ({ request }) => {
  const upcoming = (await (await request.get("/api/events/upcoming")).json()) as { eventName: string }[];
  expect(upcoming.length, "seeded upcoming competitions").toBeGreaterThan(0);
  // The soonest competition is on every page that lists competitions (the schedule shows at least one).
  const pages = await pagesShowing(request, [upcoming[0].eventName]);
  expect(pages.length, `pages showing "${upcoming[0].eventName}"`).toBeGreaterThan(0);
  const today = formatInTimeZone(new Date(), STUDIO_ZONE, "yyyy-MM-dd");
  const eventName = unique("Fresh Open");
  const created = await request.post("/api/events/create", { headers: admin.headers, data: { eventName, city: "Chicago", state: "Illinois", eventStartDate: today, eventEndDate: today } });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  try {
    await expectOnNextRequest(request, pages, eventName);
  } finally {
    expect((await request.put(`/api/events/${_id}/delete`, { headers: admin.headers })).status()).toBe(200);
  }
  await expectOnNextRequest(request, pages, eventName, false);
});

test("a gallery image added and removed shows on every public page that displays the gallery, on the next request", async ({ request }) => {
  const gallery = JSON.parse(((await (await request.get("/api/content/page_gallery")).json()) as { content: string }).content) as Record<string, { images: { thumbnailUrl: string; fullSizeUrl: string | null }[] }>;
  const thumbnails = Object.values(gallery).flatMap((section) => section.images.map((image) => encodeURIComponent(image.thumbnailUrl)));
  expect(thumbnails.length, "seeded gallery images").toBeGreaterThan(0);
  const pages = await pagesShowing(request, thumbnails);
  expect(pages.length, "pages showing the gallery").toBeGreaterThan(0);

  const uploadId = `e2e-${crypto.randomUUID()}`;
  const uploaded = await request.post("/api/content/upload-gallery", {
    headers: admin.headers,
    multipart: { images: { name: "fresh.jpg", mimeType: "image/jpeg", buffer: await solidImage("jpeg", 600, 750, "#6a3c4f") }, uploadId, type: "fullSize", generateThumbnail: "true" },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const merged = await request.post("/api/content/merge-gallery", { headers: admin.headers, data: { pageKey: "page_gallery", uploadId, section: "ballroom" } });
  expect(merged.status(), await merged.text()).toBe(200);
  const image = ((await merged.json()) as { files: { thumbnailUrl: string; fullSizeUrl: string | null }[] }).files.at(-1)!;
  try {
    await expectOnNextRequest(request, pages, encodeURIComponent(image.thumbnailUrl));
  } finally {
    expect((await request.delete("/api/content/delete-image", { headers: admin.headers, data: { pageKey: "page_gallery", section: "ballroom", ...image } })).status()).toBe(200);
  }
  await expectOnNextRequest(request, pages, encodeURIComponent(image.thumbnailUrl), false);
});
