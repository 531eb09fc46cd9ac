// Any address without a page: the public 404 inside the site layout ((site)/not-found.tsx). A root
// app/not-found.tsx would need its own copy of the public stylesheet, and the App Router writes a root
// not-found's stylesheet into every page's payload beside the layout's (the same 36 KB twice with the
// inline stylesheet). Admin addresses have their own catch-all (app/admin/(panel)/[...missing]).
import { notFound } from "next/navigation";

export default function MissingPage(): never {
  notFound();
}
