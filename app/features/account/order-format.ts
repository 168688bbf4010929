import { formatPrice, toGrosze } from "../../../domain/money.ts";
import type { TFunction } from "../../i18n/translator.ts";

const STATUSES = new Set(["pending", "processing", "complete", "canceled", "expired", "available"]);

export function statusLabel(t: TFunction, status: string): string {
  return STATUSES.has(status) ? t(`status_${status}`) : status;
}

export function orderTotal(amount: number | undefined): string {
  return typeof amount === "number" ? formatPrice(toGrosze(amount)) : "–";
}
