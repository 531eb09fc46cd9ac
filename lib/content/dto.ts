import type { z } from "zod";
import type { pageHomeSchema, pageServicesSchema } from "./schema";

/** An editable page as readers get it: every field its schema names, "" where nothing is stored. */
export type PageContentDto = Record<string, string>;

export type PageHome = z.infer<typeof pageHomeSchema>;
export type PageAbout = PageContentDto;
export type PageServices = z.infer<typeof pageServicesSchema>;
