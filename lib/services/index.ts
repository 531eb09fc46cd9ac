import "server-only";
import { prisma } from "@/lib/db/client";
import { NotFoundError } from "@/lib/errors";
import { CATEGORY_ORDER, toServiceDto, type ServiceDto } from "./dto";
import type { ServiceInput } from "./schema";

export async function listServices(): Promise<ServiceDto[]> {
  const rows = await prisma.service.findMany({ where: { deletedAt: null }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  return rows
    .map(toServiceDto)
    .sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
}

export async function createService(input: ServiceInput): Promise<ServiceDto> {
  const last = await prisma.service.aggregate({ _max: { position: true } });
  const row = await prisma.service.create({ data: { ...input, position: (last._max.position ?? 0) + 1 } });
  return toServiceDto(row);
}

export async function updateService(id: string, input: Partial<ServiceInput>): Promise<ServiceDto> {
  const existing = await prisma.service.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
  if (!existing) throw new NotFoundError("Service not found");
  return toServiceDto(await prisma.service.update({ where: { id }, data: input }));
}

export async function deleteService(id: string): Promise<void> {
  const { count } = await prisma.service.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: new Date() } });
  if (count === 0) throw new NotFoundError("Service not found");
}
