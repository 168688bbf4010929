/**
 * The InPost ShipX shipments API (docs/api.md §18, docs/decisions/2026-11-28-shipments-invoices.md): what the shop
 * sends and reads, shared by the real client (which validates answers with these schemas) and the local stand-in
 * (which produces them). Every call carries `Authorization: Bearer <organisation token>`.
 *
 * - `POST /v1/organizations/{organization_id}/shipments` creates a shipment: `receiver` (name, e-mail, phone; a
 *   courier parcel also its `address`), `parcels` (a parcel locker's by `template` small | medium | large, a
 *   courier's by dimensions in mm and weight in kg), `service` (`inpost_locker_standard` with
 *   `custom_attributes.target_point`, or `inpost_courier_standard`), `reference`, optional `cod` and
 *   `custom_attributes.sending_method`. The answer is the shipment with `status: "created"` and no tracking number yet:
 *   ShipX buys the offer asynchronously and the shipment becomes `confirmed` with its `tracking_number` a moment later.
 * - `GET /v1/shipments/{id}` reads it (its status and tracking number).
 * - `GET /v1/shipments/{id}/label?format=pdf&type=normal` answers the label as `application/pdf` once confirmed.
 * - Refusals are JSON `{status, error, message, details}`: 401 `token_invalid`, 403 `access_forbidden` (another
 *   organisation), 404 `resource_not_found`, 400 `validation_failed` with `details` per field
 *   (`{"receiver":[{"phone":["invalid"]}]}`), 400 `invalid_action` (a label before the shipment is confirmed).
 */
import { z } from "zod";

export const SHIPX_SERVICES = ["inpost_locker_standard", "inpost_courier_standard"] as const;
export type ShipxService = (typeof SHIPX_SERVICES)[number];
export const PARCEL_TEMPLATES = ["small", "medium", "large"] as const;
export type ParcelTemplate = (typeof PARCEL_TEMPLATES)[number];

/**
 * The locker sizes (gabaryt A, B, C) in mm and the most they may weigh; a courier parcel is described by the same
 * dimensions, so staff choose one size for either service.
 */
export const TEMPLATE_DIMENSIONS: Record<ParcelTemplate, { length: number; width: number; height: number; weight: number }> = {
  small: { length: 380, width: 640, height: 80, weight: 25 },
  medium: { length: 380, width: 640, height: 190, weight: 25 },
  large: { length: 380, width: 640, height: 410, weight: 25 },
};

export const ShipxAddress = z.object({
  street: z.string(),
  building_number: z.string(),
  city: z.string(),
  post_code: z.string(),
  country_code: z.string(),
});

export const ShipxReceiver = z.object({
  name: z.string().optional(),
  company_name: z.string().nullable().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string(),
  phone: z.string(),
  address: ShipxAddress.optional(),
});

export const ShipxParcel = z.object({
  id: z.union([z.string(), z.number()]).nullable().optional(),
  template: z.enum(PARCEL_TEMPLATES).nullable().optional(),
  dimensions: z
    .object({ length: z.string(), width: z.string(), height: z.string(), unit: z.literal("mm") })
    .nullable()
    .optional(),
  weight: z
    .object({ amount: z.string(), unit: z.literal("kg") })
    .nullable()
    .optional(),
  tracking_number: z.string().nullable().optional(),
  is_non_standard: z.boolean().optional(),
});

export const ShipxShipmentRequest = z.object({
  receiver: ShipxReceiver,
  parcels: z.array(ShipxParcel).min(1),
  service: z.enum(SHIPX_SERVICES),
  reference: z.string().optional(),
  cod: z.object({ amount: z.string(), currency: z.literal("PLN") }).optional(),
  custom_attributes: z.object({ target_point: z.string().optional(), sending_method: z.string().optional() }).optional(),
});
export type ShipxShipmentRequest = z.output<typeof ShipxShipmentRequest>;

export const ShipxShipment = z.object({
  href: z.string().optional(),
  id: z.number().int(),
  status: z.string(),
  tracking_number: z.string().nullable(),
  service: z.string(),
  reference: z.string().nullable().optional(),
  receiver: ShipxReceiver.partial().optional(),
  parcels: z.array(ShipxParcel).optional(),
  custom_attributes: z.record(z.string(), z.unknown()).nullable().optional(),
  created_at: z.string(),
  updated_at: z.string().optional(),
});
export type ShipxShipment = z.output<typeof ShipxShipment>;

export const ShipxErrorBody = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string().optional(),
  description: z.string().optional(),
  details: z.unknown().optional(),
});
export type ShipxErrorBody = z.output<typeof ShipxErrorBody>;

/** Where a customer follows a parcel (InPost's public tracking page). */
export const trackingUrl = (trackingNumber: string) => `https://inpost.pl/sledzenie-przesylek?number=${encodeURIComponent(trackingNumber)}`;
