import { beforeEach, describe, expect, it } from "vitest";
import { createService, deleteService, listServices, updateService } from "@/lib/services";
import { resetDatabase } from "@/tests/support/db";

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

  it("refuses to update or delete a deleted service", async () => {
    const service = await createService({ title: "Old", price: 1, time: "", note: "", category: "Youth" });
    await deleteService(service._id);
    await expect(updateService(service._id, { title: "New" })).rejects.toMatchObject({ status: 404 });
    await expect(deleteService(service._id)).rejects.toMatchObject({ status: 404 });
  });
});
