/** The services a request can reach, built once per process from the database and configuration. */
import { isProductType, PRODUCT_TYPES } from "../domain/product-types.ts";
import type { Config } from "./config.ts";
import { DELIVERY_RULES, deliveryRules } from "../domain/delivery-rules.ts";
import type { Database } from "./db/client.ts";
import { CatalogService } from "./modules/catalog/index.ts";
import { BannerBackOffice, CmsBackOffice, CmsService } from "./modules/cms/index.ts";
import { DeliveryBackOffice, DeliveryTerms } from "./modules/delivery/index.ts";
import { UrlMapService } from "./modules/url/index.ts";
import { SeoService } from "./modules/seo/index.ts";
import { CustomerAuth } from "./modules/customer/index.ts";
import { CompanyLookup } from "./modules/company/index.ts";
import { VatRegisterClient } from "./integrations/vat-register/client.ts";
import { PickupPoints } from "./modules/pickup/index.ts";
import { InpostPointsClient } from "./integrations/pickup-points/inpost-client.ts";
import { BundledPickupPoints } from "./integrations/pickup-points/bundled-provider.ts";
import { ORLEN_POINTS } from "./integrations/pickup-points/orlen-fixtures.ts";
import { createAccounts, type Accounts } from "./modules/customer/index.ts";
import { EdroneClient } from "./integrations/edrone/client.ts";
import { Mailer } from "./integrations/mail/mailer.ts";
import { MailOutbox } from "./modules/mail/index.ts";
import { shipxCarrier } from "./integrations/shipx/index.ts";
import { CartService, CouponBackOffice, createAddressCoupon } from "./modules/cart/index.ts";
import { ContactService } from "./modules/contact/index.ts";
import { customerBoughtProduct, OrderService, orderLinesForFulfilment, PAID_ORDER_STATUSES, paidOrdersSince } from "./modules/order/index.ts";
import { PaymentService, type PaymentEvents } from "./modules/payment/index.ts";
import { DownloadService } from "./modules/download/index.ts";
import type { PayuGateway } from "./integrations/payu/types.ts";
import { payuClientFromConfig, type PayuLog } from "./integrations/payu/client.ts";
import { appJobs, type AppJobs } from "./jobs/index.ts";
import { SUBSCRIPTION_TYPES, SubscriptionService } from "./modules/subscription/index.ts";
import { GiftCardService, type GiftCardOrders } from "./modules/giftcard/index.ts";
import { WishlistService } from "./modules/wishlist/index.ts";
import { ReviewService } from "./modules/review/index.ts";
import { StaffContentService, StaffService } from "./modules/staff/index.ts";
import { Ga4Events } from "./modules/analytics/index.ts";
import { Ga4MeasurementClient } from "./integrations/ga4/client.ts";
import { ViesClient } from "./integrations/vies/client.ts";

