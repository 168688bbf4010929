/**
 * Gets a bot-check challenge from the API and solves it in a Web Worker (in the page when workers are
 * unavailable), reporting progress; resolves to the gToken for POST /api/user/create.
 */
import { callApi } from "./api.ts";
import { botPayload, solveInChunks, type BotChallenge } from "./bot-solver.ts";

export type BotCheckResult = { ok: true; gToken: string } | { ok: false; error: string };

function solveInWorker(challenge: BotChallenge, onProgress: (done: number) => void): Promise<number | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return solveInChunks(challenge, onProgress);
  }
  return new Promise((resolve) => {
    worker.onmessage = (e: MessageEvent<{ progress?: number; number?: number | null }>) => {
      if (typeof e.data.progress === "number") onProgress(e.data.progress);
      if ("number" in e.data) {
        worker.terminate();
        resolve(e.data.number ?? null);
      }
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(solveInChunks(challenge, onProgress));
    };
    worker.postMessage(challenge);
  });
}

export async function passBotCheck(onProgress: (done: number) => void): Promise<BotCheckResult> {
  const answer = await callApi<BotChallenge>("/api/user/bot-challenge");
  if (answer.code !== 200) return { ok: false, error: answer.code === 0 ? "NETWORK_ERROR" : "BOT_CHECK_FAILED" };
  const number = await solveInWorker(answer.result, onProgress);
  return number === null ? { ok: false, error: "BOT_CHECK_FAILED" } : { ok: true, gToken: botPayload(answer.result, number) };
}
