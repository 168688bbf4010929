import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The routes (docs/storefront.md §2). Route ids follow its names: {type}-product, category, cms-page;
 * any other path goes through the URL map (the urldispatcher route).
 */
export default [
  index("routes/home.tsx", { id: "home" }),
  route("pwa.html", "routes/home.tsx", { id: "pwa-home" }),
  route("c/:slug", "routes/category.tsx", { id: "category" }),
  route("p/:parentSku/:slug", "routes/product.tsx", { id: "product" }),
  route("p/:parentSku/:slug/:childSku", "routes/product.tsx", { id: "product-variant" }),
  route("i/:slug", "routes/cms-page.tsx", { id: "cms-page" }),
  route("autor/:slug", "routes/brand.tsx", { id: "author" }),
  route("wydawca/:slug", "routes/brand.tsx", { id: "publisher" }),
  route("search", "routes/search.tsx", { id: "search" }),
  route("compare", "routes/compare.tsx", { id: "compare" }),
  route("my-account", "routes/my-account.tsx", { id: "my-account" }, [
    index("routes/my-account.profile.tsx", { id: "my-account-profile" }),
    route("shipping-details", "routes/my-account.shipping-details.tsx", { id: "my-account-shipping-details" }),
    route("orders", "routes/my-account.orders.tsx", { id: "my-account-orders" }),
    route("orders/:orderId", "routes/my-account.order.tsx", { id: "my-account-order" }),
    route("recently-viewed", "routes/my-account.recently-viewed.tsx", { id: "my-account-recently-viewed" }),
    route("download", "routes/my-account.download.tsx", { id: "my-account-download" }),
    route("subscription", "routes/my-account.subscription.tsx", { id: "my-account-subscription" }),
    route("gift-cards", "routes/my-account.gift-cards.tsx", { id: "my-account-gift-cards" }),
    route("wishlist", "routes/my-account.wishlist.tsx", { id: "my-account-wishlist" }),
    route("reviews", "routes/my-account.reviews.tsx", { id: "my-account-reviews" }),
  ]),
  route("checkout", "routes/checkout.tsx", { id: "checkout" }),
  route("thank-you-page", "routes/thank-you-page.tsx", { id: "thank-you-page" }),
  route("create-password", "routes/create-password.tsx", { id: "create-password" }),
  route("newsletter/potwierdz", "routes/newsletter-confirm.tsx", { id: "newsletter-confirm" }),
  route("newsletter/wypisz", "routes/newsletter-unsubscribe.tsx", { id: "newsletter-unsubscribe" }),
  route("placepozniej", "routes/placepozniej.tsx", { id: "placepozniej" }),
  route("page-not-found", "routes/page-not-found.tsx", { id: "page-not-found" }),
  route("error", "routes/error.tsx", { id: "error" }),
  // The back office (docs/decisions/2026-11-27-back-office.md): its own route modules, loaded only under /admin.
  route("admin/login", "routes/admin.login.tsx", { id: "admin-login" }),
  route("admin", "routes/admin.tsx", { id: "admin" }, [
    index("routes/admin.dashboard.tsx", { id: "admin-dashboard" }),
    route("products", "routes/admin.products.tsx", { id: "admin-products" }),
    route("products/:id", "routes/admin.product.tsx", { id: "admin-product" }),
    route("import", "routes/admin.import.tsx", { id: "admin-import" }),
    route("categories", "routes/admin.categories.tsx", { id: "admin-categories" }),
    route("attributes", "routes/admin.attributes.tsx", { id: "admin-attributes" }),
    route("orders", "routes/admin.orders.tsx", { id: "admin-orders" }),
    route("orders/:id", "routes/admin.order.tsx", { id: "admin-order" }),
    route("reviews", "routes/admin.reviews.tsx", { id: "admin-reviews" }),
    route("newsletter", "routes/admin.newsletter.tsx", { id: "admin-newsletter" }),
    route("audit", "routes/admin.audit.tsx", { id: "admin-audit" }),
  ]),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/dispatch.tsx", { id: "urldispatcher" }),
] satisfies RouteConfig;