export interface Services {
  db: Database;
  /** The shop's delivery and payment terms (the code's, with the back office's settings): what the cart, the order, the catalogue and the CMS read. */
  delivery: DeliveryTerms;
  catalog: CatalogService;
  cms: CmsService;
  urls: UrlMapService;
  seo: SeoService;
  /** Who is asking: customer access tokens (accounts module). */
  auth: CustomerAuth;
  /** Company data by NIP from the VAT-payer register (checkout, company buyer). */
  companies: CompanyLookup;
  /** Parcel lockers and pickup points per carrier (checkout). */
  pickupPoints: PickupPoints;
  /** Registration, sign-in, tokens, passwords, profile, newsletter (accounts module). */
  accounts: Accounts;
  /** Outgoing mail (SMTP, or the local catcher outside production); started and stopped with the app. */
  mail: Mailer;
  /** The mail outbox every mail goes through; its sender runs in every process (started and stopped with the app). */
  mailOutbox: MailOutbox;
  cart: CartService;
  /** Placing orders and reading a customer's orders. */
  orders: OrderService;
  /** Online payment (PayU): the order's payment port, the payment API, notifications, the expiry sweep, refunds. */
  payments: PaymentService;
  /** E-books and PDF issues: grants made when an order is paid, links, files, public samples. */
  downloads: DownloadService;
  /** Database-backed jobs (server/jobs/): modules register their workers and schedules here; null when JOBS_ENABLED is false. */
  jobs: AppJobs | null;
  /** Customer subscriptions: made from paid orders, renewed each period, shown in the account. */
  subscriptions: SubscriptionService;
  /** Gift cards: issued from paid orders, checked and applied at checkout, listed for their buyer. */
  giftCards: GiftCardService;
  /** Signed-in customers' wishlists. */
  wishlist: WishlistService;
  /** Product reviews: written, moderated, shown on product pages and in the account. */
  reviews: ReviewService;
  /** The back office: staff accounts, sessions, permissions, the audit log; its actions go through the modules above. */
  staff: StaffService;
  /** The back office's content actions (CMS pages), checked and audited like the staff service's. */
  staffContent: StaffContentService;
  /** The contact form (sends mail only). */
  contact: ContactService;
  /** The marketing platform's client when one is on (MARKETING_PLATFORM), else null. */
  marketing: EdroneClient | null;
  /** Server-side GA4 events (an order's refunds, Measurement Protocol); sends nothing unless GA4 is configured. */
  ga4: Ga4Events;
}

