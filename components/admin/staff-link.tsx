// The staff area's link: Next's Link, not prefetched unless a link asks for it. Every staff page is dynamic, so
// a prefetch is a server render of the shell (and the page up to its loading state); the menu's 14 links, a to-do
// list's and a table's row links made one page load ask the server for up to 59 of them right after it hydrated,
// on the venue phone just as the first taps came. A tapped link fetches its page then. eslint holds the staff
// area to this import (no `next/link` under app/admin or components/admin).
// eslint-disable-next-line no-restricted-imports -- the one place the staff area imports Next's Link
import NextLink from "next/link";
import type { ComponentProps } from "react";

export default function StaffLink({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
