/** The custom-option rules live in domain/ (the server prices cart lines with the same code). */
export * from "../../../domain/custom-options.ts";
