import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { blankPng, solidImage, SVG_IMAGE, TEXT_FILE, truncatedJpeg } from "../support/images";
import { apiLogin, pageLogin, type ApiSession } from "./support/auth";
import { reviewShot, runAxe } from "./support/a11y";

type Images = { fullSizeUrl: string | null; thumbnailUrl: string; altText?: string }[];
type Gallery = Record<"bridal" | "editorial" | "ballroom", { images: Images }>;

const uploadId = () => `e2e-${crypto.randomUUID()}`;
let colour = 0;
const jpeg = (width = 320, height = 400) => solidImage("jpeg", width, height, `#${(0x5a3040 + ++colour * 0x0a0b07).toString(16).slice(-6)}`);

async function readGallery(request: APIRequestContext): Promise<Gallery> {
  const response = await request.get("/api/content/page_gallery");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { content: string };
  expect(typeof body.content).toBe("string");
  return JSON.parse(body.content) as Gallery;
}

function upload(request: APIRequestContext, session: ApiSession, fields: { id: string; type: string; file: { name: string; mimeType: string; buffer: Buffer }; generateThumbnail?: boolean }) {
  return request.post("/api/content/upload-gallery", {
    headers: session.headers,
    multipart: { images: fields.file, uploadId: fields.id, type: fields.type, ...(fields.generateThumbnail ? { generateThumbnail: "true" } : {}) },
  });
}

/** Every stored object under UPLOAD_DIR (the e2e server's storage), to prove a request changed nothing. */
async function storedObjects(): Promise<string[]> {
  const dir = path.join(process.env.UPLOAD_DIR ?? ".data/uploads", "gallery");
  await mkdir(dir, { recursive: true });
  return (await readdir(dir)).sort();
}

