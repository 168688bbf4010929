/** The mega menu shows a fixed set of categories: the main category's children marked for the menu. */
export interface MenuCategory {
  id: number;
  name: string;
  url: string;
  /** A promoted category's picture (its landing image), shown in the phone menu */
  image?: string;
  children: { id: number; name: string; url: string }[];
}

interface TreeNode {
  id: number;
  name: string;
  slug: string;
  include_in_menu: boolean;
  cate_landing_img?: string | null;
  children_data: TreeNode[];
}

export const categoryUrl = (c: { slug: string }) => `/c/${c.slug}`;

export function buildMenu(tree: TreeNode): MenuCategory[] {
  return tree.children_data
    .filter((c) => c.include_in_menu)
    .map((c) => ({
      id: c.id,
      name: c.name,
      url: categoryUrl(c),
      ...(c.cate_landing_img ? { image: c.cate_landing_img } : {}),
      children: c.children_data.filter((s) => s.include_in_menu).map((s) => ({ id: s.id, name: s.name, url: categoryUrl(s) })),
    }));
}
