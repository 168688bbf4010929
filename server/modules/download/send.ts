/**
 * Sends a generated file with its validators and HTTP Range (range.ts): 200 with the whole file, 206 with one
 * range, 416 for a range past the end; 304 for a matching If-None-Match. `beforeBody` runs once the answer is
 * known to carry bytes (the file route counts the download there) and may refuse it.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendRefusal, type Refusal } from "../../http/outcome.ts";
import type { RenderedFile } from "./files.ts";
import { rangeOf } from "./range.ts";

export interface SendOptions {
  disposition: "attachment" | "inline";
  name: string;
  cacheControl: string;
}

export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: RenderedFile,
  opts: SendOptions,
  beforeBody: (served: { start: number; end: number; bytes: number; range: string | null }) => Promise<Refusal | null>,
): Promise<FastifyReply> {
  const size = file.bytes.length;
  reply.header("accept-ranges", "bytes");
  reply.header("etag", file.etag);
  reply.header("cache-control", opts.cacheControl);
  reply.header("x-content-type-options", "nosniff");
  const header = typeof req.headers.range === "string" ? req.headers.range : undefined;
  const ifRange = typeof req.headers["if-range"] === "string" ? req.headers["if-range"] : undefined;
  const range = rangeOf(header, size, ifRange, file.etag);
  if (range.kind === "unsatisfiable") {
    reply.header("content-range", `bytes */${size}`);
    return reply.status(416).type("text/plain; charset=utf-8").send("Range Not Satisfiable");
  }
  const start = range.kind === "partial" ? range.start : 0;
  const end = range.kind === "partial" ? range.end : size - 1;
  const refused = await beforeBody({ start, end, bytes: end - start + 1, range: range.kind === "partial" ? (header ?? null) : null });
  if (refused !== null) return sendRefusal(reply, refused);
  reply.header("content-disposition", `${opts.disposition}; filename="${opts.name}"`);
  reply.type(file.contentType);
  if (range.kind === "partial") {
    reply.status(206).header("content-range", `bytes ${start}-${end}/${size}`);
    return reply.send(file.bytes.subarray(start, end + 1));
  }
  return reply.status(200).send(file.bytes);
}