test.describe("gallery API", () => {
  test("upload → merge → reorder → delete round trip, with the public page fresh on the next request", async ({ request }) => {
    const admin = await apiLogin(request);
    const id = uploadId();
    const full = await upload(request, admin, { id, type: "fullSize", file: { name: "look.jpg", mimeType: "image/jpeg", buffer: await jpeg(1200, 1500) } });
    expect(full.status(), await full.text()).toBe(200);
    const { files: fullFiles } = (await full.json()) as { files: { fullSizeUrl: string }[] };
    expect(fullFiles).toEqual([{ fullSizeUrl: expect.stringMatching(/^\/uploads\/gallery\/[0-9a-f-]{36}-full\.webp$/) }]);

    const thumb = await upload(request, admin, { id, type: "thumbnail", file: { name: "look-small.png", mimeType: "image/png", buffer: await solidImage("png", 300, 375) } });
    expect(thumb.status(), await thumb.text()).toBe(200);
    const { files: thumbFiles } = (await thumb.json()) as { files: { thumbnailUrl: string }[] };
    const mine = { fullSizeUrl: fullFiles[0].fullSizeUrl, thumbnailUrl: thumbFiles[0].thumbnailUrl, altText: "" };

    // The stored object is our own re-encoded WebP, served with an immutable cache header.
    const served = await request.get(mine.fullSizeUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "webp", width: 1200, height: 1500 });

    const before = (await readGallery(request)).ballroom.images;
    const merged = await request.post("/api/content/merge-gallery", { headers: admin.headers, data: { pageKey: "page_gallery", uploadId: id, section: "ballroom" } });
    expect(merged.status(), await merged.text()).toBe(200);
    const { files } = (await merged.json()) as { files: Images };
    expect(files).toEqual([...before, mine]);
    // Merged uploads are no longer temporary: merging again or deleting them as temp files is refused.
    expect((await request.post("/api/content/merge-gallery", { headers: admin.headers, data: { pageKey: "page_gallery", uploadId: id, section: "ballroom" } })).status()).toBe(400);

    // revalidateTag(…, { expire: 0 }): the very next request renders fresh, not stale-while-revalidate
    // (how long that render takes depends on the machine, so no clock is asserted here).
    expect(await (await request.get("/gallery")).text()).toContain(encodeURIComponent(mine.thumbnailUrl));

    const reordered = [mine, ...before];
    const put = await request.put("/api/content/update-image-order", { headers: admin.headers, data: { pageKey: "page_gallery", section: "ballroom", images: reordered } });
    expect(put.status(), await put.text()).toBe(200);
    expect((await readGallery(request)).ballroom.images).toEqual(reordered);
    const notTheSet = await request.put("/api/content/update-image-order", { headers: admin.headers, data: { pageKey: "page_gallery", section: "ballroom", images: before } });
    expect(notTheSet.status()).toBe(400);
    expect((await readGallery(request)).ballroom.images).toEqual(reordered);

    const deleted = await request.delete("/api/content/delete-image", { headers: admin.headers, data: { pageKey: "page_gallery", section: "ballroom", ...mine } });
    expect(deleted.status(), await deleted.text()).toBe(200);
    expect((await readGallery(request)).ballroom.images).toEqual(before);
    expect((await request.get(mine.fullSizeUrl)).status()).toBe(404);
    expect((await request.get(mine.thumbnailUrl)).status()).toBe(404);
    expect(await (await request.get("/gallery")).text()).not.toContain(encodeURIComponent(mine.thumbnailUrl));
  });

  test("a full-size upload can bring its generated thumbnail, and both merge", async ({ request }) => {
    const admin = await apiLogin(request);
    const id = uploadId();
    const response = await upload(request, admin, { id, type: "fullSize", file: { name: "wide.jpg", mimeType: "image/jpeg", buffer: await jpeg(1600, 900) }, generateThumbnail: true });
    expect(response.status(), await response.text()).toBe(200);
    const { files } = (await response.json()) as { files: { fullSizeUrl?: string; thumbnailUrl?: string }[] };
    expect(files).toEqual([{ fullSizeUrl: expect.any(String) }, { thumbnailUrl: expect.any(String) }]);
    expect(await sharp(await (await request.get(files[1].thumbnailUrl!)).body()).metadata()).toMatchObject({ width: 720, height: 900 });
    const merged = await request.post("/api/content/merge-gallery", { headers: admin.headers, data: { pageKey: "page_gallery", uploadId: id, section: "ballroom" } });
    expect(merged.status()).toBe(200);
    const image = { fullSizeUrl: files[0].fullSizeUrl!, thumbnailUrl: files[1].thumbnailUrl!, altText: "" };
    expect(((await merged.json()) as { files: Images }).files.at(-1)).toEqual(image);
    expect((await request.delete("/api/content/delete-image", { headers: admin.headers, data: { pageKey: "page_gallery", section: "ballroom", ...image } })).status()).toBe(200);
  });

  test("rejected uploads: wrong bytes 415, damaged 400/415, too many pixels or bytes 413 — and nothing is stored", async ({ request }) => {
    const admin = await apiLogin(request);
    const before = await storedObjects();
    const cases: [string, { name: string; mimeType: string; buffer: Buffer }, number[]][] = [
      ["a text file renamed .png", { name: "photo.png", mimeType: "image/png", buffer: TEXT_FILE }, [415]],
      ["a truncated JPEG", { name: "cut.jpg", mimeType: "image/jpeg", buffer: await truncatedJpeg() }, [400, 415]],
      ["a 9000×9000 PNG", { name: "huge.png", mimeType: "image/png", buffer: blankPng(9000, 9000) }, [413]],
      ["an SVG", { name: "vector.svg", mimeType: "image/svg+xml", buffer: SVG_IMAGE }, [415]],
      ["an SVG named .jpg", { name: "vector.jpg", mimeType: "image/jpeg", buffer: SVG_IMAGE }, [415]],
      ["a GIF", { name: "anim.gif", mimeType: "image/gif", buffer: await solidImage("gif") }, [415]],
      ["more than 10 MB", { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(10 * 1024 * 1024 + 200 * 1024, 1) }, [413]],
    ];
    for (const [what, file, statuses] of cases) {
      const response = await upload(request, admin, { id: uploadId(), type: "fullSize", file });
      expect(statuses, `${what}: ${response.status()} ${await response.text()}`).toContain(response.status());
      expect(((await response.json()) as { error: string }).error.length, what).toBeGreaterThan(10);
    }
    const notMultipart = await request.post("/api/content/upload-gallery", { headers: admin.headers, data: { images: "x", uploadId: uploadId(), type: "fullSize" } });
    expect(notMultipart.status()).toBe(415);
    const badType = await upload(request, admin, { id: uploadId(), type: "original", file: { name: "a.jpg", mimeType: "image/jpeg", buffer: await jpeg() } });
    expect(badType.status()).toBe(400);
    expect((await badType.json()).fields).toHaveProperty("type");
    const noFile = await request.post("/api/content/upload-gallery", { headers: admin.headers, multipart: { uploadId: uploadId(), type: "fullSize" } });
    expect(noFile.status()).toBe(400);
    expect(await storedObjects()).toEqual(before);
  });

  test("uploads need a session (401), edit_gallery and the CSRF header (403)", async ({ request }) => {
    const file = { name: "a.jpg", mimeType: "image/jpeg", buffer: await jpeg() };
    expect((await request.post("/api/content/upload-gallery", { multipart: { images: file, uploadId: uploadId(), type: "fullSize" } })).status()).toBe(401);
    const admin = await apiLogin(request);
    const noCsrf = await request.post("/api/content/upload-gallery", { headers: { Authorization: admin.headers.Authorization }, multipart: { images: file, uploadId: uploadId(), type: "fullSize" } });
    expect(noCsrf.status()).toBe(403);
    const staff = await apiLogin(request, { email: "marisol@example.com", password: "studio-staff-2026" });
    expect((await upload(request, staff, { id: uploadId(), type: "fullSize", file })).status()).toBe(403);
  });

  test("traversal-looking URLs in delete-image and delete-temp-images change nothing (400)", async ({ request }) => {
    const admin = await apiLogin(request);
    const id = uploadId();
    const temp = (await (await upload(request, admin, { id, type: "fullSize", file: { name: "t.jpg", mimeType: "image/jpeg", buffer: await jpeg() } })).json()) as { files: { fullSizeUrl: string }[] };
    const tempUrl = temp.files[0].fullSizeUrl;
    const gallery = await readGallery(request);
    const objects = await storedObjects();
    const hostile = ["/uploads/../../etc/passwd", "../.env", "/uploads/gallery/../../../.env", "/uploads/%2e%2e/%2e%2e/.env", "/etc/passwd", "file:///etc/passwd", "https://example.com/uploads/gallery/x.webp"];

    for (const url of hostile) {
      for (const section of ["bridal", "editorial", "ballroom"]) {
        const response = await request.delete("/api/content/delete-image", { headers: admin.headers, data: { pageKey: "page_gallery", section, fullSizeUrl: url, thumbnailUrl: url } });
        expect(response.status(), `${section} ${url}`).toBe(400);
      }
      // A real thumbnail URL with a hostile full-size URL is not an image of the section either.
      const real = gallery.bridal.images[0];
      expect((await request.delete("/api/content/delete-image", { headers: admin.headers, data: { pageKey: "page_gallery", section: "bridal", fullSizeUrl: url, thumbnailUrl: real.thumbnailUrl } })).status()).toBe(400);
      // A list mixing a real temporary upload with a hostile URL is refused as a whole.
      for (const files of [[url], [tempUrl, url], [{ fullSizeUrl: tempUrl }, { thumbnailUrl: url }]]) {
        const response = await request.post("/api/content/delete-temp-images", { headers: admin.headers, data: { files } });
        expect(response.status(), JSON.stringify(files)).toBe(400);
      }
    }
    expect(await readGallery(request)).toEqual(gallery);
    expect(await storedObjects()).toEqual(objects);
    expect((await request.get(tempUrl)).status()).toBe(200);

    // The beacon form (text/plain JSON with the CSRF token in the body) deletes the real one.
    const beacon = await request.post("/api/content/delete-temp-images", {
      headers: { Authorization: admin.headers.Authorization, "Content-Type": "text/plain;charset=UTF-8" },
      data: JSON.stringify({ files: [{ fullSizeUrl: tempUrl }], csrfToken: admin.csrfToken }),
    });
    expect(beacon.status(), await beacon.text()).toBe(200);
    expect((await request.get(tempUrl)).status()).toBe(404);
  });
});

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Load the lazy images below the fold too, for the full-page shot.
    await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = "eager")));
    await expect.poll(() => page.evaluate(() => [...document.images].filter((img) => img.checkVisibility() && !img.complete).length), { timeout: 30_000 }).toBe(0);
    await reviewShot(page, `${name}-${width}.png`);
  }
}

