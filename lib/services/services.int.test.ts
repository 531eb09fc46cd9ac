import { beforeEach, describe, expect, it } from "vitest";
import { createService, deleteService, listServices, updateService } from "@/lib/services";
import { serviceInputSchema, serviceUpdateSchema } from "@/lib/services/schema";
import { resetDatabase, testPrisma } from "@/tests/support/db";

beforeEach(resetDatabase);

describe("services list", () => {
  it("lists non-deleted services with _id, grouped in category order, with numeric prices", async () => {
    const extra = await createService({ title: "Lash Upgrade", price: 20, time: "10 min", note: "", category: "Additional" });
    const hair = await createService({ title: "Competition Hair", price: 85.5, time: "45 min", note: "gel &amp; spray", category: "Women" });
    const gone = await createService({ title: "Retired", price: 10, time: "", note: "", category: "Men" });
    await deleteService(gone._id);

    const services = await listServices();
    expect(services.map((s) => s.title)).toEqual(["Competition Hair", "Lash Upgrade"]);
    expect(services[0]).toEqual({
      _id: hair._id,
      title: "Competition Hair",
      price: 85.5,
      time: "45 min",
      note: "gel &amp; spray",
      category: "Women",
      deleted: false,
    });
    expect(services[1]._id).toBe(extra._id);
  });

  it("creates a new service with the new-service defaults (empty title, price 0, empty time and note, Women)", async () => {
    const service = await createService(serviceInputSchema.parse({}));
    expect(service).toEqual({ _id: expect.any(String), title: "", price: 0, time: "", note: "", category: "Women", deleted: false });
  });

  it("orders services within a category by creation position", async () => {
    const a = await createService(serviceInputSchema.parse({ title: "A", category: "Youth" }));
    const b = await createService(serviceInputSchema.parse({ title: "B", category: "Youth" }));
    const c = await createService(serviceInputSchema.parse({ title: "C", category: "Men" }));
    expect((await listServices()).map((s) => s._id)).toEqual([c._id, a._id, b._id]);
  });

  it("updates only the fields a PUT names and keeps two-decimal prices exact", async () => {
    const service = await createService({ title: "Hair", price: 85, time: "45 min", note: "n", category: "Women" });
    const updated = await updateService(service._id, serviceUpdateSchema.parse({ price: "92.50" }));
    expect(updated).toMatchObject({ title: "Hair", price: 92.5, time: "45 min", note: "n", category: "Women" });
    await updateService(service._id, serviceUpdateSchema.parse({ title: "  Hair Deluxe  ", category: "Additional" }));
    const row = await testPrisma().service.findUniqueOrThrow({ where: { id: service._id } });
    expect(row.title).toBe("Hair Deluxe");
    expect(row.price.toString()).toBe("92.5");
    expect(row.category).toBe("Additional");
  });

  it("soft-deletes: the row stays but leaves the list", async () => {
    const service = await createService(serviceInputSchema.parse({ title: "Gone" }));
    await deleteService(service._id);
    expect(await listServices()).toEqual([]);
    const row = await testPrisma().service.findUniqueOrThrow({ where: { id: service._id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it("refuses to update or delete a deleted or unknown service", async () => {
    const service = await createService({ title: "Old", price: 1, time: "", note: "", category: "Youth" });
    await deleteService(service._id);
    await expect(updateService(service._id, { title: "New" })).rejects.toMatchObject({ status: 404 });
    await expect(deleteService(service._id)).rejects.toMatchObject({ status: 404 });
    await expect(updateService("no-such-id", { title: "New" })).rejects.toMatchObject({ status: 404 });
    await expect(deleteService("no-such-id")).rejects.toMatchObject({ status: 404 });
  });
});

describe("service validation", () => {
  const priceError = (price: unknown) => serviceUpdateSchema.safeParse({ price }).error?.issues[0]?.message;

  it("accepts prices ≥ 0 with at most 2 decimals, as numbers or numeric strings", () => {
    for (const price of [0, 0.01, 85, 92.5, "19.99", 99_999_999.99]) expect(priceError(price)).toBeUndefined();
  });

  it("refuses negative, over-precise, blank, non-numeric and huge prices", () => {
    expect(priceError(-1)).toBe("Price cannot be negative");
    expect(priceError(1.005)).toBe("Price can have at most 2 decimals");
    expect(priceError("")).toBe("Price must be a number");
    expect(priceError("abc")).toBe("Price must be a number");
    expect(priceError(null)).toBe("Price must be a number");
    expect(priceError(1e9)).toBe("Price is too large");
  });

  it("refuses unknown categories and over-long text", () => {
    expect(serviceInputSchema.safeParse({ category: "Kids" }).success).toBe(false);
    expect(serviceInputSchema.safeParse({ title: "x".repeat(201) }).error?.issues[0]?.message).toBe("Title is too long");
    expect(serviceInputSchema.safeParse({ note: 5 }).error?.issues[0]?.message).toBe("Note must be text");
  });
});
