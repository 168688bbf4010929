/**
 * The request schemas' building blocks. Every string the API reads and every integer it stores goes through one of
 * these, so hostile input is refused at the schema with 400 VALIDATION_FAILED before any handler or SQL sees it
 * (docs/decisions/2026-11-26-input-hardening.md):
 * - text: PostgreSQL refuses a NUL byte in text and jsonb, and a lone UTF-16 surrogate in jsonb (a 500 if it got
 *   that far), and neither is ever part of a real name, address or search.
 * - int4 / id: an integer column holds −2^31 … 2^31−1; a bigger number would fail in the database.
 */
import { z } from "zod";

/**
 * Well-formed UTF-16 without NUL: any code unit but NUL and surrogates, or a high surrogate followed by a low one.
 * Without the `u` flag the pattern reads code units, so a lone surrogate cannot match.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is named to be refused.
export const SAFE_TEXT = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
export const SAFE_TEXT_MESSAGE = "must not contain a NUL character or a lone surrogate";

/** True when a string could be stored and searched (no NUL, no lone surrogate). */
export function isSafeText(value: string): boolean {
  return SAFE_TEXT.test(value);
}

/** A string the API may store or send to the database. Chain .min/.max/.trim as with z.string(). */
export function text(params?: { error?: string }) {
  return z.string(params).regex(SAFE_TEXT, { error: SAFE_TEXT_MESSAGE });
}

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer that fits a PostgreSQL integer (int4) column. */
export function int4(params?: { error?: string }) {
  return z.number(params).int(params).min(INT4_MIN).max(INT4_MAX);
}

/** A number (a quantity, a price) bounded like an int4, so a huge value is a 400 and never reaches SQL. */
export function number4(params?: { error?: string }) {
  return z.number(params).min(INT4_MIN).max(INT4_MAX);
}

/** A row id of an int4 serial column: 1 … 2^31−1. */
export function id(params?: { error?: string }) {
  return z.number(params).int(params).min(1).max(INT4_MAX);
}

/** The same, read from a query string or a path (a string of digits). */
export function int4Param(params?: { error?: string }) {
  return z.coerce.number(params).int(params).min(INT4_MIN).max(INT4_MAX);
}

export function idParam(params?: { error?: string }) {
  return z.coerce.number(params).int(params).min(1).max(INT4_MAX);
}