test.describe("public gallery", () => {
  test("tabs, lightbox with keyboard, 'Image not available', focus return; axe clean", async ({ page }) => {
    await page.goto("/gallery");
    const tabs = page.getByRole("tablist", { name: "Gallery sections" });
    await expect(tabs.getByRole("tab")).toHaveText(["Bridal", "Editorial", "Ballroom"]);
    const bridal = page.getByRole("tab", { name: "Bridal" });
    await expect(bridal).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Bridal" });
    await expect(panel.getByRole("listitem")).toHaveCount(6);
    // Explicit sizes, lazy below the fold.
    const firstImage = panel.getByRole("img").first();
    await expect(firstImage).toHaveAttribute("sizes", /270px/);
    await expect(panel.getByRole("img").nth(5)).toHaveAttribute("loading", "lazy");
    expect((await runAxe(page)).violations).toEqual([]);

    await bridal.focus();
    await page.keyboard.press("ArrowRight");
    const editorial = page.getByRole("tab", { name: "Editorial" });
    await expect(editorial).toBeFocused();
    await expect(editorial).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Editorial" })).toBeVisible();
    await expect(panel).toBeHidden();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Ballroom" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(bridal).toBeFocused();
    await expect(panel).toBeVisible();

    const second = panel.getByRole("button", { name: "Bridal look 2" });
    await second.click();
    const dialog = page.getByRole("dialog", { name: /Bridal look 2 of 6/ });
    await expect(dialog).toBeVisible();
    const full = dialog.getByRole("img", { name: "Bridal look 2, full size" });
    await expect(full).toBeVisible();
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect((await runAxe(page)).violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();

    await second.press("Enter");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: /Bridal look 3 of 6/ })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Wraps from the first to the last: the seeded item without a full-size image.
    const last = page.getByRole("dialog", { name: /Bridal look 6 of 6/ });
    await expect(last).toBeVisible();
    await expect(last.getByText("Image not available")).toBeVisible();
    await expect(last.getByRole("img")).toHaveCount(0);
    await last.getByRole("button", { name: "Close" }).click();
    await expect(last).toBeHidden();
    await expect(panel.getByRole("button", { name: "Bridal look 6" })).toBeFocused();
  });

  test("screenshots at 375 and 1440 px", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("tabpanel", { name: "Bridal" }).getByRole("img").first()).toBeVisible();
    await screenshots(page, "gallery");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: "Bridal look 1" }).click();
    const full = page.getByRole("dialog").getByRole("img");
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await reviewShot(page, `gallery-lightbox-1440.png`, { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog").getByText("Image not available")).toBeVisible();
    await reviewShot(page, `gallery-lightbox-unavailable-375.png`, { fullPage: false });
  });
});

