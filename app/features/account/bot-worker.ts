/// <reference lib="webworker" />
/** Web Worker of the bot check: solves one challenge, posting {progress} messages and then {number}. */
import { solveInChunks, type BotChallenge } from "./bot-solver.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (event: MessageEvent<BotChallenge>) => {
  const number = await solveInChunks(event.data, (progress) => scope.postMessage({ progress }));
  scope.postMessage({ number });
};
