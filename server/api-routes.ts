/**
 * The JSON API's route plugins under /api, in one list: the app registers them (server/app.ts), and the contract and
 * fuzz tests read every route from the same list (server/http/routes.test-support.ts), so a new module's routes are
 * checked as soon as they are served. The system routes (they need the database), the development mailbox, the
 * e-book samples and the media routes are registered beside them.
 */
import { cartRoutes } from "./modules/cart/index.ts";
import { catalogRoutes } from "./modules/catalog/index.ts";
import { cmsRoutes } from "./modules/cms/index.ts";
import { companyRoutes } from "./modules/company/index.ts";
import { contactRoutes } from "./modules/contact/index.ts";
import { customerRoutes } from "./modules/customer/index.ts";
import { downloadRoutes } from "./modules/download/index.ts";
import { giftCardRoutes } from "./modules/giftcard/index.ts";
import { orderRoutes } from "./modules/order/index.ts";
import { paymentRoutes } from "./modules/payment/index.ts";
import { pickupRoutes } from "./modules/pickup/index.ts";
import { subscriptionRoutes } from "./modules/subscription/index.ts";
import { wishlistRoutes } from "./modules/wishlist/index.ts";
import { reviewRoutes } from "./modules/review/index.ts";
import { staffCatalogueRoutes, staffContentRoutes, staffRoutes } from "./modules/staff/index.ts";

export const API_ROUTE_PLUGINS = [
  catalogRoutes,
  cmsRoutes,
  companyRoutes,
  pickupRoutes,
  customerRoutes,
  cartRoutes,
  orderRoutes,
  paymentRoutes,
  downloadRoutes,
  subscriptionRoutes,
  giftCardRoutes,
  wishlistRoutes,
  reviewRoutes,
  contactRoutes,
  staffRoutes,
  staffContentRoutes,
  staffCatalogueRoutes,
] as const;
