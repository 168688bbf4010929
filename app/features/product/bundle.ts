/** The bundle rules live in domain/ (the server prices cart lines with the same code). */
export * from "../../../domain/bundle.ts";
