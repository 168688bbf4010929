/** The contact form's request (POST /api/contact); the answer is `true`. */
import { z } from "zod";
import { EmailSchema } from "./customer.ts";
import { text } from "./primitives.ts";

const required = (max: number) => text().trim().min(1, { error: "is required" }).max(max);

export const CONTACT_MESSAGE_MAX = 5000;

export const ContactBody = z.object({
  name: required(100),
  email: EmailSchema,
  subject: required(150),
  /** the order's number when the message is about one (optional) */
  order_number: text()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9-]*$/, { error: "must be an order number" })
    .optional(),
  message: required(CONTACT_MESSAGE_MAX),
  /** consent to processing the message's data to answer it (GDPR art. 6(1)(a)/(b)): must be given */
  consent: z.literal(true, { error: "consent is required" }),
  /** the solved bot challenge (GET /api/user/bot-challenge), as registration sends it */
  gToken: text().max(4096).optional(),
});
export type ContactInput = z.infer<typeof ContactBody>;
