export { ScreenLoading as default } from "@/components/admin/screen-loading";
