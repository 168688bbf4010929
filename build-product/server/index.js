import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { Form, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, createContext, data, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createContext as createContext$1, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import i18next from "i18next";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// app/context.ts
/** What the server hands to every loader: the in-process services and the request's CSP nonce. */
var appContext = createContext();
// app/entry.server.tsx
var entry_server_exports = /* @__PURE__ */ __exportAll({
	appContext: () => appContext,
	default: () => handleRequest,
	streamTimeout: () => streamTimeout
});
var streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
	const { nonce } = loadContext.get(appContext);
	return new Promise((resolve, reject) => {
		let shellRendered = false;
		const userAgent = request.headers.get("user-agent");
		const readyOption = userAgent && isbot(userAgent) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
		const { pipe, abort } = renderToPipeableStream(/* @__PURE__ */ jsx(ServerRouter, {
			context: routerContext,
			url: request.url,
			nonce
		}), {
			nonce,
			[readyOption]() {
				shellRendered = true;
				const body = new PassThrough();
				responseHeaders.set("Content-Type", "text/html; charset=utf-8");
				resolve(new Response(createReadableStreamFromReadable(body), {
					headers: responseHeaders,
					status: responseStatusCode
				}));
				pipe(body);
			},
			onShellError(error) {
				reject(error);
			},
			onError(error) {
				responseStatusCode = 500;
				if (shellRendered) console.error(error);
			}
		});
		setTimeout(abort, 6e3);
	});
}
// app/i18n/languages.ts
/** The storefront's languages: Polish by default, English, German and Italian complete. */
var LANGUAGES = [
	"pl",
	"en",
	"de",
	"it"
];
var LANGUAGE_COOKIE = "kiosk_lang";
var LANGUAGE_NAMES = {
	pl: "Polski",
	en: "English",
	de: "Deutsch",
	it: "Italiano"
};
function isLanguage(value) {
	return typeof value === "string" && LANGUAGES.includes(value);
}
/** ?lng= wins (a language switch), then the cookie, then Polish. */
function pickLanguage(url, cookieHeader) {
	const fromQuery = url.searchParams.get("lng");
	if (isLanguage(fromQuery)) return fromQuery;
	const fromCookie = /(?:^|;\s*)kiosk_lang=([a-z]{2})/.exec(cookieHeader ?? "")?.[1];
	return isLanguage(fromCookie) ? fromCookie : "pl";
}
// app/i18n/i18n.ts
/** One i18next instance per request on the server, one per page on the client, fed the same messages. */
function createI18n(lang, messages) {
	const instance = i18next.createInstance();
	instance.use(initReactI18next).init({
		lng: lang,
		fallbackLng: false,
		resources: { [lang]: messages },
		defaultNS: "common",
		ns: Object.keys(messages),
		interpolation: { escapeValue: false },
		initAsync: false,
		returnNull: false
	});
	return instance;
}
// app/i18n/resources.ts
/**
* All translations, one module per namespace with the four languages side by side, so a missing key is
* easy to spot (and is caught by i18n.test.ts). Add a namespace here when a feature gets its own file.
*/
var NAMESPACES = {
	common: {
		pl: {
			shopName: "Kiosk",
			tagline: "Prasa, książki, prenumeraty i kolekcje",
			skipToContent: "Przejdź do treści",
			home: "Strona główna",
			menu: "Menu",
			openMenu: "Otwórz menu",
			closeMenu: "Zamknij menu",
			close: "Zamknij",
			search: "Szukaj",
			searchPlaceholder: "Szukaj tytułu, autora, ISBN…",
			searchMinChars: "Wpisz co najmniej 3 znaki.",
			searchNoResults: "Nic nie znaleźliśmy dla „{{query}}”.",
			searchAllResults: "Pokaż wszystkie wyniki ({{count}})",
			searchResultsTitle: "Wyniki wyszukiwania: {{query}}",
			cart: "Koszyk",
			wishlist: "Ulubione",
			account: "Moje konto",
			login: "Zaloguj się",
			language: "Język",
			footerHide: "Ukryj stopkę",
			footerShow: "Pokaż stopkę",
			footerInfo: "Informacje",
			footerContact: "Kontakt",
			footerCopyright: "© {{year}} Kiosk sp. z o.o. Wszystkie ceny zawierają VAT.",
			breadcrumbs: "Okruszki",
			loading: "Ładowanie…",
			notFoundTitle: "Nie znaleziono strony",
			notFoundText: "Strona „{{path}}” nie istnieje lub została przeniesiona.",
			notFoundTextPlain: "Strona, której szukasz, nie istnieje lub została przeniesiona.",
			errorTitle: "Coś poszło nie tak",
			errorText: "Przepraszamy, wystąpił błąd. Spróbuj ponownie za chwilę.",
			backHome: "Wróć na stronę główną",
			offlineUnavailable: "Produkt, kategoria lub strona CMS nie są dostępne w trybie offline. Przekierowujemy na stronę główną.",
			products_one: "{{count}} produkt",
			products_few: "{{count}} produkty",
			products_many: "{{count}} produktów",
			products_other: "{{count}} produktu"
		},
		en: {
			shopName: "Kiosk",
			tagline: "Press, books, subscriptions and collections",
			skipToContent: "Skip to content",
			home: "Home",
			menu: "Menu",
			openMenu: "Open menu",
			closeMenu: "Close menu",
			close: "Close",
			search: "Search",
			searchPlaceholder: "Search title, author, ISBN…",
			searchMinChars: "Type at least 3 characters.",
			searchNoResults: "Nothing found for “{{query}}”.",
			searchAllResults: "Show all results ({{count}})",
			searchResultsTitle: "Search results: {{query}}",
			cart: "Cart",
			wishlist: "Wishlist",
			account: "My account",
			login: "Log in",
			language: "Language",
			footerHide: "Hide footer",
			footerShow: "Show footer",
			footerInfo: "Information",
			footerContact: "Contact",
			footerCopyright: "© {{year}} Kiosk sp. z o.o. All prices include VAT.",
			breadcrumbs: "Breadcrumbs",
			loading: "Loading…",
			notFoundTitle: "Page not found",
			notFoundText: "The page “{{path}}” does not exist or has moved.",
			notFoundTextPlain: "The page you are looking for does not exist or has moved.",
			errorTitle: "Something went wrong",
			errorText: "Sorry, an error occurred. Please try again in a moment.",
			backHome: "Back to the home page",
			offlineUnavailable: "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
			products_one: "{{count}} product",
			products_other: "{{count}} products"
		},
		de: {
			shopName: "Kiosk",
			tagline: "Presse, Bücher, Abonnements und Sammlungen",
			skipToContent: "Zum Inhalt springen",
			home: "Startseite",
			menu: "Menü",
			openMenu: "Menü öffnen",
			closeMenu: "Menü schließen",
			close: "Schließen",
			search: "Suchen",
			searchPlaceholder: "Titel, Autor, ISBN suchen…",
			searchMinChars: "Geben Sie mindestens 3 Zeichen ein.",
			searchNoResults: "Keine Ergebnisse für „{{query}}“.",
			searchAllResults: "Alle Ergebnisse anzeigen ({{count}})",
			searchResultsTitle: "Suchergebnisse: {{query}}",
			cart: "Warenkorb",
			wishlist: "Merkliste",
			account: "Mein Konto",
			login: "Anmelden",
			language: "Sprache",
			footerHide: "Fußzeile ausblenden",
			footerShow: "Fußzeile einblenden",
			footerInfo: "Informationen",
			footerContact: "Kontakt",
			footerCopyright: "© {{year}} Kiosk sp. z o.o. Alle Preise inkl. MwSt.",
			breadcrumbs: "Brotkrümelnavigation",
			loading: "Wird geladen…",
			notFoundTitle: "Seite nicht gefunden",
			notFoundText: "Die Seite „{{path}}“ existiert nicht oder wurde verschoben.",
			notFoundTextPlain: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
			errorTitle: "Etwas ist schiefgelaufen",
			errorText: "Entschuldigung, ein Fehler ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.",
			backHome: "Zurück zur Startseite",
			offlineUnavailable: "Produkt, Kategorie oder CMS-Seite sind offline nicht verfügbar. Weiterleitung zur Startseite.",
			products_one: "{{count}} Produkt",
			products_other: "{{count}} Produkte"
		},
		it: {
			shopName: "Kiosk",
			tagline: "Stampa, libri, abbonamenti e collezioni",
			skipToContent: "Vai al contenuto",
			home: "Home",
			menu: "Menu",
			openMenu: "Apri il menu",
			closeMenu: "Chiudi il menu",
			close: "Chiudi",
			search: "Cerca",
			searchPlaceholder: "Cerca titolo, autore, ISBN…",
			searchMinChars: "Digita almeno 3 caratteri.",
			searchNoResults: "Nessun risultato per «{{query}}».",
			searchAllResults: "Mostra tutti i risultati ({{count}})",
			searchResultsTitle: "Risultati della ricerca: {{query}}",
			cart: "Carrello",
			wishlist: "Preferiti",
			account: "Il mio account",
			login: "Accedi",
			language: "Lingua",
			footerHide: "Nascondi il piè di pagina",
			footerShow: "Mostra il piè di pagina",
			footerInfo: "Informazioni",
			footerContact: "Contatti",
			footerCopyright: "© {{year}} Kiosk sp. z o.o. Tutti i prezzi includono l'IVA.",
			breadcrumbs: "Percorso",
			loading: "Caricamento…",
			notFoundTitle: "Pagina non trovata",
			notFoundText: "La pagina «{{path}}» non esiste o è stata spostata.",
			notFoundTextPlain: "La pagina che cerchi non esiste o è stata spostata.",
			errorTitle: "Qualcosa è andato storto",
			errorText: "Spiacenti, si è verificato un errore. Riprova tra poco.",
			backHome: "Torna alla home page",
			offlineUnavailable: "Il prodotto, la categoria o la pagina CMS non sono disponibili offline. Reindirizzamento alla home.",
			products_one: "{{count}} prodotto",
			products_other: "{{count}} prodotti"
		}
	},
	catalog: {
		pl: {
			priceNow: "Cena:",
			priceRegular: "Cena regularna:",
			lowest30: "Najniższa cena z 30 dni przed obniżką: {{price}}"
		},
		en: {
			priceNow: "Price:",
			priceRegular: "Regular price:",
			lowest30: "Lowest price in the 30 days before the reduction: {{price}}"
		},
		de: {
			priceNow: "Preis:",
			priceRegular: "Regulärer Preis:",
			lowest30: "Niedrigster Preis der letzten 30 Tage vor der Preissenkung: {{price}}"
		},
		it: {
			priceNow: "Prezzo:",
			priceRegular: "Prezzo normale:",
			lowest30: "Prezzo più basso nei 30 giorni precedenti la riduzione: {{price}}"
		}
	},
	listing: {
		pl: {},
		en: {},
		de: {},
		it: {}
	},
	product: {
		pl: {},
		en: {},
		de: {},
		it: {}
	},
	pages: {
		pl: {},
		en: {},
		de: {},
		it: {}
	}
};
function messagesFor(lang) {
	return Object.fromEntries(Object.entries(NAMESPACES).map(([ns, byLang]) => [ns, byLang[lang]]));
}
// app/lib/menu.ts
var categoryUrl = (c) => `/c/${c.slug}`;
function buildMenu(tree) {
	return tree.children_data.filter((c) => c.include_in_menu).map((c) => ({
		id: c.id,
		name: c.name,
		url: categoryUrl(c),
		children: c.children_data.filter((s) => s.include_in_menu).map((s) => ({
			id: s.id,
			name: s.name,
			url: categoryUrl(s)
		}))
	}));
}
// app/components/Panels.tsx
/**
* Side panels (microcart, wishlist, search, side menu, login): at most one is open, an overlay covers the
* page, Escape or a click on the overlay closes it, focus moves into the panel and back to the opener.
*/
var PanelContext = createContext$1({
	open: null,
	openPanel: () => void 0,
	close: () => void 0
});
function usePanels() {
	return useContext(PanelContext);
}
function PanelProvider({ children }) {
	const [open, setOpen] = useState(null);
	const opener = useRef(null);
	const location = useLocation();
	const openPanel = useCallback((name) => {
		opener.current = document.activeElement;
		setOpen(name);
	}, []);
	const close = useCallback(() => {
		setOpen(null);
		opener.current?.focus?.();
	}, []);
	useEffect(() => setOpen(null), [location.pathname, location.search]);
	useEffect(() => {
		if (!open) return;
		const onKey = (e) => {
			if (e.key === "Escape") close();
		};
		document.addEventListener("keydown", onKey);
		document.body.classList.add("no-scroll");
		return () => {
			document.removeEventListener("keydown", onKey);
			document.body.classList.remove("no-scroll");
		};
	}, [open, close]);
	const value = useMemo(() => ({
		open,
		openPanel,
		close
	}), [
		open,
		openPanel,
		close
	]);
	return /* @__PURE__ */ jsxs(PanelContext.Provider, {
		value,
		children: [children, open ? /* @__PURE__ */ jsx("div", {
			className: "overlay",
			"data-testid": "overlay",
			onClick: close,
			"aria-hidden": "true"
		}) : null]
	});
}
/** A panel's frame; its content renders only while it is open. */
function Panel({ name, title, side = "right", children }) {
	const { open, close } = usePanels();
	const { t } = useTranslation();
	const ref = useRef(null);
	const isOpen = open === name;
	useEffect(() => {
		if (!isOpen || !ref.current) return;
		ref.current.querySelector("[autofocus], input, button, a[href]")?.focus();
	}, [isOpen]);
	if (!isOpen) return null;
	return /* @__PURE__ */ jsxs("div", {
		ref,
		className: `panel panel-${side}`,
		role: "dialog",
		"aria-modal": "true",
		"aria-labelledby": `panel-${name}-title`,
		onKeyDown: (e) => trapFocus(e, ref.current),
		children: [/* @__PURE__ */ jsxs("div", {
			className: "panel-head",
			children: [/* @__PURE__ */ jsx("h2", {
				id: `panel-${name}-title`,
				children: title
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "icon-button",
				"aria-label": t("close"),
				onClick: close,
				children: "×"
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "panel-body",
			children
		})]
	});
}
function trapFocus(e, root) {
	if (e.key !== "Tab" || !root) return;
	const focusable = [...root.querySelectorAll("a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex=\"-1\"])")];
	if (focusable.length === 0) return;
	const first = focusable[0];
	const last = focusable[focusable.length - 1];
	if (e.shiftKey && document.activeElement === first) {
		e.preventDefault();
		last.focus();
	} else if (!e.shiftKey && document.activeElement === last) {
		e.preventDefault();
		first.focus();
	}
}
// app/components/Header.tsx
function Header({ menu, lang }) {
	const { t } = useTranslation();
	const { openPanel } = usePanels();
	return /* @__PURE__ */ jsxs("header", {
		className: "site-header",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "header-bar",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "icon-button menu-button",
					"aria-label": t("openMenu"),
					onClick: () => openPanel("sidemenu"),
					children: /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "☰"
					})
				}),
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "logo",
					"aria-label": `${t("shopName")} – ${t("home")}`,
					children: "Kiosk"
				}),
				/* @__PURE__ */ jsx("span", {
					className: "tagline",
					children: t("tagline")
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "header-actions",
					children: [/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: "search-button",
						onClick: () => openPanel("search"),
						children: [
							/* @__PURE__ */ jsx("span", {
								"aria-hidden": "true",
								children: "⌕"
							}),
							" ",
							t("search")
						]
					}), /* @__PURE__ */ jsx(LanguageSwitch, { lang })]
				})
			]
		}), /* @__PURE__ */ jsx("nav", {
			className: "mega-menu",
			"aria-label": t("menu"),
			children: /* @__PURE__ */ jsx("ul", { children: menu.map((c) => /* @__PURE__ */ jsxs("li", {
				className: "mega-item",
				children: [/* @__PURE__ */ jsx(Link, {
					to: c.url,
					children: c.name
				}), c.children.length ? /* @__PURE__ */ jsx("ul", {
					className: "mega-sub",
					children: c.children.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: s.url,
						children: s.name
					}) }, s.id))
				}) : null]
			}, c.id)) })
		})]
	});
}
function LanguageSwitch({ lang }) {
	const { t } = useTranslation();
	const location = useLocation();
	const href = (l) => {
		const params = new URLSearchParams(location.search);
		params.set("lng", l);
		return `${location.pathname}?${params}`;
	};
	return /* @__PURE__ */ jsx("nav", {
		className: "language-switch",
		"aria-label": t("language"),
		children: /* @__PURE__ */ jsx("ul", { children: LANGUAGES.map((l) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
			href: href(l),
			hrefLang: l,
			lang: l,
			"aria-current": l === lang ? "true" : void 0,
			children: [l.toUpperCase(), /* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [" ", LANGUAGE_NAMES[l]]
			})]
		}) }, l)) })
	});
}
// app/components/Footer.tsx
var INFO_PAGES = [
	["regulamin", "Regulamin"],
	["regulamin-prenumeraty", "Regulamin prenumeraty"],
	["polityka-prywatnosci", "Polityka prywatności"],
	["zwroty", "Zwroty i odstąpienie"],
	["platnosci", "Płatności"],
	["dostawa", "Dostawa"],
	["regulamin-cewe", "Fotoksiążki CEWE"],
	["kontakt", "Kontakt"]
];
/** The footer can be hidden by the shopper; the choice lasts for the visit. */
function Footer() {
	const { t } = useTranslation();
	const [hidden, setHidden] = useState(false);
	return /* @__PURE__ */ jsxs("footer", {
		className: "site-footer",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "link-button footer-toggle",
			"aria-expanded": !hidden,
			"aria-controls": "footer-content",
			onClick: () => setHidden((h) => !h),
			children: hidden ? t("footerShow") : t("footerHide")
		}), /* @__PURE__ */ jsxs("div", {
			id: "footer-content",
			hidden,
			children: [/* @__PURE__ */ jsx("nav", {
				"aria-label": t("footerInfo"),
				children: /* @__PURE__ */ jsx("ul", {
					className: "footer-links",
					children: INFO_PAGES.map(([slug, label]) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: `/i/${slug}`,
						children: label
					}) }, slug))
				})
			}), /* @__PURE__ */ jsx("p", { children: t("footerCopyright", { year: (/* @__PURE__ */ new Date()).getFullYear() }) })]
		})]
	});
}
// app/components/SideMenu.tsx
/** The phone menu: the same fixed categories as the mega menu, in a left panel. */
function SideMenu({ menu }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx(Panel, {
		name: "sidemenu",
		title: t("menu"),
		side: "left",
		children: /* @__PURE__ */ jsx("nav", {
			"aria-label": t("menu"),
			children: /* @__PURE__ */ jsxs("ul", {
				className: "side-menu",
				children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: "/",
					children: t("home")
				}) }), menu.map((c) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Link, {
					to: c.url,
					children: c.name
				}), c.children.length ? /* @__PURE__ */ jsx("ul", { children: c.children.map((s) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: s.url,
					children: s.name
				}) }, s.id)) }) : null] }, c.id))]
			})
		})
	});
}
var ToastContext = createContext$1(() => void 0);
/** Pure rule, tested: should this toast be shown, given the last message? */
function isDuplicateToast(last, next) {
	return last === next;
}
function ToastProvider({ children }) {
	const [toasts, setToasts] = useState([]);
	const last = useRef(void 0);
	const { t } = useTranslation();
	const dismiss = useCallback((id) => setToasts((list) => list.filter((x) => x.id !== id)), []);
	const notify = useCallback((toast) => {
		if (isDuplicateToast(last.current, toast.message)) return;
		last.current = toast.message;
		const id = Math.floor(Math.random() * 1e5);
		setToasts((list) => [...list, {
			...toast,
			id
		}]);
		if (!toast.hasNoTimeout) setTimeout(() => {
			dismiss(id);
			if (last.current === toast.message) last.current = void 0;
		}, toast.timeToLive ?? 5e3);
	}, [dismiss]);
	const value = useMemo(() => notify, [notify]);
	return /* @__PURE__ */ jsxs(ToastContext.Provider, {
		value,
		children: [children, /* @__PURE__ */ jsx("div", {
			className: "toasts",
			role: "status",
			"aria-live": "polite",
			children: toasts.map((toast) => /* @__PURE__ */ jsxs("div", {
				className: `toast toast-${toast.type}`,
				children: [
					/* @__PURE__ */ jsx("span", { children: toast.message }),
					toast.action1 ? /* @__PURE__ */ jsx("button", {
						type: "button",
						onClick: () => {
							toast.action1?.onClick?.();
							dismiss(toast.id);
						},
						children: toast.action1.label
					}) : null,
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "toast-close",
						"aria-label": t("close"),
						onClick: () => dismiss(toast.id),
						children: "×"
					})
				]
			}, toast.id))
		})]
	});
}
// domain/money.ts
/**
* Rounds to an integer, halves away from zero (2.5 → 3, −2.5 → −3).
* Float noise beyond 15 significant digits is ignored, so 1.005 * 100
* (= 100.49999999999999) rounds to 101 as a person would expect.
*/
function roundHalfUp(x) {
	if (!Number.isFinite(x)) throw new RangeError(`Cannot round ${x}`);
	const magnitude = Math.abs(x);
	const cleaned = magnitude < 0x38d7ea4c68000 ? Number(magnitude.toPrecision(15)) : magnitude;
	const rounded = Math.round(cleaned);
	return (x < 0 ? -rounded : rounded) + 0;
}
var DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/**
* Parses an amount in złoty (12.34, "12.34", "12,34", "1 234,56") to grosze,
* rounding half away from zero on the decimal text, so 12.345 → 1235 and
* 0.1 + 0.2 → 30. Throws RangeError on anything that is not a number.
*/
function toGrosze(amount) {
	let text;
	if (typeof amount === "number") {
		if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
		text = String(amount);
	} else if (typeof amount === "string") {
		text = amount.replace(/\s/g, "");
		if (text.includes(",") && text.includes(".")) throw new RangeError(`Ambiguous amount: ${JSON.stringify(amount)}`);
		text = text.replace(",", ".");
	} else throw new RangeError(`Not an amount: ${String(amount)}`);
	const match = DECIMAL.exec(text);
	const intDigits = match?.[2] ?? "";
	const fracDigits = match?.[3] ?? "";
	if (!match || intDigits.length + fracDigits.length === 0) throw new RangeError(`Not an amount: ${JSON.stringify(amount)}`);
	const negative = match[1] === "-";
	const exponent = match[4] === void 0 ? 0 : Number(match[4]);
	let digits = intDigits + fracDigits;
	let point = intDigits.length + exponent + 2;
	const leadingZeros = /^0*/.exec(digits)?.[0].length ?? 0;
	digits = digits.slice(leadingZeros);
	point -= leadingZeros;
	if (digits === "") return 0;
	if (point > 17) throw new RangeError(`Amount too large: ${JSON.stringify(amount)}`);
	const value = (point <= 0 ? 0 : Number(digits.padEnd(point, "0").slice(0, point))) + ((point >= 0 && point < digits.length ? digits[point] : "0") >= "5" ? 1 : 0);
	if (!Number.isSafeInteger(value)) throw new RangeError(`Amount too large: ${JSON.stringify(amount)}`);
	return negative && value !== 0 ? -value : value;
}
/** 1234 → 12.34 (a number with at most 2 decimals, for JSON output). */
function fromGrosze(g) {
	return roundHalfUp(g) / 100 + 0;
}
var formatters = /* @__PURE__ */ new Map();
/** 123456 → "1 234,56 zł" for pl-PL: 2 decimals, grouping always on (Intl's U+00A0 spaces kept). */
function formatPrice(g, locale = "pl-PL") {
	let formatter = formatters.get(locale);
	if (!formatter) {
		formatter = new Intl.NumberFormat(locale, {
			style: "currency",
			currency: "PLN",
			useGrouping: "always",
			minimumFractionDigits: 2,
			maximumFractionDigits: 2
		});
		formatters.set(locale, formatter);
	}
	return formatter.format(fromGrosze(g));
}
// app/components/Price.tsx
/**
* A price as shoppers must see it in Poland: "1 234,56 zł", and next to every discount the lowest price
* of the 30 days before it (Omnibus), with the discount measured against that price.
*/
function Price({ item, compact = false }) {
	const { t } = useTranslation("catalog");
	const now = formatPrice(toGrosze(item.final_price_incl_tax));
	if (!item.is_discounted) return /* @__PURE__ */ jsx("p", {
		className: "price",
		children: /* @__PURE__ */ jsx("span", {
			className: "price-now",
			children: now
		})
	});
	const lowest = item.lowest_price_30d ?? item.price_incl_tax;
	return /* @__PURE__ */ jsxs("p", {
		className: "price",
		children: [
			/* @__PURE__ */ jsxs("span", {
				className: "price-now sale",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [t("priceNow"), " "]
				}), now]
			}),
			!compact ? /* @__PURE__ */ jsxs("span", {
				className: "price-regular",
				children: [
					t("priceRegular"),
					" ",
					/* @__PURE__ */ jsx("s", { children: formatPrice(toGrosze(item.price_incl_tax)) })
				]
			}) : null,
			/* @__PURE__ */ jsx("span", {
				className: "omnibus",
				children: t("lowest30", { price: formatPrice(toGrosze(lowest)) })
			})
		]
	});
}
// app/lib/urls.ts
/** Storefront URLs of the specification's routes (section 2). */
function productUrl(p, childSku) {
	const parent = p.parentSku ?? p.sku;
	const slug = p.slug ?? p.url_key ?? "";
	return childSku && childSku !== parent ? `/p/${encodeURIComponent(parent)}/${slug}/${encodeURIComponent(childSku)}` : `/p/${encodeURIComponent(parent)}/${slug}`;
}
var imageUrl = (path, size) => path ? `/img/${size}/${size === 1800 ? 1500 : size}${path.startsWith("/") ? path : `/${path}`}` : void 0;
// app/features/search/SearchPanel.tsx
/** Search as you type from 3 characters, in the search panel; Enter or "all results" opens the results page. */
var FIELDS$1 = "sku,parentSku,slug,name,image,author,price_incl_tax,final_price_incl_tax,is_discounted,lowest_price_30d";
function SearchPanel() {
	const { t } = useTranslation();
	const [query, setQuery] = useState("");
	const [result, setResult] = useState(null);
	const id = useId();
	useEffect(() => {
		const q = query.trim();
		if (q.length < 3) {
			setResult(null);
			return;
		}
		const controller = new AbortController();
		const timer = setTimeout(() => {
			fetch(`/api/catalog/search?query=${encodeURIComponent(q)}&size=8&aggregations=false&includeFields=${FIELDS$1}`, { signal: controller.signal }).then((r) => r.json()).then((body) => setResult(body.code === 200 ? {
				items: body.result.items,
				total: body.result.total
			} : {
				items: [],
				total: 0
			})).catch(() => void 0);
		}, 200);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [query]);
	return /* @__PURE__ */ jsxs(Panel, {
		name: "search",
		title: t("search"),
		children: [
			/* @__PURE__ */ jsxs(Form, {
				action: "/search",
				role: "search",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: id,
					className: "visually-hidden",
					children: t("search")
				}), /* @__PURE__ */ jsx("input", {
					id,
					name: "query",
					type: "search",
					autoComplete: "off",
					value: query,
					placeholder: t("searchPlaceholder"),
					onChange: (e) => setQuery(e.target.value)
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				"aria-live": "polite",
				children: [query.trim().length > 0 && query.trim().length < 3 ? /* @__PURE__ */ jsx("p", {
					className: "hint",
					children: t("searchMinChars")
				}) : null, result && result.items.length === 0 ? /* @__PURE__ */ jsx("p", { children: t("searchNoResults", { query }) }) : null]
			}),
			result && result.items.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
				className: "search-hits",
				children: result.items.map((hit) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs(Link, {
					to: productUrl(hit),
					children: [hit.image ? /* @__PURE__ */ jsx("img", {
						src: imageUrl(hit.image, 150),
						alt: "",
						width: 60,
						height: 60
					}) : null, /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
						className: "name",
						children: hit.name
					}), hit.author ? /* @__PURE__ */ jsx("span", {
						className: "author",
						children: hit.author
					}) : null] })]
				}), /* @__PURE__ */ jsx(Price, {
					item: hit,
					compact: true
				})] }, hit.id))
			}), /* @__PURE__ */ jsx(Link, {
				className: "button",
				to: `/search?query=${encodeURIComponent(query.trim())}`,
				children: t("searchAllResults", { count: result.total })
			})] }) : null
		]
	});
}
// app/root.tsx
var root_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary,
	Layout: () => Layout,
	default: () => root_default,
	loader: () => loader$11
});
async function loader$11({ request, context }) {
	const url = new URL(request.url);
	const lang = pickLanguage(url, request.headers.get("cookie"));
	const { services } = context.get(appContext);
	const tree = await services.catalog.categoryTree(void 0, 2);
	const headers = new Headers();
	if (url.searchParams.get("lng") === lang) headers.append("Set-Cookie", `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
	return data({
		lang,
		messages: messagesFor(lang),
		menu: buildMenu(tree),
		origin: url.origin
	}, { headers });
}
function Layout({ children }) {
	const root = useRouteLoaderData("root");
	const lang = root?.lang ?? "pl";
	const i18n = useMemo(() => createI18n(lang, root?.messages ?? messagesFor(lang)), [lang, root?.messages]);
	return /* @__PURE__ */ jsxs("html", {
		lang,
		children: [/* @__PURE__ */ jsxs("head", { children: [
			/* @__PURE__ */ jsx("meta", { charSet: "utf-8" }),
			/* @__PURE__ */ jsx("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ jsx("meta", {
				name: "theme-color",
				content: "#0b3d5c"
			}),
			/* @__PURE__ */ jsx("link", {
				rel: "icon",
				href: "/favicon.svg",
				type: "image/svg+xml"
			}),
			/* @__PURE__ */ jsx(Meta, {}),
			/* @__PURE__ */ jsx(Links, {})
		] }), /* @__PURE__ */ jsxs("body", { children: [
			/* @__PURE__ */ jsx(I18nextProvider, {
				i18n,
				children: /* @__PURE__ */ jsx(ToastProvider, { children: /* @__PURE__ */ jsx(PanelProvider, { children: /* @__PURE__ */ jsx(Shell, {
					menu: root?.menu ?? [],
					lang,
					children
				}) }) })
			}),
			/* @__PURE__ */ jsx(ScrollRestoration, {}),
			/* @__PURE__ */ jsx(Scripts, {})
		] })]
	});
}
function Shell({ menu, lang, children }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("a", {
			className: "skip-link",
			href: "#main",
			children: t("skipToContent")
		}),
		/* @__PURE__ */ jsx(Header, {
			menu,
			lang
		}),
		/* @__PURE__ */ jsx("main", {
			id: "main",
			tabIndex: -1,
			children
		}),
		/* @__PURE__ */ jsx(Footer, {}),
		/* @__PURE__ */ jsx(SideMenu, { menu }),
		/* @__PURE__ */ jsx(SearchPanel, {})
	] });
}
var root_default = UNSAFE_withComponentProps(function App() {
	return /* @__PURE__ */ jsx(Outlet, {});
});
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	const { t } = useTranslation();
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return /* @__PURE__ */ jsxs("section", {
		className: "error-page",
		children: [
			/* @__PURE__ */ jsx("title", { children: notFound ? `${t("notFoundTitle")} | Kiosk` : `${t("errorTitle")} | Kiosk` }),
			/* @__PURE__ */ jsx("h1", { children: notFound ? t("notFoundTitle") : t("errorTitle") }),
			/* @__PURE__ */ jsx("p", { children: notFound ? t("notFoundTextPlain") : t("errorText") }),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				href: "/",
				children: t("backHome")
			}) })
		]
	});
});
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	default: () => home_default,
	loader: () => loader$10,
	meta: () => meta
});
var FIELDS = [
	"id",
	"sku",
	"parentSku",
	"slug",
	"name",
	"image",
	"url_path",
	"final_price_incl_tax",
	"price_incl_tax",
	"is_discounted",
	"lowest_price_30d",
	"author"
];
async function loader$10({ context }) {
	const { catalog } = context.get(appContext).services;
	const list = (sort, size, extra = {}) => catalog.search({
		sort,
		size,
		includeFields: FIELDS,
		aggregations: false,
		...extra
	}).then((r) => r.items);
	const [promo, bestsellers, sales] = await Promise.all([
		list("bestsellers", 8),
		list("bestsellers", 3),
		list("most_viewed", 3, { sale: true })
	]);
	return data({
		promo,
		bestsellers,
		sales
	}, { headers: { "Cache-Control": "public, max-age=60" } });
}
function meta() {
	return [{ title: "Kiosk – prasa, książki, prenumeraty i kolekcje" }, {
		name: "description",
		content: "Księgarnia i kiosk online: czasopisma, prenumeraty, książki, e-booki i kolekcje. Wysyłka w 24 h."
	}];
}
function ProductList({ title, items }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `h-${title}`,
		children: [/* @__PURE__ */ jsx("h2", {
			id: `h-${title}`,
			children: title
		}), /* @__PURE__ */ jsx("ul", {
			className: "tiles",
			children: items.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "tile",
				children: [
					/* @__PURE__ */ jsxs("a", {
						href: productUrl(item),
						children: [item.image ? /* @__PURE__ */ jsx("img", {
							src: imageUrl(item.image, 250),
							alt: "",
							width: 250,
							height: 250,
							loading: "lazy"
						}) : null, /* @__PURE__ */ jsx("span", {
							className: "name",
							children: item.name
						})]
					}),
					item.author ? /* @__PURE__ */ jsx("span", {
						className: "author",
						children: item.author
					}) : null,
					/* @__PURE__ */ jsx(Price, { item })
				]
			}, item.id))
		})]
	});
}
var home_default = UNSAFE_withComponentProps(function Home({ loaderData }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("h1", { children: "Witamy w Kiosku" }),
		/* @__PURE__ */ jsx(ProductList, {
			title: "Polecamy",
			items: loaderData.promo
		}),
		/* @__PURE__ */ jsx(ProductList, {
			title: "Bestsellery",
			items: loaderData.bestsellers
		}),
		/* @__PURE__ */ jsx(ProductList, {
			title: "Promocje",
			items: loaderData.sales
		})
	] });
});
// app/routes/category.tsx
var category_exports = /* @__PURE__ */ __exportAll({
	default: () => category_default,
	loader: () => loader$9
});
function loader$9() {
	throw data(null, { status: 404 });
}
var category_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/product.tsx
var product_exports = /* @__PURE__ */ __exportAll({
	default: () => product_default,
	loader: () => loader$8
});
function loader$8() {
	throw data(null, { status: 404 });
}
var product_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/cms-page.tsx
var cms_page_exports = /* @__PURE__ */ __exportAll({
	default: () => cms_page_default,
	loader: () => loader$7
});
function loader$7() {
	throw data(null, { status: 404 });
}
var cms_page_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/search.tsx
var search_exports = /* @__PURE__ */ __exportAll({
	default: () => search_default,
	loader: () => loader$6
});
function loader$6() {
	throw data(null, { status: 404 });
}
var search_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/compare.tsx
var compare_exports = /* @__PURE__ */ __exportAll({
	default: () => compare_default,
	loader: () => loader$5
});
function loader$5() {
	throw data(null, { status: 404 });
}
var compare_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/page-not-found.tsx
var page_not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => page_not_found_default,
	loader: () => loader$4
});
function loader$4() {
	throw data(null, { status: 404 });
}
var page_not_found_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/error.tsx
var error_exports = /* @__PURE__ */ __exportAll({
	default: () => error_default,
	loader: () => loader$3
});
function loader$3() {
	throw data(null, { status: 404 });
}
var error_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// app/routes/sitemap.ts
var sitemap_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$2 });
function loader$2() {
	return new Response("Not found", { status: 404 });
}
// app/routes/robots.ts
var robots_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$1 });
function loader$1() {
	return new Response("Not found", { status: 404 });
}
// app/routes/dispatch.tsx
var dispatch_exports = /* @__PURE__ */ __exportAll({
	default: () => dispatch_default,
	loader: () => loader
});
function loader() {
	throw data(null, { status: 404 });
}
var dispatch_default = UNSAFE_withComponentProps(function Placeholder() {
	return null;
});
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-qI_BxsKS.js",
		"imports": [
			"/assets/rolldown-runtime-WkwZ5CU-.js",
			"/assets/components-BAYwOfx7.js",
			"/assets/errorBoundaries-mtqTJ16h.js",
			"/assets/jsx-runtime-BZi9cxqW.js"
		],
		"css": []
	},
	"routes": {
		"root": {
			"id": "root",
			"parentId": void 0,
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/root-BE0x9110.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/components-BAYwOfx7.js",
				"/assets/errorBoundaries-mtqTJ16h.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/urls-B9oUja20.js"
			],
			"css": ["/assets/root-C9iiqLSt.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"home": {
			"id": "home",
			"parentId": "root",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-CyQSAxP_.js",
			"imports": [
				"/assets/components-BAYwOfx7.js",
				"/assets/urls-B9oUja20.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"pwa-home": {
			"id": "pwa-home",
			"parentId": "root",
			"path": "pwa.html",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-CyQSAxP_.js",
			"imports": [
				"/assets/components-BAYwOfx7.js",
				"/assets/urls-B9oUja20.js",
				"/assets/jsx-runtime-BZi9cxqW.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"category": {
			"id": "category",
			"parentId": "root",
			"path": "c/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/category-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product": {
			"id": "product",
			"parentId": "root",
			"path": "p/:parentSku/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"product-variant": {
			"id": "product-variant",
			"parentId": "root",
			"path": "p/:parentSku/:slug/:childSku",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/product-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"cms-page": {
			"id": "cms-page",
			"parentId": "root",
			"path": "i/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/cms-page-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"search": {
			"id": "search",
			"parentId": "root",
			"path": "search",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/search-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"compare": {
			"id": "compare",
			"parentId": "root",
			"path": "compare",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/compare-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"page-not-found": {
			"id": "page-not-found",
			"parentId": "root",
			"path": "page-not-found",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/page-not-found-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"error": {
			"id": "error",
			"parentId": "root",
			"path": "error",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/error-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"sitemap": {
			"id": "sitemap",
			"parentId": "root",
			"path": "sitemap.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/sitemap-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"robots": {
			"id": "robots",
			"parentId": "root",
			"path": "robots.txt",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/robots-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"urldispatcher": {
			"id": "urldispatcher",
			"parentId": "root",
			"path": "*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/dispatch-UwCOIevO.js",
			"imports": ["/assets/components-BAYwOfx7.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-166b634a.js",
	"version": "166b634a",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = "build-product/client";
var basename = "/";
var future = {
	"unstable_enableNodeReadableStream": false,
	"unstable_optimizeDeps": false
};
var ssr = true;
var isSpaMode = false;
var prerender = [];
var routeDiscovery = {
	"mode": "lazy",
	"manifestPath": "/__manifest"
};
var publicPath = "/";
var entry = { module: entry_server_exports };
var routes = {
	"root": {
		id: "root",
		parentId: void 0,
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: root_exports
	},
	"home": {
		id: "home",
		parentId: "root",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: home_exports
	},
	"pwa-home": {
		id: "pwa-home",
		parentId: "root",
		path: "pwa.html",
		index: void 0,
		caseSensitive: void 0,
		module: home_exports
	},
	"category": {
		id: "category",
		parentId: "root",
		path: "c/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: category_exports
	},
	"product": {
		id: "product",
		parentId: "root",
		path: "p/:parentSku/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"product-variant": {
		id: "product-variant",
		parentId: "root",
		path: "p/:parentSku/:slug/:childSku",
		index: void 0,
		caseSensitive: void 0,
		module: product_exports
	},
	"cms-page": {
		id: "cms-page",
		parentId: "root",
		path: "i/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: cms_page_exports
	},
	"search": {
		id: "search",
		parentId: "root",
		path: "search",
		index: void 0,
		caseSensitive: void 0,
		module: search_exports
	},
	"compare": {
		id: "compare",
		parentId: "root",
		path: "compare",
		index: void 0,
		caseSensitive: void 0,
		module: compare_exports
	},
	"page-not-found": {
		id: "page-not-found",
		parentId: "root",
		path: "page-not-found",
		index: void 0,
		caseSensitive: void 0,
		module: page_not_found_exports
	},
	"error": {
		id: "error",
		parentId: "root",
		path: "error",
		index: void 0,
		caseSensitive: void 0,
		module: error_exports
	},
	"sitemap": {
		id: "sitemap",
		parentId: "root",
		path: "sitemap.xml",
		index: void 0,
		caseSensitive: void 0,
		module: sitemap_exports
	},
	"robots": {
		id: "robots",
		parentId: "root",
		path: "robots.txt",
		index: void 0,
		caseSensitive: void 0,
		module: robots_exports
	},
	"urldispatcher": {
		id: "urldispatcher",
		parentId: "root",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: dispatch_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };
