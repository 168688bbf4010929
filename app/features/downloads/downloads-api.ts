/**
 * The account's downloads through the API (contract/download.ts): the list, and a short-lived link for one file.
 * Both go through the session's accountCall, which adds the token and refreshes it.
 */
import type { DownloadLink, DownloadProducts } from "../../../contract/download.ts";
import { errorCode } from "../account/api.ts";
import { accountCall } from "../account/session-runtime.ts";
import type { ApiAnswer } from "../account/types.ts";

export const listDownloads = () => accountCall<DownloadProducts>("/api/download/products");

export const askLink = (grantId: number) => accountCall<DownloadLink>(`/api/download/${grantId}/link`, { method: "POST", body: {} });

/** The error codes the page explains in its own words; anything else is the generic sentence. */
const KNOWN = ["DOWNLOAD_NOT_FOUND", "DOWNLOAD_LIMIT_REACHED", "DOWNLOAD_LINK_EXPIRED", "UNAUTHORIZED", "NETWORK_ERROR"];

export function downloadErrorKey(answer: ApiAnswer<unknown>): string {
  const code = errorCode(answer);
  return code && KNOWN.includes(code) ? `err_${code}` : "err_UNKNOWN";
}

/** Starts the browser's download of `url` (an attachment): the page stays where it is. */
export function startDownload(url: string, fileName: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "nofollow";
  document.body.append(a);
  a.click();
  a.remove();
}
