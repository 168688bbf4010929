/**
 * The public InPost ShipX points API (https://api-shipx-pl.easypack24.net, no token needed for points):
 * `GET /v1/points?…` (filters name, type, functions, city, post_code, relative_point "lat,lng",
 * relative_post_code, max_distance in metres, sort_by name | distance_to_relative_point | status, sort_order,
 * page, per_page) and `GET /v1/points/{name}`. Shared by the real client, which validates answers with these
 * schemas, and the stand-in, which produces them. Fields the shop does not read are optional here.
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
});
export type ShipxPoint = z.output<typeof ShipxPoint>;

export const ShipxPointCollection = z.object({
  href: z.string().optional(),
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  items: z.array(ShipxPoint),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ShipxPointCollection = z.output<typeof ShipxPointCollection>;

export const ShipxError = z.object({ status: z.number(), error: z.string(), message: z.string(), details: z.unknown().optional() });
