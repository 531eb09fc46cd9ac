// Configuration read from the environment, with the demo defaults of DESIGN.md.
export const isProduction = process.env.NODE_ENV === "production";

export const studio = {
  get name() {
    return process.env.STUDIO_NAME ?? "Velvet & Pins Styling Studio";
  },
  get phone() {
    return process.env.STUDIO_PHONE ?? "(555) 010-2026";
  },
  get email() {
    return process.env.STUDIO_EMAIL ?? "studio@example.com";
  },
  get emailFrom() {
    return process.env.EMAIL_FROM ?? "Velvet & Pins <bookings@example.com>";
  },
  get timeZone() {
    return process.env.STUDIO_TIMEZONE ?? "America/New_York";
  },
  get siteUrl() {
    return (process.env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
  },
};