export function createServices(db: Database, config: Config, clock: () => Date = () => new Date(), catalogReads: Database = db): Services {
  // One source of the delivery terms for the process (docs/decisions/2026-11-26-delivery-rules-data.md): the code's rules
  // with the operator's threshold and VAT setting, the back office's settings over them; the texts' figures, the cart's
  // totals and the order's charge all read it, so what is shown is what is charged.
  const delivery = new DeliveryTerms(db, deliveryRules(config.CART_FREE_SHIPPING_THRESHOLD, DELIVERY_RULES, config.VAT_OSS));
  // The catalogue may read from replicas (DATABASE_REPLICA_URLS: server/db/replicas.ts); its writes still reach the primary.
  const catalog = new CatalogService(catalogReads, config, clock, {}, delivery);
  const cms = new CmsService(db, clock, delivery);
  const register = config.VAT_REGISTER_URL ? new VatRegisterClient({ baseUrl: config.VAT_REGISTER_URL, timeoutMs: config.VAT_REGISTER_TIMEOUT_MS }) : null;
  const companies = new CompanyLookup({
    db,
    register,
    dailyBudget: config.VAT_REGISTER_DAILY_BUDGET,
    perIpDailyShare: config.VAT_REGISTER_CALLS_PER_IP_PER_DAY,
    clock,
  });
  const pickupPoints = new PickupPoints(
    {
      inpost: config.PICKUP_POINTS_URL ? new InpostPointsClient({ baseUrl: config.PICKUP_POINTS_URL, timeoutMs: config.PICKUP_POINTS_TIMEOUT_MS }) : null,
      // No verified Orlen Paczka points API yet: its bundled list serves development and tests only.
      orlen: config.NODE_ENV === "production" ? null : new BundledPickupPoints("orlen", ORLEN_POINTS),
    },
    { cacheSeconds: config.PICKUP_POINTS_CACHE_SECONDS },
  );
  const mail = new Mailer(config);
  // The one mail outbox (server/modules/mail): every module's mail is a row there, sent through the Mailer.
  const mailOutbox = new MailOutbox(db, mail);
  mail.attachQueue(mailOutbox);
  const cart = new CartService(db, config, clock, delivery);
  // The marketing platform (off by default): confirmed subscribers and withdrawals, with their consent.
  const marketing = config.MARKETING_PLATFORM === "edrone" ? new EdroneClient(config.EDRONE_URL!, config.EDRONE_APP_ID!) : null;
  const accounts = createAccounts(db, config, clock, mailOutbox, mail, createAddressCoupon, marketing ?? undefined);
  // PayU's client reports its errors to the payment module's logger (the app's, once attached).
  const payuLog: PayuLog = { warn: (obj, msg) => payments.logger.warn(obj, msg) };
  // What is delivered once an order is paid (downloads, subscriptions): each receiver is idempotent.
  const receivers: Receiver[] = [];
  const deliver = fanOut(receivers);
  // Refunds reach GA4 from the server (Measurement Protocol) when the measurement id and the API secret are set.
  const ga4 = new Ga4Events({
    db,
    sender:
      config.GA4_MEASUREMENT_ID && config.GA4_API_SECRET && config.GA4_MP_URL
        ? new Ga4MeasurementClient({ baseUrl: config.GA4_MP_URL, measurementId: config.GA4_MEASUREMENT_ID, apiSecret: config.GA4_API_SECRET })
        : null,
    clock,
  });
  receivers.push({ paidFor: [], refundRecorded: async (orderId, refund) => void (await ga4.refundRecorded(orderId, refund)) });
  const downloads = new DownloadService({ db, config, clock });
  receivers.push({
    paidFor: ["downloadable"],
    paid: async (orderId) => void (await downloads.fulfilOrder(orderId)),
    refunded: async (orderId, whole) => void (whole && (await downloads.revokeOrder(orderId))),
  });
  const payments = new PaymentService({
    db,
    config,
    gateway: payuGateway(config, payuLog),
    // The payment module wakes the mail outbox for the mails its statements write (payment received, expired).
    orderMail: () => mailOutbox.kick(),
    events: deliver,
    clock,
  });
  const orders = new OrderService({
    db,
    config,
    pickupPoints,
    mail: mailOutbox,
    newsletter: accounts.newsletter,
    payments,
    accepted: deliver.paid,
    // A paid or accepted order the back office cancels gives back its units sold (added when it was paid or accepted).
    canceled: async (orderId) => void (await catalog.popularity.reverseSales(orderId)),
    // A company abroad in the EU: its VAT number checked in VIES (reverse charge).
    vies: config.VIES_URL ? new ViesClient({ baseUrl: config.VIES_URL, timeoutMs: config.VIES_TIMEOUT_MS, requester: config.VIES_REQUESTER_VAT_ID }) : null,
    shipments: shipxCarrier(config),
    delivery,
    clock,
  });
  const jobs = config.JOBS_ENABLED ? appJobs(db, config.DATABASE_URL) : null;
  // Renewals place an order (the order module) and charge the saved card (the payment module); mails, renewals and
  // the backstop run as jobs.
  const subscriptions = new SubscriptionService({ db, config, mail: mailOutbox, orders, payments, jobs, clock });
  receivers.push({
    paidFor: SUBSCRIPTION_TYPES,
    paid: (orderId) => subscriptions.paid(orderId),
    failed: (orderId, code) => subscriptions.failed(orderId, code),
    refunded: (orderId, whole) => subscriptions.refunded(orderId, whole),
  });
  // Gift cards: issued when an order selling them is paid (its lines outside VAT), applied to carts by the cart's door.
  const giftCards = new GiftCardService({ db, config, mail: mailOutbox, jobs, carts: cart, orders: giftCardOrders(db), clock });
  receivers.push({ paidFor: ["virtual"], paid: (orderId) => giftCards.paid(orderId), refunded: (orderId, whole) => giftCards.refunded(orderId, whole) });
  const reviews = new ReviewService({
    db,
    config,
    botCheck: accounts.botCheck,
    bought: (customerId, productId) => customerBoughtProduct(db, customerId, productId),
    clock,
  });
  // Units sold, for the popularity sorts and lists (the catalogue's popularity): added when an order is paid or
  // accepted (cash on delivery), once per order; taken back when its whole payment is refunded or the back office
  // cancels it (OrderService's `canceled` hook, above). An unpaid order that expires was never added.
  receivers.push({
    paidFor: PRODUCT_TYPES,
    paid: async (orderId, paidLines) => {
      // The lines the payment's own statement read when it marked the order paid; read here only without them (an
      // order accepted for cash on delivery).
      const lines =
        paidLines ??
        (await orderLinesForFulfilment(db, orderId, PRODUCT_TYPES))
          .filter((l) => (PAID_ORDER_STATUSES as readonly string[]).includes(l.order_status))
          .map((l) => ({ typeId: l.type_id, productId: l.product_id, qty: l.qty }));
      const sold = lines.flatMap((l) => (l.productId !== null && isProductType(l.typeId) ? [{ productId: l.productId, qty: l.qty }] : []));
      if (sold.length) await catalog.popularity.addSales(orderId, sold);
    },
    refunded: async (orderId, whole) => void (whole && (await catalog.popularity.reverseSales(orderId))),
  });
  const staff = new StaffService({
    db,
    catalog,
    orders,
    payments,
    reviews,
    newsletter: accounts.newsletter,
    mail: mailOutbox,
    mediaDir: config.mediaDir,
    clock,
  });
  return {
    db,
    delivery,
    catalog,
    cms,
    urls: new UrlMapService(db, catalog, cms),
    seo: new SeoService(db),
    auth: new CustomerAuth(db, config, clock),
    companies,
    pickupPoints,
    accounts,
    contact: new ContactService(db, config, clock, accounts.botCheck, mail),
    marketing,
    ga4,
    mail,
    mailOutbox,
    cart,
    orders,
    payments,
    downloads,
    jobs,
    subscriptions,
    giftCards,
    wishlist: new WishlistService(db, catalog),
    // A guest's review passes the registration's bot check; a customer's is a verified purchase when the order module says so.
    reviews,
    staff,
    staffContent: new StaffContentService({
      db,
      staff,
      cms: new CmsBackOffice(db, delivery, clock),
      coupons: new CouponBackOffice(db),
      banners: new BannerBackOffice(db),
      delivery: new DeliveryBackOffice(db, delivery, clock),
      clock,
    }),
  };
}

