// Idempotent seed: always the first admin and default settings; demo content once (never in
// production unless SEED_DEMO=true).
import { addDays } from "date-fns";
import { fromZonedTime } from "date-fns-tz";
import sharp from "sharp";
import type { PrismaClient, Service, User } from "../lib/generated/prisma/client";
import type { DanceLevel, Permission, ServiceCategory } from "../lib/generated/prisma/enums";
import { randomBytes } from "node:crypto";
import { hashPassword } from "../lib/auth/password";
import { serverEnv } from "../lib/env";
import { defaultTimeZoneForState, studioTimeZone, studioToday } from "../lib/time";
import { getStorage } from "../lib/storage";
import { recountBookingSlots } from "../lib/bookings/slot-recount";
import { linkUnlinkedBookings } from "../lib/bookings/client-link";
import { demoAbout, demoCompetitors, demoEvents, demoHome, demoServices, demoServicesPage, demoStaff, galleryPalette } from "./seed-data";

export const DEV_ADMIN_EMAIL = "admin@example.com";
export const DEV_ADMIN_PASSWORD = "studio-admin-2026";
const DEMO_STAFF_PASSWORD = "studio-staff-2026";

/** What the seed does; each option left out comes from the configuration (lib/env: NODE_ENV, SEED_*). */
export interface SeedOptions {
  production?: boolean;
  demo?: boolean;
  /** The first administrator (SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD); required in production. */
  admin?: { email?: string; password?: string };
  log?: (line: string) => void;
}

