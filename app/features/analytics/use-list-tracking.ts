/**
 * A list of product tiles as GA4 sees it (docs/decisions/2026-11-27-ga4.md): view_item_list for the tiles shown (once
 * per list; "load more" sends the new ones at their places), and select_item when a tile's link is followed. The
 * returned click handler goes on the list element (`ul > li`): the tile's place is its item's place in the list.
 */
import { useCallback, useEffect, useRef, type MouseEvent } from "react";
import type { TileLike, TrackList } from "./ga4.ts";
import { track } from "./track.ts";

export function useListTracking(list: TrackList | null, tiles: readonly TileLike[], opts: { start?: number; key?: string } = {}) {
  const start = opts.start ?? 0;
  const key = `${list?.id ?? ""}|${opts.key ?? ""}|${start}`;
  const sent = useRef<{ key: string; count: number }>({ key: "", count: 0 });
  const latest = useRef({ list, tiles, start });
  latest.current = { list, tiles, start };
  // biome-ignore lint/correctness/useExhaustiveDependencies: tiles.length is the trigger ("load more" adds tiles to the same list); the tiles are read from latest
  useEffect(() => {
    const { list: l, tiles: all, start: s } = latest.current;
    if (!l) return;
    const done = sent.current.key === key ? sent.current.count : 0;
    if (all.length <= done) return;
    track("view_item_list", { list: l, tiles: all.slice(done), start: s + done });
    sent.current = { key, count: all.length };
  }, [key, tiles.length]);
  return useCallback((e: MouseEvent<HTMLElement>) => {
    const { list: l, tiles: all, start: s } = latest.current;
    const link = (e.target as Element).closest("a");
    const item = link?.closest("li");
    if (!l || !link || !item || item.parentElement !== e.currentTarget) return;
    const index = Array.prototype.indexOf.call(e.currentTarget.children, item) as number;
    const tile = all[index];
    if (tile) track("select_item", { list: l, tile, index: s + index });
  }, []);
}
