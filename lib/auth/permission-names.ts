export const ALL_PERMISSIONS = [
  "view_admin_panel",
  "edit_content",
  "manage_users",
  "manage_bookings",
  "view_bookings",
  "edit_services",
  "edit_gallery",
  "manage_events",
] as const;

export type PermissionName = (typeof ALL_PERMISSIONS)[number];
