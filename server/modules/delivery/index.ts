/**
 * The delivery module's front door (docs/decisions/2026-11-26-delivery-rules-data.md): the shop's delivery and payment
 * terms as data. `DeliveryTerms` is the rules every module charges and states by (server/services.ts gives the one of
 * the process to the cart, the order, the catalogue and the CMS); `DeliveryBackOffice` is the staff module's way to
 * read and change them.
 */
export { DELIVERY_CHECK_MS, DeliveryBackOffice, DeliveryTerms, type DeliveryAudit } from "./service.ts";
