/** Which database failures are an outage (503) and which are bugs or refusals (unchanged). */
import { describe, expect, it } from "vitest";
import { classifyDatabaseError, DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable.ts";

const pgError = (code: string, message = "boom") => Object.assign(new Error(message), { code });

describe("database unavailability", () => {
  it("recognises a stalled, stopped or unreachable database", () => {
    for (const error of [
      pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      pgError("ECONNRESET"),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      pgError("53300", "sorry, too many clients already"),
      pgError("57014", "canceling statement due to statement timeout"),
      pgError("55P03", "canceling statement due to lock timeout"),
      pgError("25P03", "terminating connection due to idle-in-transaction timeout"),
      pgError("08006", "connection failure"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new Error("Query read timeout"),
      new Error("wrapped", { cause: pgError("ECONNREFUSED") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      const classified = classifyDatabaseError(error);
      expect(classified).toBeInstanceOf(DatabaseUnavailableError);
      expect((classified as Error).cause).toBe(error);
    }
  });

  it("leaves every other failure as it is", () => {
    for (const error of [
      pgError("23505", "duplicate key value violates unique constraint"),
      pgError("22P02", "invalid input syntax for type integer"),
      pgError("40P01", "deadlock detected"),
      pgError("CART_NOT_FOUND"),
      new TypeError("Cannot read properties of undefined"),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
      expect(classifyDatabaseError(error)).toBe(error);
    }
  });
});