function adminCredentials(production: boolean, given: SeedOptions["admin"]): { email: string; password: string } {
  const env = serverEnv();
  const email = given ? given.email : env.SEED_ADMIN_EMAIL;
  const password = given ? given.password : env.SEED_ADMIN_PASSWORD;
  if (production && (!email || !password)) {
    throw new Error("SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD must be set in production (no default credentials).");
  }
  return { email: (email ?? DEV_ADMIN_EMAIL).toLowerCase(), password: password ?? DEV_ADMIN_PASSWORD };
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<{ demo: boolean }> {
  const result = await seedContent(prisma, options);
  // Every run (and so every deploy: db:migrate then db:seed) brings stored slot counts in line with
  // the slot rule (rows stored before "split only into listed services", and the demo
  // bookings below, whose counts are left to this step).
  const recounted = await recountBookingSlots(prisma);
  if (recounted) (options.log ?? (() => undefined))(`Recounted the slots of ${recounted} booking${recounted === 1 ? "" : "s"}`);
  // Bookings written outside createBooking (the demo bookings above) get their client by the same rule.
  const linked = await linkUnlinkedBookings(prisma);
  if (linked) (options.log ?? (() => undefined))(`Linked ${linked} booking${linked === 1 ? "" : "s"} to client records`);
  return result;
}

async function seedContent(prisma: PrismaClient, options: SeedOptions): Promise<{ demo: boolean }> {
  const env = serverEnv();
  const production = options.production ?? env.NODE_ENV === "production";
  const demo = options.demo ?? (!production || env.SEED_DEMO);
  const log = options.log ?? (() => undefined);

  const admin = adminCredentials(production, options.admin);
  const existingAdmin = await prisma.user.findUnique({ where: { email: admin.email } });
  if (!existingAdmin) {
    await prisma.user.create({
      data: {
        email: admin.email,
        firstName: "Studio",
        lastName: "Admin",
        passwordHash: await hashPassword(admin.password),
        role: "admin",
        isAdministrator: true,
        permissions: ["view_admin_panel", "edit_content", "manage_users", "manage_bookings", "view_bookings", "edit_services", "edit_gallery", "manage_events", "view_reports"],
        // The studio's account, not a stylist: not offered for appointments until someone ticks "Takes appointments".
        bookable: false,
      },
    });
    log(`Created admin ${admin.email}`);
  }
  await prisma.calendarSettings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} });

  if (!demo) return { demo: false };
  if ((await prisma.service.count()) > 0) {
    log("Demo content already present");
    return { demo: false };
  }

  await prisma.pageContent.createMany({
    data: [
      { key: "page_home", content: demoHome },
      { key: "page_about", content: demoAbout },
      { key: "page_services", content: demoServicesPage },
    ],
    skipDuplicates: true,
  });

  const services: Service[] = [];
  for (const [position, service] of demoServices.entries()) {
    services.push(
      await prisma.service.create({ data: { ...service, category: service.category as ServiceCategory, position } }),
    );
  }

  const timeZone = studioTimeZone();
  const today = studioToday(new Date(), timeZone);
  const dayFrom = (offset: number) => addDays(new Date(`${today}T00:00:00Z`), offset);
  const events = [];
  for (const { offset, ...event } of demoEvents) {
    // Each competition in its state's zone: Chicago Central, Seattle Pacific, Phoenix Arizona…
    events.push(await prisma.event.create({ data: { ...event, timeZone: defaultTimeZoneForState(event.state), eventStartDate: dayFrom(offset[0]), eventEndDate: dayFrom(offset[1]) } }));
  }

  // A known password is a default credential: in production each demo staff account gets a random
  // one, printed once by the seed, never written anywhere else.
  const knownPasswordHash = production ? null : await hashPassword(DEMO_STAFF_PASSWORD);
  const staff: User[] = [];
  for (const member of demoStaff) {
    const existing = await prisma.user.findUnique({ where: { email: member.email } });
    if (existing) {
      staff.push(existing);
      continue;
    }
    const randomPassword = production ? randomBytes(18).toString("base64url") : null;
    const passwordHash = knownPasswordHash ?? (await hashPassword(randomPassword!));
    staff.push(await prisma.user.create({ data: { ...member, permissions: [...member.permissions] as Permission[], passwordHash } }));
    if (randomPassword) log(`Demo staff account ${member.email}: one-time password ${randomPassword} (shown once; change it or delete the account)`);
  }

  await seedGallery(prisma);

  const upcoming = events.filter((e) => e.eventEndDate >= dayFrom(0));
  const byCategory = (category: string) => services.filter((s) => s.category === category);
  for (const [index, [firstName, lastName, level]] of demoCompetitors.entries()) {
    const event = upcoming[index % upcoming.length];
    const main = byCategory(index % 3 === 0 ? "Men" : index % 3 === 1 ? "Women" : "Youth")[index % 3];
    const extra = byCategory("Additional")[index % 4];
    const dayCount = 1 + (index % 2);
    const complete = index < 4;
    const days = Array.from({ length: dayCount }, (_, d) => addDays(event.eventStartDate, d));
    await prisma.$transaction(async (tx) => {
      const booking = await tx.booking.create({
        data: {
          eventId: event.id,
          danceLevel: (level === "pro-am" ? "pro_am" : level) as DanceLevel,
          isParentOrGuardian: level === "junior",
          parentFirstName: level === "junior" ? "Laura" : "",
          parentLastName: level === "junior" ? lastName : "",
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.net`,
          phoneNumber: `555-01${String(index).padStart(2, "0")}`,
          stylistPreference: index % 2 ? "Marisol" : "",
          hairAtNight: index % 3 === 0,
          message: index % 2 ? "Rhythm heats start early on Saturday." : "",
          createdAt: addDays(new Date(), -index),
        },
      });
      for (const [position, date] of days.entries()) {
        const day = await tx.bookingDay.create({
          data: {
            bookingId: booking.id,
            position,
            date,
            serviceId: main.id,
            serviceTitle: main.title,
            danceStyles: index % 2 ? ["latin", "rhythm"] : ["standard"],
            additionalServiceIds: [extra.id],
            additionalServiceTitles: [extra.title],
          },
        });
        if (complete) {
          const isoDate = date.toISOString().slice(0, 10);
          const hour = 7 + index;
          await tx.schedule.create({
            data: {
              bookingId: booking.id,
              bookingDayId: day.id,
              serviceTitle: main.title,
              assignedUserId: staff[index % staff.length].id,
              startAt: fromZonedTime(`${isoDate}T${String(hour).padStart(2, "0")}:00:00`, event.timeZone),
              endAt: fromZonedTime(`${isoDate}T${String(hour).padStart(2, "0")}:45:00`, event.timeZone),
            },
          });
        }
      }
    });
  }
  log(`Seeded demo content: ${services.length} services, ${events.length} events, ${demoCompetitors.length} bookings`);
  return { demo: true };
}

async function seedGallery(prisma: PrismaClient): Promise<void> {
  const storage = getStorage();
  for (const [section, colours] of Object.entries(galleryPalette)) {
    for (const [position, colour] of colours.entries()) {
      const svg = (width: number, height: number) =>
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1c1917"/></linearGradient></defs>` +
            `<rect width="100%" height="100%" fill="url(#g)"/>` +
            `<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.16}" fill="#ffffff" fill-opacity="0.35"/>` +
            `<ellipse cx="${width / 2}" cy="${height * 0.95}" rx="${width * 0.34}" ry="${height * 0.36}" fill="#ffffff" fill-opacity="0.25"/></svg>`,
        );
      const full = await sharp(svg(1200, 1500)).webp({ quality: 70 }).toBuffer();
      const thumb = await sharp(svg(480, 600)).webp({ quality: 70 }).toBuffer();
      const base = `gallery/demo-${section}-${position + 1}`;
      const fullStored = await storage.put(`${base}-full.webp`, full, "image/webp");
      const thumbStored = await storage.put(`${base}-thumb.webp`, thumb, "image/webp");
      await prisma.galleryImage.create({
        data: {
          section: section as "bridal" | "editorial" | "ballroom",
          position,
          // One demo item per section lacks its full-size image, to show 'Image not available'.
          fullSizeUrl: position === colours.length - 1 ? null : fullStored.url,
          thumbnailUrl: thumbStored.url,
        },
      });
    }
  }
}
