// rate-limiter-flexible's documented base for a limiter with its own store ("Any new limiter with
// storage must be extended from RateLimiterStoreAbstract", its README), which its index does not export.
declare module "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js" {
  const RateLimiterStoreAbstract: typeof import("rate-limiter-flexible").RateLimiterStoreAbstract;
  export default RateLimiterStoreAbstract;
}