test.describe("gallery editor", () => {
  const editorial = (page: Page) => page.getByRole("region", { name: "Editorial", exact: true });

  test("upload both images with progress, merge, reorder, delete; generated thumbnail; axe clean", async ({ page }) => {
    await pageLogin(page, "/admin/pages_gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
    const section = editorial(page);
    const list = section.getByRole("list", { name: "Editorial images" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    const count = await list.getByRole("listitem").count();
    expect((await runAxe(page)).violations).toEqual([]);

    const apiFailures: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/content/") && r.status() >= 400) apiFailures.push(`${r.request().method()} ${r.url()} ${r.status()}`);
    });
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/content/upload-gallery")) uploads.push(request.postDataBuffer()?.toString("latin1").match(/name="uploadId"\r\n\r\n([^\r]+)/)?.[1] ?? "");
    });
    await section.getByLabel("Editorial full-size image").setInputFiles({ name: "full.jpg", mimeType: "image/jpeg", buffer: await jpeg(1000, 1250) });
    await expect(section.getByText("Uploaded ✓")).toBeVisible();
    await section.getByLabel("Editorial thumbnail image").setInputFiles({ name: "thumb.webp", mimeType: "image/webp", buffer: await solidImage("webp", 320, 400, "#22223b") });
    await expect(section.getByRole("status").filter({ hasText: "Image added to Editorial." })).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(count + 1);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]).toBe(uploads[1]);
    // Inputs reset, and the next image gets a new upload id.
    await expect(section.getByLabel("Editorial full-size image")).toHaveValue("");
    await expect(section.getByText("Uploaded ✓")).toHaveCount(0);

    const added = list.getByRole("listitem").last();
    const addedSrc = await added.getByRole("img").getAttribute("src");
    await section.getByRole("button", { name: `Move Editorial image ${count + 1} left` }).click();
    await expect(section.getByText("Changes Saved")).toBeVisible();
    await expect(list.getByRole("listitem").nth(count - 1).getByRole("img")).toHaveAttribute("src", addedSrc!);
    // Focus follows the moved image, so repeated keyboard moves work.
    await expect(section.getByRole("button", { name: `Move Editorial image ${count} left` })).toBeFocused();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/content/update-image-order"));
    await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem").nth(count - 2).getByRole("img")).toHaveAttribute("src", addedSrc!);
    await expect(section.getByRole("button", { name: `Move Editorial image ${count - 1} left` })).toBeFocused();
    expect((await saved).status()).toBe(200);
    expect(apiFailures).toEqual([]);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/pages_gallery$/);
    await expect(editorial(page).getByRole("list", { name: "Editorial images" }).getByRole("listitem").nth(count - 2).getByRole("img")).toHaveAttribute("src", addedSrc!);

    const reloaded = editorial(page);
    await reloaded.getByRole("button", { name: `Delete Editorial image ${count - 1}` }).click();
    const confirm = page.getByRole("dialog", { name: "Please confirm" });
    await expect(confirm).toContainText("Are you sure you want to delete this image?");
    expect((await runAxe(page)).violations).toEqual([]);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(reloaded.getByRole("list", { name: "Editorial images" }).getByRole("listitem")).toHaveCount(count);
    await expect(reloaded.getByRole("img", { name: /Editorial image/ }).and(page.locator(`[src="${addedSrc}"]`))).toHaveCount(0);

    // "Generate the thumbnail from the full-size image": one file is enough.
    await reloaded.getByLabel("Generate the thumbnail from the full-size image").check();
    await expect(reloaded.getByLabel("Editorial thumbnail image")).toBeDisabled();
    await reloaded.getByLabel("Editorial full-size image").setInputFiles({ name: "only-full.png", mimeType: "image/png", buffer: await solidImage("png", 900, 600, "#9a8c98") });
    await expect(reloaded.getByRole("status").filter({ hasText: "Image added to Editorial." })).toBeVisible();
    const items = reloaded.getByRole("list", { name: "Editorial images" }).getByRole("listitem");
    await expect(items).toHaveCount(count + 1);
    await reloaded.getByRole("button", { name: `Delete Editorial image ${count + 1}` }).click();
    await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Delete" }).click();
    await expect(items).toHaveCount(count);
    expect(apiFailures).toEqual([]);
  });

  test("a rejected file shows the server's message and is not added", async ({ page }) => {
    await pageLogin(page, "/admin/pages_gallery");
    const section = editorial(page);
    await section.getByLabel("Editorial full-size image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: TEXT_FILE });
    await expect(section.getByText("Only JPEG, PNG, WebP and AVIF images can be uploaded.")).toBeVisible();
    await expect(section.getByLabel("Editorial full-size image")).toHaveAttribute("aria-invalid", "true");
  });

  async function uploadOnlyFullSize(page: Page): Promise<string> {
    const section = page.getByRole("region", { name: "Bridal", exact: true });
    const response = page.waitForResponse((r) => r.url().endsWith("/api/content/upload-gallery"));
    await section.getByLabel("Bridal full-size image").setInputFiles({ name: "half.jpg", mimeType: "image/jpeg", buffer: await jpeg() });
    const { files } = (await (await response).json()) as { files: { fullSizeUrl: string }[] };
    await expect(section.getByText("Uploaded ✓")).toBeVisible();
    expect((await page.request.get(files[0].fullSizeUrl)).status()).toBe(200);
    return files[0].fullSizeUrl;
  }

  test("unmerged temporary files are deleted on leaving the page, on unload and on logout", async ({ page }) => {
    await pageLogin(page, "/admin/pages_gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();

    // Leaving the page (client-side navigation unmounts the editor).
    const left = await uploadOnlyFullSize(page);
    const cleanup = page.waitForRequest((r) => r.url().endsWith("/api/content/delete-temp-images"));
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await cleanup;
    await expect.poll(async () => (await page.request.get(left)).status()).toBe(404);

    // Page unload (reload → pagehide → sendBeacon).
    await page.goto("/admin/pages_gallery");
    const unloaded = await uploadOnlyFullSize(page);
    await page.reload();
    await expect.poll(async () => (await page.request.get(unloaded)).status()).toBe(404);

    // Logout.
    const loggedOut = await uploadOnlyFullSize(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(async () => (await page.request.get(loggedOut)).status()).toBe(404);
  });

  test("an image's own alt text, set in the editor, is read on the public gallery and in the lightbox; cleared, the default returns", async ({ page, browser, request }) => {
    const described = "Red latin bun with a crystal comb, seen from the side";
    await pageLogin(page, "/admin/pages_gallery");
    const ballroom = page.getByRole("region", { name: "Ballroom", exact: true });
    const card = ballroom.getByRole("list", { name: "Ballroom images" }).getByRole("listitem").nth(1);
    await expect(card.getByTestId("gallery-alt")).toHaveText("Alt text: default (“Ballroom look 2”)");
    await card.getByRole("button", { name: "Alt text of Ballroom image 2" }).click();
    const dialog = page.getByRole("dialog", { name: "Alt text of Ballroom image 2" });
    await expect(dialog.getByLabel("Alt text")).toHaveValue("");
    await expect(dialog.getByLabel("Alt text")).toHaveAttribute("placeholder", "Ballroom look 2");
    expect((await runAxe(page)).violations).toEqual([]);
    await dialog.getByLabel("Alt text").fill(`  ${described}  `);
    await dialog.getByRole("button", { name: "Save alt text" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("gallery-alt")).toHaveText(`Alt text: ${described}`);

    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto("/gallery");
      await visitor.getByRole("tab", { name: "Ballroom" }).click();
      const panel = visitor.getByRole("tabpanel", { name: "Ballroom" });
      // Its neighbours keep the default.
      await expect(panel.getByRole("img", { name: "Ballroom look 1", exact: true })).toBeVisible();
      await expect(panel.getByRole("img", { name: "Ballroom look 3", exact: true })).toBeVisible();
      await panel.getByRole("button", { name: described }).click();
      const lightbox = visitor.getByRole("dialog", { name: /Ballroom look 2 of/ });
      await expect(lightbox.getByRole("img", { name: described, exact: true })).toBeVisible();
      expect((await runAxe(visitor)).violations).toEqual([]);

      // Cleared: the default again, here and on the public page.
      await card.getByRole("button", { name: "Alt text of Ballroom image 2" }).click();
      await dialog.getByLabel("Alt text").fill("");
      await dialog.getByRole("button", { name: "Save alt text" }).click();
      await expect(card.getByTestId("gallery-alt")).toHaveText("Alt text: default (“Ballroom look 2”)");
      await visitor.goto("/gallery");
      await visitor.getByRole("tab", { name: "Ballroom" }).click();
      await expect(visitor.getByRole("tabpanel", { name: "Ballroom" }).getByRole("img", { name: "Ballroom look 2", exact: true })).toBeVisible();
    } finally {
      await visitorContext.close();
      // Whatever happened above, other specs read "Ballroom look 2".
      const admin = await apiLogin(request);
      const second = (await readGallery(request)).ballroom.images[1];
      await request.put("/api/content/update-image-alt", { headers: admin.headers, data: { pageKey: "page_gallery", section: "ballroom", ...second, altText: "" } });
    }
  });

  test("screenshots at 375 and 1440 px", async ({ page }) => {
    await pageLogin(page, "/admin/pages_gallery");
    await expect(editorial(page).getByRole("list", { name: "Editorial images" }).getByRole("img").first()).toBeVisible();
    await screenshots(page, "admin-gallery");
  });
});
