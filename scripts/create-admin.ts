// npm run create-admin -- --email owner@studio.com --first Ana --last Silva
// Creates or resets an administrator. The password comes from ADMIN_PASSWORD or an interactive prompt.
import "dotenv/config";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { createPrismaClient } from "../lib/db/client";
import { ALL_PERMISSIONS } from "../lib/auth/dto";
import { hashPassword } from "../lib/auth/password";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/auth/schema";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, first: { type: "string" }, last: { type: "string" } } });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error("Pass a valid --email.");
  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question(`Password for ${email} (${PASSWORD_MIN}-${PASSWORD_MAX} characters): `);
    rl.close();
  }
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new Error(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
  }
  const prisma = createPrismaClient();
  const passwordHash = await hashPassword(password);
  const data = { role: "admin" as const, isAdministrator: true, accountStatus: "active" as const, permissions: [...ALL_PERMISSIONS], passwordHash, passwordChangedAt: new Date() };
  const user = await prisma.user.upsert({
    where: { email },
    // A new administrator does not take appointments until "Takes appointments" is ticked (Users → Edit); a reset keeps the choice.
    create: { email, firstName: values.first ?? "Studio", lastName: values.last ?? "Admin", bookable: false, ...data },
    update: data,
  });
  // A reset revokes every open session, the calendar feed and any reset link of that account, as
  // resetUserPassword (lib/users) does in the app; this script cannot import server-only modules.
  await prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
  await prisma.calendarFeed.deleteMany({ where: { userId: user.id } });
  await prisma.passwordResetToken.deleteMany({ where: { userId: user.id } });
  await prisma.$disconnect();
  console.log(`Administrator ${email} is ready.`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
