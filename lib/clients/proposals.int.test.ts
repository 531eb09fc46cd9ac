// A public booking request links to a known client but never rewrites the card: a differing phone or
// guardian becomes a proposed change that staff accept (audited, the card changes) or ignore.
import { describe, expect, it } from "vitest";
import { testPrisma } from "@/tests/support/db";
import { clientActor, clientOf, clientWorld } from "@/tests/support/client-world";
import { getClientCard, listClients, mergeClients } from "./index";
import { decideProposal, pendingProposals } from "./proposals";
import { eraseClient } from "./erase";

const db = () => testPrisma();
const { book } = clientWorld();
const known = { firstName: "Mia", lastName: "Novak", email: "mia@example.net", phoneNumber: "+1 312 555 0100", isParentOrGuardian: true, parentFirstName: "Ana", parentLastName: "Novak" };
const attack = { firstName: "mia", lastName: "NOVAK", email: " MIA@Example.NET ", phoneNumber: "+1 312 555 0199", isParentOrGuardian: true, parentFirstName: "Mallory", parentLastName: "Attacker" };

describe("public input and the client card", () => {
  it("an anonymous request with a known client's email and name links to the card but changes neither phone nor guardian, and writes no audit row", async () => {
    const first = await book(known);
    const client = await clientOf(first._id);
    const second = await book(attack);
    expect(await clientOf(second._id)).toBe(client);
    const card = await getClientCard(client);
    expect(card.phoneNumber).toBe("+1 312 555 0100");
    expect(card.guardian).toEqual({ firstName: "Ana", lastName: "Novak" });
    expect(await db().clientAudit.count()).toBe(0);
    // The request keeps what the customer typed; staff see the difference as proposed changes.
    expect((await db().booking.findUniqueOrThrow({ where: { id: second._id } })).phoneNumber).toBe("+1 312 555 0199");
    expect(card.proposals.map((p) => [p.label, p.value, p.current, p.bookingId])).toEqual([
      ["New phone", "+1 312 555 0199", "+1 312 555 0100", second._id],
      ["New parent or guardian", "Mallory Attacker", "Ana Novak", second._id],
    ]);
    expect(card.proposals[0].requestedOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect((await pendingProposals({ bookingId: second._id })).map((p) => p.field)).toEqual(["phone", "guardian"]);
  });

  it("the same phone written differently and the same guardian in other case propose nothing", async () => {
    const first = await book(known);
    await book({ ...known, phoneNumber: "+1 (312) 555-0100", parentFirstName: "ANA", parentLastName: " novak" });
    expect(await pendingProposals({ clientId: await clientOf(first._id) })).toEqual([]);
  });

  it("accepting a proposal changes the card and is audited with who and which request; ignoring keeps the card; a second decision is 409", async () => {
    const client = await clientOf((await book(known))._id);
    const second = await book(attack);
    const [phone, guardian] = await pendingProposals({ clientId: client });
    expect(await decideProposal(client, phone._id, "accept", clientActor)).toEqual({ _id: phone._id, resolution: "accepted" });
    expect(await decideProposal(client, guardian._id, "ignore", clientActor)).toEqual({ _id: guardian._id, resolution: "ignored" });
    const card = await getClientCard(client);
    expect(card.phoneNumber).toBe("+1 312 555 0199");
    expect(card.guardian).toEqual({ firstName: "Ana", lastName: "Novak" });
    expect(card.proposals).toEqual([]);
    const audits = await db().clientAudit.findMany({ orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => [a.action, a.clientId, a.bookingId, a.actorId, a.actorName])).toEqual([
      ["accept-phone", client, second._id, clientActor.id, "Desk Staff"],
      ["ignore-guardian", client, second._id, clientActor.id, "Desk Staff"],
    ]);
    // The search text follows the accepted phone.
    expect((await listClients({ q: "3125550199", page: 1, pageSize: 20 })).clients.map((c) => c._id)).toEqual([client]);
    await expect(decideProposal(client, phone._id, "accept", clientActor)).rejects.toMatchObject({ status: 409 });
    await expect(decideProposal(client, "no-such-proposal", "accept", clientActor)).rejects.toMatchObject({ status: 404 });
  });

  it("proposals follow a merge to the surviving card and are erased with the client", async () => {
    const client = await clientOf((await book(known))._id);
    await book(attack);
    const other = await clientOf((await book({ ...known, firstName: "Mia Rose" }))._id);
    await mergeClients(client, other, clientActor);
    expect((await pendingProposals({ clientId: other })).map((p) => p.value)).toEqual(["+1 312 555 0199", "Mallory Attacker"]);
    await eraseClient(other, clientActor);
    expect(await db().clientContactProposal.count()).toBe(0);
  });
});
