/**
 * A link to an app path that is already absolute ("/c/prasa-3", built by lib/urls.ts or lib/menu.ts), for
 * the many plain links of the header, mega menu, footer, side menu, breadcrumbs and product tiles.
 *
 * React Router's <Link> resolves its target against the route tree on every render (useHref,
 * useResolvedPath, useLinkClickHandler: some ten hooks per link); with ~50 links in the header and menu and
 * one per listing tile that was ~6–8 % of a server render's CPU. These targets need no resolving, so this
 * renders the same element <Link> renders (`<a … href data-discover="true">`, the attribute that lets
 * React Router discover the target's routes ahead of a click) and navigates on the client the way <Link>
 * does: on an unmodified primary click without another target, through one `navigate` shared by all links
 * (`LinkNavigationProvider`), replacing the history entry when the link leads to the current address.
 *
 * Anything else keeps React Router's <Link>: relative targets, full URLs, `prefetch`, `state`, `replace`,
 * `preventScrollReset`, `viewTransition`, NavLink's active state. Without a provider above it (a component
 * rendered on its own), this renders a <Link> too.
 */
import { createContext, use, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { Link, useHref, useNavigate } from "react-router";

interface LinkNavigation {
  navigate: ReturnType<typeof useNavigate>;
  /** The router's basename without its trailing slash ("" without a store-code prefix). */
  base: string;
}

const LinkNavigationContext = createContext<LinkNavigation | null>(null);

/** Gives the AppLinks below it the router's navigate function and basename (one hook call for all of them). */
export function LinkNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const root = useHref("/");
  const value = useMemo(() => ({ navigate, base: root === "/" ? "" : root.replace(/\/+$/, "") }), [navigate, root]);
  return <LinkNavigationContext value={value}>{children}</LinkNavigationContext>;
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute app path ("/c/x", "/p/A/b?x=1"), without the store-code prefix. */
  to: string;
};

/** The href React Router's <Link> gives an absolute path: the basename joined in front ("/" is the basename itself). */
export function appHref(to: string, base: string): string {
  if (!base) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  return pathname === "/" ? base + to.slice(1) : base + to;
}

function isPlainPrimaryClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === "_self") && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export function AppLink({ to, onClick, target, ...rest }: AppLinkProps) {
  const nav = use(LinkNavigationContext);
  if (!nav || !to.startsWith("/") || to.startsWith("//")) return <Link to={to} onClick={onClick} target={target} {...rest} />;
  const { navigate, base } = nav;
  return (
    <a
      {...rest}
      href={appHref(to, base)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainPrimaryClick(event, target)) return;
        event.preventDefault();
        // As <Link>: a link to the address already shown replaces its history entry instead of adding one.
        const a = event.currentTarget;
        const here = window.location;
        const replace = a.pathname === here.pathname && a.search === here.search && a.hash === here.hash;
        void navigate(to, { replace });
      }}
      target={target}
      data-discover="true"
    />
  );
}
