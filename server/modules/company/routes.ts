/** Company lookup by NIP in the VAT-payer register, for the company buyer at checkout. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Company, CompanyLookupQuery } from "../../../contract/company.ts";
import { envelope, ErrorEnvelope } from "../../../contract/envelope.ts";
import { answer, refuse, sendRefusal } from "../../http/outcome.ts";
import { hitRateLimit } from "../../lib/rate-limit.ts";

export default async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { companies, db } = app.services;

  r.get(
    "/company/lookup",
    {
      schema: {
        tags: ["checkout"],
        summary: "A company's name, REGON, VAT status and address from the VAT-payer register, by NIP",
        description:
          "400 NIP_INVALID when the NIP's checksum is wrong; 404 COMPANY_NOT_FOUND when no VAT payer has it; 503 REGISTER_UNAVAILABLE when the register fails or the shop's daily allowance of register calls is spent (the buyer then types the data); 429 RATE_LIMITED past the per-IP limits (lookups per minute, register calls per day). Answers are reused for the rest of the day.",
        querystring: CompanyLookupQuery,
        response: { 200: envelope(Company), 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (req, reply) => {
      const verdict = await hitRateLimit(db, `company-lookup:${req.ip}`, { limit: app.config.COMPANY_LOOKUP_PER_MINUTE, windowSeconds: 60 });
      if (!verdict.allowed) {
        reply.header("retry-after", String(verdict.retryAfterSeconds));
        return sendRefusal(reply, refuse("RATE_LIMITED", "Too many company lookups. Please wait a minute and try again."));
      }
      const company = await companies.find(req.query.nip, { ip: req.ip, log: req.log });
      return answer(reply, company);
    },
  );
}
