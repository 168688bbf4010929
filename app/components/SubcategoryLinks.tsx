import { AppLink } from "./AppLink.tsx";
import type { MenuCategory } from "../lib/menu.ts";

/** A category's subcategories as a list of links, nothing when it has none (the phone menu's and the mega menu's). */
export function SubcategoryLinks({ category, className }: { category: MenuCategory; className?: string }) {
  if (!category.children.length) return null;
  return (
    <ul className={className}>
      {category.children.map((s) => (
        <li key={s.id}>
          <AppLink to={s.url}>{s.name}</AppLink>
        </li>
      ))}
    </ul>
  );
}