/** The order facts the gift card module issues cards from: a paid order's lines outside VAT (its gift cards). */
function giftCardOrders(db: Database): GiftCardOrders {
  const paid = (status: string) => (PAID_ORDER_STATUSES as readonly string[]).includes(status);
  return {
    voucherLines: async (orderId) =>
      (await orderLinesForFulfilment(db, orderId, ["virtual"]))
        .filter((l) => l.vat_rate === null && paid(l.order_status))
        .map((l) => ({
          order_id: l.order_id,
          order_item_id: l.order_item_id,
          customer_id: l.customer_id,
          customer_email: l.customer_email,
          name: l.name,
          qty: l.qty,
          row_gross: l.row_gross,
        })),
    paidSince: (since) => paidOrdersSince(db, since, ["virtual"], 5000),
  };
}

/** A receiver of the payment events; `paidFor`: the line types it delivers (an order paid with none of them is skipped). */
export type Receiver = Partial<PaymentEvents> & { paidFor: readonly string[] };

/** One PaymentEvents that calls every receiver's hook, all of them even when one fails (the first failure is rethrown). */
export function fanOut(receivers: Receiver[]): PaymentEvents {
  const each = async (call: (r: Receiver) => Promise<void> | undefined) => {
    const results = await Promise.allSettled(receivers.map((r) => call(r)));
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  };
  return {
    paid: (orderId, lines) => each((r) => (lines && !lines.some((l) => r.paidFor.includes(l.typeId)) ? undefined : r.paid?.(orderId, lines))),
    failed: (orderId, code) => each((r) => r.failed?.(orderId, code)),
    refunded: (orderId, whole) => each((r) => r.refunded?.(orderId, whole)),
    refundRecorded: (orderId, refund) => each((r) => r.refundRecorded?.(orderId, refund)),
  };
}

/** PayU when configured (PAYU_URL: the real service, or the stand-in outside production); null: no online payment. */
function payuGateway(config: Config, log: PayuLog): PayuGateway | null {
  if (!config.PAYU_URL) return null;
  return payuClientFromConfig(config, log);
}
