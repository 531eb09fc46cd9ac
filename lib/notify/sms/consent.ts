// Consent to texts: the client carries the current state (when and where given, when withdrawn), each
// change is a TextConsentEvent, and STOP is per number (TextOptOut: Twilio blocks the number, whoever it
// belongs to, until START). Ticking consent on a form does not undo a STOP: only START does.
import "server-only";
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma, TextConsentAction, TextConsentSource } from "@/lib/generated/prisma/client";
import { consentStands } from "./gate";
import type { TextConsentDto } from "./dto";

type Db = Prisma.TransactionClient;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A STOP text stops invitations too: every live client with the number is unsubscribed, and the number's
 * hash goes on the opt-out list (in the transaction that records the STOP; the
 * hash is the one lib/invitations keeps for an unsubscribed address).
 */
async function stopInvitationsForNumber(tx: Db, phoneE164: string, now = new Date()): Promise<void> {
  await tx.marketingOptOut.upsert({ where: { addressHash: sha256(phoneE164) }, create: { addressHash: sha256(phoneE164), optedOutAt: now }, update: {} });
  const clients = await tx.client.findMany({ where: { phoneE164, erasedAt: null }, select: { id: true } });
  if (!clients.length) return;
  await tx.client.updateMany({ where: { id: { in: clients.map((c) => c.id) } }, data: { marketingConsentAt: null, marketingConsentSource: null, marketingOptedOutAt: now } });
  await tx.marketingConsentEvent.createMany({ data: clients.map((c) => ({ clientId: c.id, action: "unsubscribe" as const, source: "sms_keyword" as const, createdAt: now })) });
}

export interface ConsentChange {
  /** The client it is about; for a keyword (STOP/START/HELP) every client with the number is. */
  clientId?: string | null;
  phoneE164: string;
  action: TextConsentAction;
  source: TextConsentSource;
}

/** The clients a change applies to: the one named, or (keywords) every live client with the number. */
async function clientsFor(db: Db, change: ConsentChange): Promise<string[]> {
  if (change.clientId) return [change.clientId];
  if (change.source !== "sms_keyword") return [];
  const rows = await db.client.findMany({ where: { phoneE164: change.phoneE164, erasedAt: null }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Records one change of consent (state on the client(s), the number's opt-out, and the history row). */
export async function recordConsent(change: ConsentChange, tx?: Db, now = new Date()): Promise<void> {
  const run = async (db: Db) => {
    const clientIds = await clientsFor(db, change);
    const where = { id: { in: clientIds } };
    switch (change.action) {
      case "consent":
        await db.client.updateMany({ where, data: { textConsentAt: now, textConsentSource: change.source } });
        break;
      case "withdraw":
        await db.client.updateMany({ where, data: { textConsentAt: null, textConsentSource: null, textOptedOutAt: now } });
        break;
      case "stop":
        await db.textOptOut.upsert({ where: { phoneE164: change.phoneE164 }, create: { phoneE164: change.phoneE164, optedOutAt: now }, update: { optedOutAt: now } });
        await db.client.updateMany({ where, data: { textConsentAt: null, textConsentSource: null, textOptedOutAt: now } });
        // STOP stops invitations too (email ones included): the number's clients and the number's hash.
        await stopInvitationsForNumber(db, change.phoneE164, now);
        break;
      case "start":
        await db.textOptOut.deleteMany({ where: { phoneE164: change.phoneE164 } });
        await db.client.updateMany({ where, data: { textConsentAt: now, textConsentSource: "sms_keyword" } });
        break;
      case "help":
        break;
    }
    const rows = (clientIds.length ? clientIds : [null]).map((clientId) => ({ clientId, phoneE164: change.phoneE164, action: change.action, source: change.source, createdAt: now }));
    await db.textConsentEvent.createMany({ data: rows });
  };
  if (tx) return run(tx);
  await prisma.$transaction(run);
}

/** The client card's consent: current state and its history, newest first. */
export async function clientTextConsent(clientId: string): Promise<TextConsentDto> {
  const [client, events] = await Promise.all([
    prisma.client.findUnique({ where: { id: clientId }, select: { textConsentAt: true, textConsentSource: true, textOptedOutAt: true, phoneE164: true } }),
    prisma.textConsentEvent.findMany({ where: { clientId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 100 }),
  ]);
  const optedOut = client?.phoneE164 ? Boolean(await prisma.textOptOut.findUnique({ where: { phoneE164: client.phoneE164 } })) : false;
  return {
    consented: Boolean(client && consentStands(client)) && !optedOut,
    consentAt: client?.textConsentAt?.toISOString() ?? null,
    source: client?.textConsentSource ?? null,
    optedOutAt: client?.textOptedOutAt?.toISOString() ?? null,
    history: events.map((e) => ({ action: e.action, source: e.source, phone: e.phoneE164, at: e.createdAt.toISOString() })),
  };
}
