/** The company module's front door: company data by NIP from the VAT-payer register (checkout, company buyer). */
export { default as companyRoutes } from "./routes.ts";
export { CompanyLookup } from "./service.ts";
