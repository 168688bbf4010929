/** The compare page's hook: the list, and adding, removing and clearing (use-compare.ts keeps the list). */
import { clearCompare, removeFromCompare } from "./compare-storage.ts";
import { changeCompare, toggleCompareSku, useCompareSkus } from "./use-compare.ts";

const remove = (sku: string) => changeCompare((s) => removeFromCompare(s, sku));
const clear = () =>
  changeCompare((s) => {
    clearCompare(s);
    return { skus: [], outcome: "removed" };
  });

export function useCompareList() {
  return { skus: useCompareSkus(), toggle: toggleCompareSku, remove, clear };
}
