// "Forgot password?" and Users → "Send password reset": a single-use link, valid for 30 minutes, whose
// token (32 random bytes, base64url) is stored only as its SHA-256. A request answers the same whether
// or not the address belongs to an account, and is rate-limited per address and per account; setting
// the new password revokes the user's sessions and calendar feed. The email goes through the outbox.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { studio } from "@/lib/env";
import { ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { enqueueEmail } from "@/lib/notify";
import { hashPassword, isAdmin, revokeCalendarFeed, revokeUserSessions } from "@/lib/auth";
import { limiterFor, consumeOrThrow } from "@/lib/rate-limit";
import { passwordResetEmail } from "@/lib/notify/templates/password-reset";

export const PASSWORD_RESET_VALID_MINUTES = 30;
export const PASSWORD_RESET_KIND = "password-reset";
export const PASSWORD_RESET_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const PASSWORD_RESET_REQUESTED =
  "If that address belongs to a staff account, we have emailed it a link to choose a new password. The link works once, for 30 minutes.";
export const PASSWORD_RESET_LINK_INVALID = "This password reset link has expired or has already been used. Ask for a new one.";
export const TOO_MANY_RESET_REQUESTS = "Too many password reset requests. Please try again later.";

export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_REQUESTS_PER_ACCOUNT = 3;
const RESET_WINDOW_SECONDS = 60 * 60;
export const RESET_ATTEMPTS_PER_ADDRESS = 20;

const addressLimiter = () => limiterFor("password-reset-address", { limit: RESET_REQUESTS_PER_ADDRESS, windowSeconds: RESET_WINDOW_SECONDS, blockSeconds: RESET_WINDOW_SECONDS });
// Keyed by the address typed in, so an unknown address is limited exactly like a known one.
const accountLimiter = () => limiterFor("password-reset-account", { limit: RESET_REQUESTS_PER_ACCOUNT, windowSeconds: RESET_WINDOW_SECONDS, blockSeconds: RESET_WINDOW_SECONDS });
const confirmLimiter = () => limiterFor("password-reset-confirm", { limit: RESET_ATTEMPTS_PER_ADDRESS, windowSeconds: 15 * 60, blockSeconds: 15 * 60 });

export const hashPasswordResetToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
export const passwordResetUrl = (token: string) => `${studio.siteUrl}/admin/reset-password/${token}`;

type Db = Prisma.TransactionClient;

/** A new link for the user (an earlier unused one stops working) and its email, in one transaction. */
async function issuePasswordReset(user: Pick<User, "id" | "firstName" | "email">, byAdministrator: boolean, now: Date): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await prisma.$transaction(async (tx: Db) => {
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    const row = await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashPasswordResetToken(token), expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000), createdAt: now },
    });
    await enqueueEmail(
      {
        kind: PASSWORD_RESET_KIND,
        entityId: row.id,
        to: user.email,
        ...passwordResetEmail({ firstName: user.firstName, url: passwordResetUrl(token), validMinutes: PASSWORD_RESET_VALID_MINUTES, byAdministrator }),
        notAfter: row.expiresAt,
        // Queued (and so due) by the same `now` as its notAfter: the email's window is on one clock.
        createdAt: now,
      },
      tx,
    );
  });
}

/** Runs the account's work after the answer is sent (Next's `after`), or awaits it when not given (scripts, tests). */
export type DeferWork = (task: () => Promise<void>) => void;

/**
 * "Forgot password?": emails an active account a link; answers nothing about whether the account exists.
 * The answer waits only for the rate limits, which cost the same for any address; the lookup, the new
 * link and its email are done after the answer (`options.afterResponse`), so a real account's address
 * takes no longer to answer than an unknown one.
 */
export async function requestPasswordReset(email: string, address: string, options: { afterResponse?: DeferWork; now?: Date } = {}): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await consumeOrThrow(addressLimiter(), address, TOO_MANY_RESET_REQUESTS);
  await consumeOrThrow(accountLimiter(), normalized, TOO_MANY_RESET_REQUESTS);
  const work = async () => {
    const user = await prisma.user.findUnique({ where: { email: normalized }, select: { id: true, firstName: true, email: true, accountStatus: true } });
    if (!user || user.accountStatus !== "active") return;
    await issuePasswordReset(user, false, options.now ?? new Date());
  };
  if (!options.afterResponse) return work();
  options.afterResponse(() => work().catch((error: Error) => console.error(`[password-reset] issuing a link failed: ${error.message}`)));
}

/**
 * Every reset link of the user stops working: on suspension or deactivation, an email change (a link
 * mailed to the old address) and any password change.
 */
export async function dropPasswordResetLinks(userId: string, db: Pick<Db, "passwordResetToken"> = prisma): Promise<void> {
  await db.passwordResetToken.deleteMany({ where: { userId } });
}

/** Users → "Send password reset": administrators only (it hands the account to whoever reads its mailbox). */
export async function sendPasswordResetByAdmin(userId: string, actor: Pick<User, "role" | "isAdministrator" | "permissions">, now = new Date()): Promise<void> {
  // manage_users holders see every user anyway, so "not found" before "not allowed" tells them nothing new.
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, firstName: true, email: true, accountStatus: true } });
  if (!user) throw new NotFoundError("User not found");
  if (!isAdmin(actor)) throw new ForbiddenError("Only administrators can send a password reset.");
  if (user.accountStatus !== "active") throw new ValidationError("This account is not active: activate it before sending a password reset.");
  await issuePasswordReset(user, true, now);
}

/** Whether a link can still set a password (the reset page says so before the form is filled in). */
export async function passwordResetLinkIsUsable(token: string, now = new Date()): Promise<boolean> {
  if (!PASSWORD_RESET_TOKEN_RE.test(token)) return false;
  const row = await prisma.passwordResetToken.findUnique({ where: { tokenHash: hashPasswordResetToken(token) }, select: { usedAt: true, expiresAt: true, user: { select: { accountStatus: true } } } });
  return Boolean(row && !row.usedAt && row.expiresAt > now && row.user.accountStatus === "active");
}

/**
 * Sets the new password through a link: once (the token is spent in the same transaction that writes the
 * password), before it expires, for an active account; then every session and the calendar feed end.
 */
export async function resetPasswordWithLink(token: string, password: string, address: string, now = new Date()): Promise<void> {
  await consumeOrThrow(confirmLimiter(), address, TOO_MANY_RESET_REQUESTS);
  if (!PASSWORD_RESET_TOKEN_RE.test(token)) throw new ValidationError(PASSWORD_RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx: Db) => {
    const row = await tx.passwordResetToken.findUnique({ where: { tokenHash: hashPasswordResetToken(token) }, include: { user: { select: { id: true, accountStatus: true } } } });
    if (!row || row.usedAt || row.expiresAt <= now || row.user.accountStatus !== "active") throw new ValidationError(PASSWORD_RESET_LINK_INVALID);
    // Spent first: of two concurrent uses, the second finds it used and changes nothing.
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count !== 1) throw new ValidationError(PASSWORD_RESET_LINK_INVALID);
    await dropPasswordResetLinks(row.userId, tx);
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, passwordChangedAt: now } });
    await revokeUserSessions(row.userId, tx);
    await revokeCalendarFeed(row.userId, tx);
  });
}
