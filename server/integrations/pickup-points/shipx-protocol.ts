/**
 * The public InPost ShipX points API (https://api-shipx-pl.easypack24.net, no token needed for points):
 * `GET /v1/points?…` (filters name, type, functions, city, post_code, relative_point "lat,lng",
 * relative_post_code, max_distance in metres, sort_by name | distance_to_relative_point | status, sort_order,
 * page, per_page, fields: a comma list of the point fields to answer) and `GET /v1/points/{name}`. Shared by the real
 * client, which validates answers with these schemas, and the stand-in, which produces them. Fields the shop does not
 * read are optional here. A list answers its pagination at the top and again in `meta`.
 */
import { z } from "zod";

export const ShipxPoint = z.object({
  href: z.string().optional(),
  /** The point code, e.g. "KRA010" or "POP-WAW62". */
  name: z.string().min(1),
  /** e.g. ["parcel_locker"], ["pop"], ["parcel_locker", "pop"] */
  type: z.array(z.string()),
  /** "Operating", "NonOperating", "Disabled", … */
  status: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  location_type: z.string().nullable().optional(),
  location_description: z.string().nullable().optional(),
  location_description_1: z.string().nullable().optional(),
  location_description_2: z.string().nullable().optional(),
  /** Metres from relative_point, when one was given. */
  distance: z.number().nullable().optional(),
  opening_hours: z.string().nullable().optional(),
  /** line1 "Kamieńskiego 11", line2 "30-644 Kraków" */
  address: z.object({ line1: z.string().nullable(), line2: z.string().nullable() }),
  address_details: z.object({
    city: z.string().nullable(),
    province: z.string().nullable(),
    post_code: z.string().nullable(),
    street: z.string().nullable(),
    building_number: z.string().nullable(),
    flat_number: z.string().nullable().optional(),
  }),
  phone_number: z.string().nullable().optional(),
  payment_point_descr: z.string().nullable().optional(),
  functions: z.array(z.string()).default([]),
  partner_id: z.number().nullable().optional(),
  is_next: z.boolean().optional(),
  payment_available: z.boolean().optional(),
  payment_type: z.record(z.string(), z.string()).nullable().optional(),
  virtual: z.string().optional(),
  location_247: z.boolean().optional(),
  agency: z.string().nullable().optional(),
  /** e.g. "Paczkomat KRA010" (not read: the shop shows its own label) */
  display_name: z.string().nullable().optional(),
  /** A photo of the point, e.g. "https://static.easypack24.net/points/pl/images/KRA010.jpg" */
  image_url: z.string().nullable().optional(),
  location_date: z.string().nullable().optional(),
  easy_access_zone: z.boolean().nullable().optional(),
  recommended_low_interest_box_machines_list: z.array(z.string()).nullable().optional(),
  apm_doubled: z.string().nullable().optional(),
  operating_hours_extended: z.object({ customer: z.unknown() }).nullable().optional(),
  air_index_level: z.string().nullable().optional(),
  physical_type_mapped: z.string().nullable().optional(),
  physical_type_description: z.string().nullable().optional(),
});
export type ShipxPoint = z.output<typeof ShipxPoint>;

export const ShipxPointCollection = z.object({
  href: z.string().optional(),
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  items: z.array(ShipxPoint),
  meta: z
    .object({ href: z.string().optional(), count: z.number().int(), page: z.number().int(), per_page: z.number().int(), total_pages: z.number().int() })
    .partial()
    .optional(),
});
export type ShipxPointCollection = z.output<typeof ShipxPointCollection>;

export const ShipxError = z.object({ status: z.number(), error: z.string(), message: z.string(), details: z.unknown().optional() });
