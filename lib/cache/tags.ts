// One cache tag per kind of public content; admin handlers invalidate by tag.
export const TAGS = {
  services: "services",
  events: "events",
  gallery: "gallery",
  page: (key: string) => `content:${key}`,
} as const;
