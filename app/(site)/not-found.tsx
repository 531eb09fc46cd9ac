// notFound() inside a public page: the same 404 inside the site layout.
import { NotFoundContent } from "@/components/site/not-found-content";

export default function SiteNotFound() {
  return <NotFoundContent />;
}
