/**
 * The registration's bot check (ALTCHA proof of work, protocol v1 of altcha-lib): find the number n with
 * SHA(salt + n) = challenge, searching 0..maxnumber in chunks so progress can be reported, then send the
 * base64 JSON payload {algorithm, challenge, number, salt, signature} as gToken. Runs in a Web Worker
 * (bot-worker.ts) so the page stays responsive; the same code runs in tests.
 */
import { solveChallenge } from "altcha-lib/v1";

export interface BotChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export const DEFAULT_MAX_NUMBER = 1_000_000;
export const CHUNK = 5_000;

/** The gToken the API expects: base64 of the solved payload's JSON. */
export function botPayload(challenge: BotChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }));
}

/** Searches in chunks; `onProgress` gets the share of the range searched (0..1). Null when not found or aborted. */
export async function solveInChunks(challenge: BotChallenge, onProgress: (done: number) => void, signal?: AbortSignal): Promise<number | null> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += CHUNK) {
    if (signal?.aborted) return null;
    const end = Math.min(max, start + CHUNK - 1);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, end, start).promise;
    if (solution) {
      onProgress(1);
      return solution.number;
    }
    onProgress((end + 1) / (max + 1));
  }
  return null;
}
