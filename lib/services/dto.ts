// What the services API and pages use: client-safe types and mappers (no Prisma client, no server code).
import type { Service } from "@/lib/generated/prisma/client";

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

export function groupServicesByCategory(services: ServiceDto[]): { category: ServiceCategoryName; heading: string; services: ServiceDto[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    heading: CATEGORY_HEADINGS[category],
    services: services.filter((s) => s.category === category),
  })).filter((group) => group.services.length > 0);
}
export * from "./format";
export * from "./estimate";
