import { prisma } from "@/lib/db/client";
import type { Service } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import type { ServiceInput } from "./schema";

export const CATEGORY_ORDER = ["Women", "Men", "Youth", "Additional"] as const;
export type ServiceCategoryName = (typeof CATEGORY_ORDER)[number];

export const CATEGORY_HEADINGS: Record<ServiceCategoryName, string> = {
  Women: "Womens",
  Men: "Mens",
  Youth: "Youth",
  Additional: "Additional Services",
};

export interface ServiceDto {
  _id: string;
  title: string;
  price: number;
  time: string;
  note: string;
  category: ServiceCategoryName;
  deleted: boolean;
}

export function toServiceDto(service: Service): ServiceDto {
  return {
    _id: service.id,
    title: service.title,
    price: Number(service.price),
    time: service.time,
    note: service.note,
    category: service.category,
    deleted: service.deletedAt !== null,
  };
}

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

export function groupServicesByCategory(services: ServiceDto[]): { category: ServiceCategoryName; heading: string; services: ServiceDto[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    heading: CATEGORY_HEADINGS[category],
    services: services.filter((s) => s.category === category),
  })).filter((group) => group.services.length > 0);
}
