import { C as isLanguage, S as LOCALES, T as appContext, _ as toGrosze, a as productTile, b as LANGUAGE_COOKIE, c as isMultiOption, d as cmsUrl, f as imageUrl, g as roundHalfUp, h as fromGrosze, l as isTextOption, m as formatPrice, o as customOptionsPrice, p as productUrl, s as customValuePrice, u as missingCustomOptions, v as buildMenu, w as pickLanguage, x as LANGUAGE_NAMES, y as LANGUAGES } from "./assets/page-data-CscTxfy5.js";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { Form, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, UNSAFE_withHydrateFallbackProps, data, isRouteErrorResponse, redirect, useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { createContext as createContext$1, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
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
// app/i18n/locales/common.ts
/** Layout, navigation, notifications, errors: the strings every page needs. */
var common_default = {
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
};
// app/i18n/locales/catalog.ts
/** Prices, stock, listings and product pages. */
var catalog_default = {
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
};
// app/i18n/locales/listing.ts
/** Category listings and the search results page: counts, filters, sorts, paging. */
var listing_default = {
	pl: {
		count_one: "{{count}} produkt",
		count_few: "{{count}} produkty",
		count_many: "{{count}} produktów",
		count_other: "{{count}} produktu",
		resultsAnnounce_one: "Znaleziono {{count}} produkt.",
		resultsAnnounce_few: "Znaleziono {{count}} produkty.",
		resultsAnnounce_many: "Znaleziono {{count}} produktów.",
		resultsAnnounce_other: "Znaleziono {{count}} produktu.",
		shown_one: "Wyświetlono {{shown}} z {{count}} produktu",
		shown_few: "Wyświetlono {{shown}} z {{count}} produktów",
		shown_many: "Wyświetlono {{shown}} z {{count}} produktów",
		shown_other: "Wyświetlono {{shown}} z {{count}} produktu",
		moreLoaded: "Wczytano kolejne produkty.",
		productsHeading: "Produkty",
		filters: "Filtry",
		activeCount: "wybrane: {{count}}",
		closeFilters: "Zamknij filtry",
		applyFilters: "Pokaż wyniki",
		clearFilters: "Wyczyść filtry",
		clearAll: "Wyczyść wszystko",
		activeFilters: "Wybrane filtry",
		removeFilter: "Usuń filtr: {{label}}",
		filter_color: "Kolor",
		filter_size: "Rozmiar",
		filter_womens_sizes: "Rozmiar damski",
		filter_mens_sizes: "Rozmiar męski",
		filter_kids_sizes: "Rozmiar dziecięcy",
		filter_publication_form: "Forma wydania",
		filter_publishing_series: "Seria wydawnicza",
		filter_pattern_type: "Wzór",
		filter_erin_recommends: "Polecane przez redakcję",
		filter_price: "Cena",
		priceRange: "{{from}} – {{to}}",
		priceFrom: "{{from}} i więcej",
		showOnly: "Pokaż tylko",
		flag_sale: "Promocje",
		flag_bestsellery: "Bestsellery",
		flag_new: "Nowości",
		phrase: "Szukaj w tej kategorii",
		phrasePlaceholder: "Tytuł, autor…",
		phraseSubmit: "Szukaj",
		phraseChip: "Fraza: „{{query}}”",
		sortLabel: "Sortuj",
		sortApply: "Zastosuj",
		sort_default: "Polecane",
		sort_relevance: "Trafność",
		sort_latest: "Najnowsze",
		sort_price_asc: "Cena: od najniższej",
		sort_price_desc: "Cena: od najwyższej",
		sort_most_viewed: "Najczęściej oglądane",
		sort_bestsellers: "Najczęściej kupowane",
		sort_premiere: "Data premiery",
		subcategories: "Podkategorie",
		loadMore: "Pokaż więcej produktów",
		loadingMore: "Wczytywanie…",
		loadMoreError: "Nie udało się wczytać kolejnych produktów. Spróbuj ponownie.",
		windowNotice: "Pokazujemy produkty od {{from}} do {{to}}.",
		windowBack: "Pokaż od początku",
		emptyFiltered: "Żaden produkt nie spełnia wybranych kryteriów. Spróbuj zmienić filtry.",
		emptyCategory: "W tej kategorii nie ma teraz produktów. Zajrzyj do nas wkrótce!",
		priceSoon: "Cena dostępna wkrótce",
		pricesHiddenNotice: "Ceny produktów z tej kategorii podamy wkrótce.",
		discountSr: "Obniżka o {{percent}}%",
		searchHeading: "Wyniki wyszukiwania: „{{query}}”",
		searchHeadingEmpty: "Wyszukiwanie",
		searchLabel: "Szukaj w sklepie",
		searchPlaceholder: "Tytuł, autor, ISBN…",
		searchSubmit: "Szukaj",
		searchTooShort: "Wpisz co najmniej 3 znaki.",
		searchNoResults: "Nic nie znaleźliśmy dla „{{query}}”.",
		searchNoResultsHint: "Sprawdź pisownię albo wpisz inne słowa: tytuł, autora lub numer ISBN.",
		searchMetaDescription: "Wyniki wyszukiwania „{{query}}” w sklepie Kiosk."
	},
	en: {
		count_one: "{{count}} product",
		count_other: "{{count}} products",
		resultsAnnounce_one: "{{count}} product found.",
		resultsAnnounce_other: "{{count}} products found.",
		shown_one: "Showing {{shown}} of {{count}} product",
		shown_other: "Showing {{shown}} of {{count}} products",
		moreLoaded: "More products loaded.",
		productsHeading: "Products",
		filters: "Filters",
		activeCount: "{{count}} selected",
		closeFilters: "Close filters",
		applyFilters: "Show results",
		clearFilters: "Clear filters",
		clearAll: "Clear all",
		activeFilters: "Selected filters",
		removeFilter: "Remove filter: {{label}}",
		filter_color: "Colour",
		filter_size: "Size",
		filter_womens_sizes: "Women's size",
		filter_mens_sizes: "Men's size",
		filter_kids_sizes: "Children's size",
		filter_publication_form: "Format",
		filter_publishing_series: "Publishing series",
		filter_pattern_type: "Pattern",
		filter_erin_recommends: "Editors' pick",
		filter_price: "Price",
		priceRange: "{{from}} – {{to}}",
		priceFrom: "{{from}} and more",
		showOnly: "Show only",
		flag_sale: "On sale",
		flag_bestsellery: "Bestsellers",
		flag_new: "New",
		phrase: "Search this category",
		phrasePlaceholder: "Title, author…",
		phraseSubmit: "Search",
		phraseChip: "Phrase: “{{query}}”",
		sortLabel: "Sort by",
		sortApply: "Apply",
		sort_default: "Recommended",
		sort_relevance: "Relevance",
		sort_latest: "Newest",
		sort_price_asc: "Price: low to high",
		sort_price_desc: "Price: high to low",
		sort_most_viewed: "Most viewed",
		sort_bestsellers: "Bestselling",
		sort_premiere: "Release date",
		subcategories: "Subcategories",
		loadMore: "Show more products",
		loadingMore: "Loading…",
		loadMoreError: "More products could not be loaded. Please try again.",
		windowNotice: "Showing products {{from}} to {{to}}.",
		windowBack: "Show from the beginning",
		emptyFiltered: "No products match the selected criteria. Try changing the filters.",
		emptyCategory: "There are no products in this category right now. Please check back soon!",
		priceSoon: "Price available soon",
		pricesHiddenNotice: "Prices for products in this category will be announced soon.",
		discountSr: "{{percent}}% off",
		searchHeading: "Search results: “{{query}}”",
		searchHeadingEmpty: "Search",
		searchLabel: "Search the shop",
		searchPlaceholder: "Title, author, ISBN…",
		searchSubmit: "Search",
		searchTooShort: "Type at least 3 characters.",
		searchNoResults: "Nothing found for “{{query}}”.",
		searchNoResultsHint: "Check the spelling or try other words: a title, an author or an ISBN.",
		searchMetaDescription: "Search results for “{{query}}” at Kiosk."
	},
	de: {
		count_one: "{{count}} Produkt",
		count_other: "{{count}} Produkte",
		resultsAnnounce_one: "{{count}} Produkt gefunden.",
		resultsAnnounce_other: "{{count}} Produkte gefunden.",
		shown_one: "{{shown}} von {{count}} Produkt angezeigt",
		shown_other: "{{shown}} von {{count}} Produkten angezeigt",
		moreLoaded: "Weitere Produkte geladen.",
		productsHeading: "Produkte",
		filters: "Filter",
		activeCount: "{{count}} ausgewählt",
		closeFilters: "Filter schließen",
		applyFilters: "Ergebnisse anzeigen",
		clearFilters: "Filter zurücksetzen",
		clearAll: "Alle zurücksetzen",
		activeFilters: "Ausgewählte Filter",
		removeFilter: "Filter entfernen: {{label}}",
		filter_color: "Farbe",
		filter_size: "Größe",
		filter_womens_sizes: "Damengröße",
		filter_mens_sizes: "Herrengröße",
		filter_kids_sizes: "Kindergröße",
		filter_publication_form: "Ausgabeform",
		filter_publishing_series: "Verlagsreihe",
		filter_pattern_type: "Muster",
		filter_erin_recommends: "Empfehlung der Redaktion",
		filter_price: "Preis",
		priceRange: "{{from}} – {{to}}",
		priceFrom: "ab {{from}}",
		showOnly: "Nur anzeigen",
		flag_sale: "Angebote",
		flag_bestsellery: "Bestseller",
		flag_new: "Neuheiten",
		phrase: "In dieser Kategorie suchen",
		phrasePlaceholder: "Titel, Autor…",
		phraseSubmit: "Suchen",
		phraseChip: "Suchbegriff: „{{query}}“",
		sortLabel: "Sortieren nach",
		sortApply: "Anwenden",
		sort_default: "Empfohlen",
		sort_relevance: "Relevanz",
		sort_latest: "Neueste",
		sort_price_asc: "Preis: aufsteigend",
		sort_price_desc: "Preis: absteigend",
		sort_most_viewed: "Meistgesehen",
		sort_bestsellers: "Meistverkauft",
		sort_premiere: "Erscheinungsdatum",
		subcategories: "Unterkategorien",
		loadMore: "Weitere Produkte anzeigen",
		loadingMore: "Wird geladen…",
		loadMoreError: "Weitere Produkte konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
		windowNotice: "Angezeigt werden die Produkte {{from}} bis {{to}}.",
		windowBack: "Von Anfang an anzeigen",
		emptyFiltered: "Kein Produkt entspricht den gewählten Kriterien. Ändern Sie die Filter.",
		emptyCategory: "In dieser Kategorie gibt es derzeit keine Produkte. Schauen Sie bald wieder vorbei!",
		priceSoon: "Preis bald verfügbar",
		pricesHiddenNotice: "Die Preise der Produkte in dieser Kategorie geben wir bald bekannt.",
		discountSr: "Um {{percent}} % reduziert",
		searchHeading: "Suchergebnisse: „{{query}}“",
		searchHeadingEmpty: "Suche",
		searchLabel: "Im Shop suchen",
		searchPlaceholder: "Titel, Autor, ISBN…",
		searchSubmit: "Suchen",
		searchTooShort: "Geben Sie mindestens 3 Zeichen ein.",
		searchNoResults: "Keine Ergebnisse für „{{query}}“.",
		searchNoResultsHint: "Prüfen Sie die Schreibweise oder versuchen Sie andere Wörter: Titel, Autor oder ISBN.",
		searchMetaDescription: "Suchergebnisse für „{{query}}“ bei Kiosk."
	},
	it: {
		count_one: "{{count}} prodotto",
		count_other: "{{count}} prodotti",
		resultsAnnounce_one: "Trovato {{count}} prodotto.",
		resultsAnnounce_other: "Trovati {{count}} prodotti.",
		shown_one: "Visualizzato {{shown}} di {{count}} prodotto",
		shown_other: "Visualizzati {{shown}} di {{count}} prodotti",
		moreLoaded: "Altri prodotti caricati.",
		productsHeading: "Prodotti",
		filters: "Filtri",
		activeCount: "{{count}} selezionati",
		closeFilters: "Chiudi i filtri",
		applyFilters: "Mostra i risultati",
		clearFilters: "Azzera i filtri",
		clearAll: "Azzera tutto",
		activeFilters: "Filtri selezionati",
		removeFilter: "Rimuovi il filtro: {{label}}",
		filter_color: "Colore",
		filter_size: "Taglia",
		filter_womens_sizes: "Taglia donna",
		filter_mens_sizes: "Taglia uomo",
		filter_kids_sizes: "Taglia bambino",
		filter_publication_form: "Formato",
		filter_publishing_series: "Collana editoriale",
		filter_pattern_type: "Fantasia",
		filter_erin_recommends: "Consigliati dalla redazione",
		filter_price: "Prezzo",
		priceRange: "{{from}} – {{to}}",
		priceFrom: "{{from}} e oltre",
		showOnly: "Mostra solo",
		flag_sale: "In offerta",
		flag_bestsellery: "Bestseller",
		flag_new: "Novità",
		phrase: "Cerca in questa categoria",
		phrasePlaceholder: "Titolo, autore…",
		phraseSubmit: "Cerca",
		phraseChip: "Frase: «{{query}}»",
		sortLabel: "Ordina per",
		sortApply: "Applica",
		sort_default: "Consigliati",
		sort_relevance: "Pertinenza",
		sort_latest: "Più recenti",
		sort_price_asc: "Prezzo: dal più basso",
		sort_price_desc: "Prezzo: dal più alto",
		sort_most_viewed: "Più visti",
		sort_bestsellers: "Più venduti",
		sort_premiere: "Data di uscita",
		subcategories: "Sottocategorie",
		loadMore: "Mostra altri prodotti",
		loadingMore: "Caricamento…",
		loadMoreError: "Impossibile caricare altri prodotti. Riprova.",
		windowNotice: "Sono visualizzati i prodotti da {{from}} a {{to}}.",
		windowBack: "Mostra dall'inizio",
		emptyFiltered: "Nessun prodotto corrisponde ai criteri scelti. Prova a modificare i filtri.",
		emptyCategory: "Al momento non ci sono prodotti in questa categoria. Torna a trovarci presto!",
		priceSoon: "Prezzo disponibile a breve",
		pricesHiddenNotice: "I prezzi dei prodotti di questa categoria saranno comunicati a breve.",
		discountSr: "Sconto del {{percent}}%",
		searchHeading: "Risultati della ricerca: «{{query}}»",
		searchHeadingEmpty: "Ricerca",
		searchLabel: "Cerca nel negozio",
		searchPlaceholder: "Titolo, autore, ISBN…",
		searchSubmit: "Cerca",
		searchTooShort: "Digita almeno 3 caratteri.",
		searchNoResults: "Nessun risultato per «{{query}}».",
		searchNoResultsHint: "Controlla l'ortografia o prova altre parole: titolo, autore o ISBN.",
		searchMetaDescription: "Risultati della ricerca «{{query}}» su Kiosk."
	}
};
// app/i18n/locales/product.ts
/** Product page, compare page and recently viewed; every key in all four languages. */
var product_default$1 = {
	pl: {
		addToCart: "Dodaj do koszyka",
		addToWishlist: "Dodaj do ulubionych",
		purchaseForm: "Zakup",
		qty: "Ilość",
		qtyOf: "Ilość: {{name}}",
		price: "Cena",
		product: "Produkt",
		required: "wymagane",
		none: "Brak",
		choose: "Wybierz…",
		vatIncluded: "zawiera {{rate}}% VAT",
		discountBadge: "Obniżka o {{percent}}% względem najniższej ceny z 30 dni",
		stock_inStock: "Dostępny",
		stock_lowStock: "Ostatnie sztuki",
		stock_outOfStock: "Niedostępny",
		valueUnavailable: "niedostępne w tej kombinacji",
		noSuchConfiguration: "Brak takiej konfiguracji produktu. Wybierz inną kombinację atrybutów.",
		noVariants: "Brak dostępnych wariantów produktu.",
		outOfStockCannotAdd: "Produkt jest niedostępny i nie może zostać dodany do koszyka.",
		chooseRequired: "Wybierz wymagane opcje: {{names}}.",
		bundleTotal: "Suma cen wybranych produktów:",
		groupedCaption: "Produkty w zestawie",
		groupedTotal: "Razem za wybrane:",
		groupedChooseQty: "Podaj ilość co najmniej jednego produktu z zestawu.",
		groupedEmpty: "Produkty z tego zestawu są chwilowo niedostępne.",
		subscriptionLength: "Liczba wydań",
		perIssue: "{{price}} za wydanie",
		startingNumber: "Pierwsze wydanie",
		startingNumberOption: "{{label}} – {{date}}",
		subscriptionTotal: "Do zapłaty za prenumeratę:",
		recurringTitle: "Płatność cykliczna.",
		recurringText: "Po opłaconym okresie prenumerata odnawia się automatycznie, a należność za kolejny okres pobieramy z zapisanej karty. Odnawianie wyłączysz w Moim koncie.",
		giftTitle: "Prezent w zestawie.",
		giftText: "Do tej prenumeraty dołączamy upominek.",
		priceWithOptions: "Cena z wybranymi opcjami:",
		downloadsTitle: "Pliki do pobrania",
		downloadsUnlimited: "Bez limitu",
		downloadsLimit_one: "Limit: {{count}} pobranie",
		downloadsLimit_few: "Limit: {{count}} pobrania",
		downloadsLimit_many: "Limit: {{count}} pobrań",
		downloadsLimit_other: "Limit: {{count}} pobrania",
		sample: "Pobierz fragment ({{format}})",
		withdrawalDigital: "Treści cyfrowe: gdy za Twoją wyraźną zgodą, wyrażoną przy zamówieniu, rozpoczniesz pobieranie, tracisz prawo do odstąpienia od umowy.",
		virtualNote: "Produkt elektroniczny – nie wymaga wysyłki.",
		images: "Zdjęcia produktu",
		showImage: "Pokaż zdjęcie {{n}} z {{total}}: {{label}}",
		zoom: "powiększ zdjęcie",
		imageOf: "Zdjęcie {{n}} z {{total}}",
		previousImage: "Poprzednie",
		nextImage: "Następne",
		noImage: "Brak zdjęcia",
		description: "Opis",
		details: "Szczegóły produktu",
		attr_author: "Autor",
		attr_publisher: "Wydawca",
		attr_isbn: "ISBN",
		attr_ean: "EAN",
		attr_premiere: "Data premiery",
		attr_publicationForm: "Forma wydania",
		attr_series: "Seria wydawnicza",
		attr_pressType: "Cykl wydawniczy",
		attr_editions: "Liczba wydań",
		attr_shippingSchedule: "Harmonogram wysyłki",
		attr_manufacturer: "Producent",
		sizeGuide: "Tabela rozmiarów",
		sizeGuideCaption: "Wymiary w centymetrach",
		sizeGuideNote: "Szerokość mierzona na płasko pod pachami, długość od najwyższego punktu ramienia. Tolerancja ±2 cm.",
		size: "Rozmiar",
		chest: "Obwód klatki piersiowej",
		width: "Szerokość",
		length: "Długość",
		reviews: "Opinie",
		noReviews: "Brak opinii",
		related: "Zobacz także",
		recentlyViewed: "Ostatnio oglądane",
		compare: "Porównaj",
		compareLink: "Przejdź do porównania ({{count}})",
		compareAdded: "Dodano „{{name}}” do porównania.",
		compareRemoved: "Usunięto „{{name}}” z porównania.",
		compareFull_one: "Możesz porównać najwyżej {{count}} produkt. Usuń któryś z listy porównania.",
		compareFull_few: "Możesz porównać najwyżej {{count}} produkty. Usuń któryś z listy porównania.",
		compareFull_many: "Możesz porównać najwyżej {{count}} produktów. Usuń któryś z listy porównania.",
		compareFull_other: "Możesz porównać najwyżej {{count}} produktu. Usuń któryś z listy porównania.",
		storageFailed: "Nie udało się zapisać listy w przeglądarce.",
		compareTitle: "Porównanie produktów",
		compareLoading: "Wczytujemy produkty do porównania…",
		compareEmpty_one: "Lista porównania jest pusta. Na stronie produktu wybierz „Porównaj”, aby go dodać (najwyżej {{count}} produkt).",
		compareEmpty_few: "Lista porównania jest pusta. Na stronie produktu wybierz „Porównaj”, aby go dodać (najwyżej {{count}} produkty).",
		compareEmpty_many: "Lista porównania jest pusta. Na stronie produktu wybierz „Porównaj”, aby go dodać (najwyżej {{count}} produktów).",
		compareEmpty_other: "Lista porównania jest pusta. Na stronie produktu wybierz „Porównaj”, aby go dodać (najwyżej {{count}} produktu).",
		compareCount_one: "Porównujesz {{count}} produkt (najwyżej {{max}}).",
		compareCount_few: "Porównujesz {{count}} produkty (najwyżej {{max}}).",
		compareCount_many: "Porównujesz {{count}} produktów (najwyżej {{max}}).",
		compareCount_other: "Porównujesz {{count}} produktu (najwyżej {{max}}).",
		compareMissing_one: "{{count}} produkt z listy nie jest już dostępny.",
		compareMissing_few: "{{count}} produkty z listy nie są już dostępne.",
		compareMissing_many: "{{count}} produktów z listy nie jest już dostępnych.",
		compareMissing_other: "{{count}} produktu z listy nie jest już dostępne.",
		compareClear: "Wyczyść listę",
		compareRemove: "Usuń",
		continueShopping: "Wróć do zakupów",
		noValue: "brak danych",
		compareRow_type: "Rodzaj produktu",
		compareRow_author: "Autor",
		compareRow_publisher: "Wydawca",
		compareRow_isbn: "ISBN",
		compareRow_ean: "EAN",
		compareRow_premiere: "Data premiery",
		compareRow_publicationForm: "Forma wydania",
		compareRow_series: "Seria wydawnicza",
		compareRow_pressType: "Cykl wydawniczy",
		compareRow_editions: "Liczba wydań",
		compareRow_color: "Kolor",
		compareRow_size: "Rozmiar",
		compareRow_stock: "Dostępność",
		type_simple: "Produkt",
		type_configurable: "Produkt w wariantach",
		type_bundle: "Pakiet",
		type_grouped: "Zestaw",
		type_virtual: "Produkt elektroniczny",
		type_single_number: "Pojedyncze wydanie",
		type_subscription: "Prenumerata",
		type_downloadable: "Plik do pobrania"
	},
	en: {
		addToCart: "Add to cart",
		addToWishlist: "Add to wishlist",
		purchaseForm: "Purchase",
		qty: "Quantity",
		qtyOf: "Quantity: {{name}}",
		price: "Price",
		product: "Product",
		required: "required",
		none: "None",
		choose: "Choose…",
		vatIncluded: "includes {{rate}}% VAT",
		discountBadge: "{{percent}}% off the lowest price of the last 30 days",
		stock_inStock: "In stock",
		stock_lowStock: "Last items",
		stock_outOfStock: "Out of stock",
		valueUnavailable: "not available in this combination",
		noSuchConfiguration: "No such configuration for the product. Please choose another combination of attributes.",
		noVariants: "No available product variants.",
		outOfStockCannotAdd: "The product is out of stock and cannot be added to the cart.",
		chooseRequired: "Please choose the required options: {{names}}.",
		bundleTotal: "Total of the selected products:",
		groupedCaption: "Products in this set",
		groupedTotal: "Total for the selection:",
		groupedChooseQty: "Enter a quantity for at least one product of the set.",
		groupedEmpty: "The products of this set are currently unavailable.",
		subscriptionLength: "Number of issues",
		perIssue: "{{price}} per issue",
		startingNumber: "First issue",
		startingNumberOption: "{{label}} – {{date}}",
		subscriptionTotal: "Subscription total:",
		recurringTitle: "Recurring payment.",
		recurringText: "After the paid period the subscription renews automatically and the next period is charged to your saved card. You can turn renewal off in My account.",
		giftTitle: "Gift included.",
		giftText: "This subscription comes with a gift.",
		priceWithOptions: "Price with the selected options:",
		downloadsTitle: "Files to download",
		downloadsUnlimited: "Unlimited",
		downloadsLimit_one: "Limit: {{count}} download",
		downloadsLimit_other: "Limit: {{count}} downloads",
		sample: "Download a sample ({{format}})",
		withdrawalDigital: "Digital content: once you start downloading with your express consent, given when ordering, you lose the right to withdraw from the contract.",
		virtualNote: "Electronic product – no shipping needed.",
		images: "Product images",
		showImage: "Show image {{n}} of {{total}}: {{label}}",
		zoom: "enlarge image",
		imageOf: "Image {{n}} of {{total}}",
		previousImage: "Previous",
		nextImage: "Next",
		noImage: "No image",
		description: "Description",
		details: "Product details",
		attr_author: "Author",
		attr_publisher: "Publisher",
		attr_isbn: "ISBN",
		attr_ean: "EAN",
		attr_premiere: "Release date",
		attr_publicationForm: "Format",
		attr_series: "Series",
		attr_pressType: "Frequency",
		attr_editions: "Number of issues",
		attr_shippingSchedule: "Shipping schedule",
		attr_manufacturer: "Manufacturer",
		sizeGuide: "Size guide",
		sizeGuideCaption: "Measurements in centimetres",
		sizeGuideNote: "Width measured flat under the arms, length from the highest point of the shoulder. Tolerance ±2 cm.",
		size: "Size",
		chest: "Chest",
		width: "Width",
		length: "Length",
		reviews: "Reviews",
		noReviews: "No reviews yet",
		related: "You may also like",
		recentlyViewed: "Recently viewed",
		compare: "Compare",
		compareLink: "Go to comparison ({{count}})",
		compareAdded: "“{{name}}” added to the comparison.",
		compareRemoved: "“{{name}}” removed from the comparison.",
		compareFull_one: "You can compare at most {{count}} product. Remove one from the comparison first.",
		compareFull_other: "You can compare at most {{count}} products. Remove one from the comparison first.",
		storageFailed: "The list could not be saved in your browser.",
		compareTitle: "Product comparison",
		compareLoading: "Loading the products to compare…",
		compareEmpty_one: "Your comparison is empty. Choose “Compare” on a product page to add it (at most {{count}} product).",
		compareEmpty_other: "Your comparison is empty. Choose “Compare” on a product page to add it (at most {{count}} products).",
		compareCount_one: "You are comparing {{count}} product (at most {{max}}).",
		compareCount_other: "You are comparing {{count}} products (at most {{max}}).",
		compareMissing_one: "{{count}} product of the list is no longer available.",
		compareMissing_other: "{{count}} products of the list are no longer available.",
		compareClear: "Clear the list",
		compareRemove: "Remove",
		continueShopping: "Continue shopping",
		noValue: "no data",
		compareRow_type: "Product type",
		compareRow_author: "Author",
		compareRow_publisher: "Publisher",
		compareRow_isbn: "ISBN",
		compareRow_ean: "EAN",
		compareRow_premiere: "Release date",
		compareRow_publicationForm: "Format",
		compareRow_series: "Series",
		compareRow_pressType: "Frequency",
		compareRow_editions: "Number of issues",
		compareRow_color: "Colour",
		compareRow_size: "Size",
		compareRow_stock: "Availability",
		type_simple: "Product",
		type_configurable: "Product with variants",
		type_bundle: "Bundle",
		type_grouped: "Set",
		type_virtual: "Electronic product",
		type_single_number: "Single issue",
		type_subscription: "Subscription",
		type_downloadable: "Download"
	},
	de: {
		addToCart: "In den Warenkorb",
		addToWishlist: "Auf die Wunschliste",
		purchaseForm: "Kauf",
		qty: "Menge",
		qtyOf: "Menge: {{name}}",
		price: "Preis",
		product: "Produkt",
		required: "erforderlich",
		none: "Keine",
		choose: "Bitte wählen…",
		vatIncluded: "inkl. {{rate}} % MwSt.",
		discountBadge: "{{percent}} % günstiger als der niedrigste Preis der letzten 30 Tage",
		stock_inStock: "Verfügbar",
		stock_lowStock: "Nur noch wenige",
		stock_outOfStock: "Nicht verfügbar",
		valueUnavailable: "in dieser Kombination nicht verfügbar",
		noSuchConfiguration: "Diese Produktkonfiguration gibt es nicht. Bitte wählen Sie eine andere Kombination.",
		noVariants: "Keine verfügbaren Produktvarianten.",
		outOfStockCannotAdd: "Das Produkt ist nicht vorrätig und kann nicht in den Warenkorb gelegt werden.",
		chooseRequired: "Bitte wählen Sie die Pflichtoptionen: {{names}}.",
		bundleTotal: "Summe der gewählten Produkte:",
		groupedCaption: "Produkte im Set",
		groupedTotal: "Summe der Auswahl:",
		groupedChooseQty: "Geben Sie für mindestens ein Produkt des Sets eine Menge an.",
		groupedEmpty: "Die Produkte dieses Sets sind derzeit nicht verfügbar.",
		subscriptionLength: "Anzahl der Ausgaben",
		perIssue: "{{price}} pro Ausgabe",
		startingNumber: "Erste Ausgabe",
		startingNumberOption: "{{label}} – {{date}}",
		subscriptionTotal: "Abonnement gesamt:",
		recurringTitle: "Wiederkehrende Zahlung.",
		recurringText: "Nach dem bezahlten Zeitraum verlängert sich das Abonnement automatisch, der nächste Zeitraum wird von Ihrer gespeicherten Karte abgebucht. Die Verlängerung schalten Sie unter Mein Konto ab.",
		giftTitle: "Mit Geschenk.",
		giftText: "Zu diesem Abonnement gibt es ein Geschenk.",
		priceWithOptions: "Preis mit den gewählten Optionen:",
		downloadsTitle: "Dateien zum Herunterladen",
		downloadsUnlimited: "Unbegrenzt",
		downloadsLimit_one: "Limit: {{count}} Download",
		downloadsLimit_other: "Limit: {{count}} Downloads",
		sample: "Leseprobe herunterladen ({{format}})",
		withdrawalDigital: "Digitale Inhalte: Beginnen Sie den Download mit Ihrer ausdrücklichen Zustimmung bei der Bestellung, erlischt Ihr Widerrufsrecht.",
		virtualNote: "Elektronisches Produkt – kein Versand nötig.",
		images: "Produktbilder",
		showImage: "Bild {{n}} von {{total}} zeigen: {{label}}",
		zoom: "Bild vergrößern",
		imageOf: "Bild {{n}} von {{total}}",
		previousImage: "Zurück",
		nextImage: "Weiter",
		noImage: "Kein Bild",
		description: "Beschreibung",
		details: "Produktdetails",
		attr_author: "Autor",
		attr_publisher: "Verlag",
		attr_isbn: "ISBN",
		attr_ean: "EAN",
		attr_premiere: "Erscheinungsdatum",
		attr_publicationForm: "Ausgabeform",
		attr_series: "Reihe",
		attr_pressType: "Erscheinungsweise",
		attr_editions: "Anzahl der Ausgaben",
		attr_shippingSchedule: "Versandplan",
		attr_manufacturer: "Hersteller",
		sizeGuide: "Größentabelle",
		sizeGuideCaption: "Maße in Zentimetern",
		sizeGuideNote: "Breite flach unter den Armen gemessen, Länge ab dem höchsten Punkt der Schulter. Toleranz ±2 cm.",
		size: "Größe",
		chest: "Brustumfang",
		width: "Breite",
		length: "Länge",
		reviews: "Bewertungen",
		noReviews: "Noch keine Bewertungen",
		related: "Das könnte Ihnen auch gefallen",
		recentlyViewed: "Zuletzt angesehen",
		compare: "Vergleichen",
		compareLink: "Zum Vergleich ({{count}})",
		compareAdded: "„{{name}}“ zum Vergleich hinzugefügt.",
		compareRemoved: "„{{name}}“ aus dem Vergleich entfernt.",
		compareFull_one: "Sie können höchstens {{count}} Produkt vergleichen. Entfernen Sie zuerst eines aus dem Vergleich.",
		compareFull_other: "Sie können höchstens {{count}} Produkte vergleichen. Entfernen Sie zuerst eines aus dem Vergleich.",
		storageFailed: "Die Liste konnte im Browser nicht gespeichert werden.",
		compareTitle: "Produktvergleich",
		compareLoading: "Produkte zum Vergleich werden geladen…",
		compareEmpty_one: "Ihr Vergleich ist leer. Wählen Sie auf einer Produktseite „Vergleichen“ (höchstens {{count}} Produkt).",
		compareEmpty_other: "Ihr Vergleich ist leer. Wählen Sie auf einer Produktseite „Vergleichen“ (höchstens {{count}} Produkte).",
		compareCount_one: "Sie vergleichen {{count}} Produkt (höchstens {{max}}).",
		compareCount_other: "Sie vergleichen {{count}} Produkte (höchstens {{max}}).",
		compareMissing_one: "{{count}} Produkt der Liste ist nicht mehr verfügbar.",
		compareMissing_other: "{{count}} Produkte der Liste sind nicht mehr verfügbar.",
		compareClear: "Liste leeren",
		compareRemove: "Entfernen",
		continueShopping: "Weiter einkaufen",
		noValue: "keine Angabe",
		compareRow_type: "Produktart",
		compareRow_author: "Autor",
		compareRow_publisher: "Verlag",
		compareRow_isbn: "ISBN",
		compareRow_ean: "EAN",
		compareRow_premiere: "Erscheinungsdatum",
		compareRow_publicationForm: "Ausgabeform",
		compareRow_series: "Reihe",
		compareRow_pressType: "Erscheinungsweise",
		compareRow_editions: "Anzahl der Ausgaben",
		compareRow_color: "Farbe",
		compareRow_size: "Größe",
		compareRow_stock: "Verfügbarkeit",
		type_simple: "Produkt",
		type_configurable: "Produkt mit Varianten",
		type_bundle: "Paket",
		type_grouped: "Set",
		type_virtual: "Elektronisches Produkt",
		type_single_number: "Einzelausgabe",
		type_subscription: "Abonnement",
		type_downloadable: "Download"
	},
	it: {
		addToCart: "Aggiungi al carrello",
		addToWishlist: "Aggiungi ai preferiti",
		purchaseForm: "Acquisto",
		qty: "Quantità",
		qtyOf: "Quantità: {{name}}",
		price: "Prezzo",
		product: "Prodotto",
		required: "obbligatorio",
		none: "Nessuno",
		choose: "Scegli…",
		vatIncluded: "IVA {{rate}}% inclusa",
		discountBadge: "{{percent}}% in meno rispetto al prezzo più basso degli ultimi 30 giorni",
		stock_inStock: "Disponibile",
		stock_lowStock: "Ultimi pezzi",
		stock_outOfStock: "Non disponibile",
		valueUnavailable: "non disponibile in questa combinazione",
		noSuchConfiguration: "Questa configurazione del prodotto non esiste. Scegli un'altra combinazione di attributi.",
		noVariants: "Nessuna variante del prodotto disponibile.",
		outOfStockCannotAdd: "Il prodotto non è disponibile e non può essere aggiunto al carrello.",
		chooseRequired: "Scegli le opzioni obbligatorie: {{names}}.",
		bundleTotal: "Totale dei prodotti scelti:",
		groupedCaption: "Prodotti del set",
		groupedTotal: "Totale della selezione:",
		groupedChooseQty: "Indica la quantità di almeno un prodotto del set.",
		groupedEmpty: "I prodotti di questo set non sono al momento disponibili.",
		subscriptionLength: "Numero di uscite",
		perIssue: "{{price}} a uscita",
		startingNumber: "Prima uscita",
		startingNumberOption: "{{label}} – {{date}}",
		subscriptionTotal: "Totale abbonamento:",
		recurringTitle: "Pagamento ricorrente.",
		recurringText: "Alla fine del periodo pagato l'abbonamento si rinnova automaticamente e il periodo successivo viene addebitato sulla carta salvata. Puoi disattivare il rinnovo nel tuo account.",
		giftTitle: "Regalo incluso.",
		giftText: "Questo abbonamento include un regalo.",
		priceWithOptions: "Prezzo con le opzioni scelte:",
		downloadsTitle: "File da scaricare",
		downloadsUnlimited: "Illimitati",
		downloadsLimit_one: "Limite: {{count}} download",
		downloadsLimit_many: "Limite: {{count}} download",
		downloadsLimit_other: "Limite: {{count}} download",
		sample: "Scarica un estratto ({{format}})",
		withdrawalDigital: "Contenuti digitali: se inizi il download con il tuo consenso esplicito, dato al momento dell'ordine, perdi il diritto di recesso.",
		virtualNote: "Prodotto elettronico – nessuna spedizione.",
		images: "Immagini del prodotto",
		showImage: "Mostra immagine {{n}} di {{total}}: {{label}}",
		zoom: "ingrandisci immagine",
		imageOf: "Immagine {{n}} di {{total}}",
		previousImage: "Precedente",
		nextImage: "Successiva",
		noImage: "Nessuna immagine",
		description: "Descrizione",
		details: "Dettagli del prodotto",
		attr_author: "Autore",
		attr_publisher: "Editore",
		attr_isbn: "ISBN",
		attr_ean: "EAN",
		attr_premiere: "Data di uscita",
		attr_publicationForm: "Formato",
		attr_series: "Collana",
		attr_pressType: "Periodicità",
		attr_editions: "Numero di uscite",
		attr_shippingSchedule: "Calendario di spedizione",
		attr_manufacturer: "Produttore",
		sizeGuide: "Guida alle taglie",
		sizeGuideCaption: "Misure in centimetri",
		sizeGuideNote: "Larghezza misurata in piano sotto le ascelle, lunghezza dal punto più alto della spalla. Tolleranza ±2 cm.",
		size: "Taglia",
		chest: "Torace",
		width: "Larghezza",
		length: "Lunghezza",
		reviews: "Recensioni",
		noReviews: "Nessuna recensione",
		related: "Potrebbe piacerti anche",
		recentlyViewed: "Visti di recente",
		compare: "Confronta",
		compareLink: "Vai al confronto ({{count}})",
		compareAdded: "«{{name}}» aggiunto al confronto.",
		compareRemoved: "«{{name}}» rimosso dal confronto.",
		compareFull_one: "Puoi confrontare al massimo {{count}} prodotto. Rimuovine prima uno dal confronto.",
		compareFull_many: "Puoi confrontare al massimo {{count}} prodotti. Rimuovine prima uno dal confronto.",
		compareFull_other: "Puoi confrontare al massimo {{count}} prodotti. Rimuovine prima uno dal confronto.",
		storageFailed: "Non è stato possibile salvare l'elenco nel browser.",
		compareTitle: "Confronto prodotti",
		compareLoading: "Caricamento dei prodotti da confrontare…",
		compareEmpty_one: "Il confronto è vuoto. Scegli «Confronta» nella pagina di un prodotto (al massimo {{count}} prodotto).",
		compareEmpty_many: "Il confronto è vuoto. Scegli «Confronta» nella pagina di un prodotto (al massimo {{count}} prodotti).",
		compareEmpty_other: "Il confronto è vuoto. Scegli «Confronta» nella pagina di un prodotto (al massimo {{count}} prodotti).",
		compareCount_one: "Stai confrontando {{count}} prodotto (al massimo {{max}}).",
		compareCount_many: "Stai confrontando {{count}} prodotti (al massimo {{max}}).",
		compareCount_other: "Stai confrontando {{count}} prodotti (al massimo {{max}}).",
		compareMissing_one: "{{count}} prodotto dell'elenco non è più disponibile.",
		compareMissing_many: "{{count}} prodotti dell'elenco non sono più disponibili.",
		compareMissing_other: "{{count}} prodotti dell'elenco non sono più disponibili.",
		compareClear: "Svuota l'elenco",
		compareRemove: "Rimuovi",
		continueShopping: "Continua gli acquisti",
		noValue: "nessun dato",
		compareRow_type: "Tipo di prodotto",
		compareRow_author: "Autore",
		compareRow_publisher: "Editore",
		compareRow_isbn: "ISBN",
		compareRow_ean: "EAN",
		compareRow_premiere: "Data di uscita",
		compareRow_publicationForm: "Formato",
		compareRow_series: "Collana",
		compareRow_pressType: "Periodicità",
		compareRow_editions: "Numero di uscite",
		compareRow_color: "Colore",
		compareRow_size: "Taglia",
		compareRow_stock: "Disponibilità",
		type_simple: "Prodotto",
		type_configurable: "Prodotto con varianti",
		type_bundle: "Pacchetto",
		type_grouped: "Set",
		type_virtual: "Prodotto elettronico",
		type_single_number: "Numero singolo",
		type_subscription: "Abbonamento",
		type_downloadable: "Download"
	}
};
// app/i18n/locales/pages.ts
/** Home, information pages, not found and error pages: every key in pl, en, de and it. */
var pages_default = {
	pl: {
		home: "Strona główna",
		homeHeading: "Kiosk – prasa, książki, prenumeraty i kolekcje",
		homeTitle: "Kiosk – prasa, książki, prenumeraty i kolekcje online",
		homeDescription: "Księgarnia i kiosk online: czasopisma, prenumeraty, książki, e-booki i kolekcje. Wysyłka w 24 h, bezpieczne płatności, 14 dni na zwrot.",
		carousel: "karuzela",
		slide: "slajd",
		heroLabel: "Polecane oferty",
		slideOf: "{{index}} z {{count}}",
		previousSlide: "Poprzedni baner",
		nextSlide: "Następny baner",
		offersLabel: "Oferty specjalne",
		uspHeading: "Dlaczego warto kupować w Kiosku",
		promoHeading: "Polecamy",
		bestsellersHeading: "Bestsellery",
		newsHeading: "Nowości",
		salesHeading: "Promocje",
		seeAll: "Zobacz wszystkie",
		publishersHeading: "Nasi wydawcy",
		cmsPagesNav: "Strony informacyjne",
		cmsToc: "Spis treści",
		cmsUpdated: "Ostatnia aktualizacja:",
		cmsTableLabel: "Tabela (przewiń w bok, aby zobaczyć wszystkie kolumny)",
		statusCodeLabel: "Kod błędu:",
		notFoundHeading: "Nie znaleźliśmy tej strony",
		notFoundPathIntro: "Adres, którego szukasz, nie istnieje:",
		notFoundText: "Być może produkt został wycofany ze sprzedaży, strona zmieniła adres albo w linku jest literówka. Spróbuj wyszukać to, czego potrzebujesz.",
		notFoundSearchHeading: "Wyszukaj w sklepie",
		notFoundSearchLabel: "Czego szukasz?",
		searchButton: "Szukaj",
		searchHint: "Wpisz co najmniej 3 znaki: tytuł, autora, wydawcę lub numer ISBN.",
		popularCategories: "Popularne kategorie",
		goHome: "Przejdź na stronę główną",
		contactUs: "Napisz do nas",
		errorHeading: "Coś poszło nie tak",
		errorText: "Przepraszamy, nie udało się wyświetlić tej strony z powodu błędu po naszej stronie.",
		errorHelp: "Spróbuj ponownie za chwilę. Jeśli problem się powtarza, skontaktuj się z nami – Twój koszyk jest bezpieczny.",
		tryAgain: "Spróbuj ponownie"
	},
	en: {
		home: "Home",
		homeHeading: "Kiosk – press, books, subscriptions and collections",
		homeTitle: "Kiosk – press, books, subscriptions and collections online",
		homeDescription: "Online bookshop and newsstand: magazines, subscriptions, books, e-books and collections. Shipped within 24 h, secure payments, 14 days to return.",
		carousel: "carousel",
		slide: "slide",
		heroLabel: "Featured offers",
		slideOf: "{{index}} of {{count}}",
		previousSlide: "Previous banner",
		nextSlide: "Next banner",
		offersLabel: "Special offers",
		uspHeading: "Why shop at Kiosk",
		promoHeading: "We recommend",
		bestsellersHeading: "Bestsellers",
		newsHeading: "New arrivals",
		salesHeading: "On sale",
		seeAll: "See all",
		publishersHeading: "Our publishers",
		cmsPagesNav: "Information pages",
		cmsToc: "Contents",
		cmsUpdated: "Last updated:",
		cmsTableLabel: "Table (scroll sideways to see all columns)",
		statusCodeLabel: "Error code:",
		notFoundHeading: "We could not find this page",
		notFoundPathIntro: "The address you are looking for does not exist:",
		notFoundText: "The product may have been withdrawn, the page may have moved or the link may contain a typo. Try searching for what you need.",
		notFoundSearchHeading: "Search the shop",
		notFoundSearchLabel: "What are you looking for?",
		searchButton: "Search",
		searchHint: "Type at least 3 characters: a title, author, publisher or ISBN.",
		popularCategories: "Popular categories",
		goHome: "Go to the home page",
		contactUs: "Contact us",
		errorHeading: "Something went wrong",
		errorText: "Sorry, this page could not be shown because of an error on our side.",
		errorHelp: "Please try again in a moment. If the problem persists, contact us – your cart is safe.",
		tryAgain: "Try again"
	},
	de: {
		home: "Startseite",
		homeHeading: "Kiosk – Presse, Bücher, Abonnements und Sammlungen",
		homeTitle: "Kiosk – Presse, Bücher, Abonnements und Sammlungen online",
		homeDescription: "Online-Buchhandlung und Kiosk: Zeitschriften, Abonnements, Bücher, E-Books und Sammlungen. Versand in 24 h, sichere Zahlung, 14 Tage Rückgabe.",
		carousel: "Karussell",
		slide: "Folie",
		heroLabel: "Empfohlene Angebote",
		slideOf: "{{index}} von {{count}}",
		previousSlide: "Vorheriges Banner",
		nextSlide: "Nächstes Banner",
		offersLabel: "Sonderangebote",
		uspHeading: "Warum bei Kiosk einkaufen",
		promoHeading: "Wir empfehlen",
		bestsellersHeading: "Bestseller",
		newsHeading: "Neuheiten",
		salesHeading: "Angebote",
		seeAll: "Alle ansehen",
		publishersHeading: "Unsere Verlage",
		cmsPagesNav: "Informationsseiten",
		cmsToc: "Inhalt",
		cmsUpdated: "Zuletzt aktualisiert:",
		cmsTableLabel: "Tabelle (seitlich scrollen, um alle Spalten zu sehen)",
		statusCodeLabel: "Fehlercode:",
		notFoundHeading: "Diese Seite haben wir nicht gefunden",
		notFoundPathIntro: "Die gesuchte Adresse existiert nicht:",
		notFoundText: "Vielleicht wurde das Produkt aus dem Sortiment genommen, die Seite ist umgezogen oder der Link enthält einen Tippfehler. Suchen Sie, was Sie brauchen.",
		notFoundSearchHeading: "Im Shop suchen",
		notFoundSearchLabel: "Wonach suchen Sie?",
		searchButton: "Suchen",
		searchHint: "Geben Sie mindestens 3 Zeichen ein: Titel, Autor, Verlag oder ISBN.",
		popularCategories: "Beliebte Kategorien",
		goHome: "Zur Startseite",
		contactUs: "Schreiben Sie uns",
		errorHeading: "Etwas ist schiefgelaufen",
		errorText: "Entschuldigung, diese Seite konnte wegen eines Fehlers auf unserer Seite nicht angezeigt werden.",
		errorHelp: "Bitte versuchen Sie es gleich noch einmal. Wenn das Problem bleibt, kontaktieren Sie uns – Ihr Warenkorb ist sicher.",
		tryAgain: "Erneut versuchen"
	},
	it: {
		home: "Home",
		homeHeading: "Kiosk – stampa, libri, abbonamenti e collezioni",
		homeTitle: "Kiosk – stampa, libri, abbonamenti e collezioni online",
		homeDescription: "Libreria ed edicola online: riviste, abbonamenti, libri, e-book e collezioni. Spedizione in 24 h, pagamenti sicuri, 14 giorni per il reso.",
		carousel: "carosello",
		slide: "diapositiva",
		heroLabel: "Offerte in evidenza",
		slideOf: "{{index}} di {{count}}",
		previousSlide: "Banner precedente",
		nextSlide: "Banner successivo",
		offersLabel: "Offerte speciali",
		uspHeading: "Perché acquistare su Kiosk",
		promoHeading: "Consigliati",
		bestsellersHeading: "Bestseller",
		newsHeading: "Novità",
		salesHeading: "In offerta",
		seeAll: "Vedi tutti",
		publishersHeading: "I nostri editori",
		cmsPagesNav: "Pagine informative",
		cmsToc: "Indice",
		cmsUpdated: "Ultimo aggiornamento:",
		cmsTableLabel: "Tabella (scorri lateralmente per vedere tutte le colonne)",
		statusCodeLabel: "Codice di errore:",
		notFoundHeading: "Non abbiamo trovato questa pagina",
		notFoundPathIntro: "L'indirizzo che cerchi non esiste:",
		notFoundText: "Forse il prodotto è stato ritirato, la pagina è stata spostata o il link contiene un errore di battitura. Prova a cercare ciò che ti serve.",
		notFoundSearchHeading: "Cerca nel negozio",
		notFoundSearchLabel: "Che cosa cerchi?",
		searchButton: "Cerca",
		searchHint: "Digita almeno 3 caratteri: titolo, autore, editore o ISBN.",
		popularCategories: "Categorie popolari",
		goHome: "Vai alla home page",
		contactUs: "Scrivici",
		errorHeading: "Qualcosa è andato storto",
		errorText: "Spiacenti, non è stato possibile mostrare questa pagina a causa di un errore da parte nostra.",
		errorHelp: "Riprova tra poco. Se il problema persiste, contattaci: il tuo carrello è al sicuro.",
		tryAgain: "Riprova"
	}
};
// app/i18n/resources.ts
/**
* All translations, one module per namespace with the four languages side by side, so a missing key is
* easy to spot (and is caught by i18n.test.ts). Add a namespace here when a feature gets its own file.
*/
var NAMESPACES = {
	common: common_default,
	catalog: catalog_default,
	listing: listing_default,
	product: product_default$1,
	pages: pages_default
};
function messagesFor(lang) {
	return Object.fromEntries(Object.entries(NAMESPACES).map(([ns, byLang]) => [ns, byLang[lang]]));
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
function useNotify() {
	return useContext(ToastContext);
}
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
// app/features/search/SearchPanel.tsx
/** Search as you type from 3 characters, in the search panel; Enter or "all results" opens the results page. */
var FIELDS = "sku,parentSku,slug,name,image,author,price_incl_tax,final_price_incl_tax,is_discounted,lowest_price_30d";
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
			fetch(`/api/catalog/search?query=${encodeURIComponent(q)}&size=8&aggregations=false&includeFields=${FIELDS}`, { signal: controller.signal }).then((r) => r.json()).then((body) => setResult(body.code === 200 ? {
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
	loader: () => loader$10
});
async function loader$10({ request, context }) {
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
// app/lib/seo.ts
var SHOP_SUFFIX = " | Kiosk";
var SHOP_NAME = "Kiosk";
function pageTitle(title) {
	const clean = title.replace(/\s+/g, " ").trim();
	if (clean.length > 60) return clean.slice(0, 60).trimEnd();
	if (clean.length < 45) return `${clean}${SHOP_SUFFIX}`;
	return clean;
}
function metaDescription(text, max = 155) {
	const clean = (text ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
	return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}
function seoMeta(input) {
	const canonical = `${input.origin}${input.path}`;
	const langUrl = (l) => l === "pl" ? canonical : `${canonical}${canonical.includes("?") ? "&" : "?"}lng=${l}`;
	const tags = [
		{ title: pageTitle(input.title) },
		{
			name: "description",
			content: metaDescription(input.description)
		},
		{
			tagName: "link",
			rel: "canonical",
			href: langUrl(input.lang)
		},
		...LANGUAGES.map((l) => ({
			tagName: "link",
			rel: "alternate",
			hrefLang: LOCALES[l],
			href: langUrl(l)
		})),
		{
			tagName: "link",
			rel: "alternate",
			hrefLang: "x-default",
			href: canonical
		},
		{
			property: "og:site_name",
			content: SHOP_NAME
		},
		{
			property: "og:title",
			content: input.title
		},
		{
			property: "og:description",
			content: metaDescription(input.description)
		},
		{
			property: "og:url",
			content: langUrl(input.lang)
		},
		{
			property: "og:type",
			content: input.type ?? "website"
		},
		{
			property: "og:locale",
			content: LOCALES[input.lang].replace("-", "_")
		}
	];
	if (input.image) tags.push({
		property: "og:image",
		content: input.image.startsWith("http") ? input.image : `${input.origin}${input.image}`
	});
	if (input.noindex) tags.push({
		name: "robots",
		content: "noindex, follow"
	});
	for (const doc of input.jsonLd ?? []) tags.push({ "script:ld+json": doc });
	return tags;
}
function organizationJsonLd(origin) {
	return {
		"@context": "https://schema.org",
		"@type": "Organization",
		name: "Kiosk sp. z o.o.",
		url: origin,
		logo: `${origin}/favicon.svg`,
		email: "sklep@kiosk.example.pl",
		telephone: "+48 22 123 45 67",
		vatID: "PL5260250274",
		address: {
			"@type": "PostalAddress",
			streetAddress: "ul. Marszałkowska 84/92",
			postalCode: "00-514",
			addressLocality: "Warszawa",
			addressCountry: "PL"
		}
	};
}
function breadcrumbJsonLd(origin, items) {
	return {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: items.map((c, i) => ({
			"@type": "ListItem",
			position: i + 1,
			name: c.name,
			...c.url ? { item: `${origin}${c.url}` } : {}
		}))
	};
}
// domain/slug.ts
/** Letters that Unicode decomposition does not reduce to a base letter. */
var EXTRA_FOLDS = {
	ł: "l",
	Ł: "L",
	đ: "d",
	Đ: "D",
	ø: "o",
	Ø: "O",
	ß: "ss",
	æ: "ae",
	Æ: "AE",
	œ: "oe",
	Œ: "OE"
};
/** Strips diacritics: "Żółw" → "Zolw", "Łódź" → "Lodz". */
function foldDiacritics(text) {
	return text.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[łŁđĐøØßæÆœŒ]/g, (ch) => EXTRA_FOLDS[ch] ?? ch);
}
/** URL slug: "Żółw w kapeluszu" → "zolw-w-kapeluszu", "Gęślą jaźń!" → "gesla-jazn". */
function slugify(text) {
	return foldDiacritics(text.toLowerCase()).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
// app/features/home/home-data.ts
/**
* Shapes of the home page's data and the pure rules that turn CMS rows into them: banner pictures
* (desktop and mobile sources through the image service) and the "home-usp" block.
*/
/** The only product fields a tile needs: keeps the loader data (and the HTML) small. */
var TILE_FIELDS$1 = [
	"id",
	"sku",
	"parentSku",
	"slug",
	"name",
	"image",
	"author",
	"final_price_incl_tax",
	"price_incl_tax",
	"is_discounted",
	"lowest_price_30d"
];
/**
* Intrinsic sizes of the slots' artwork (the demo's and the CMS guidelines'): width/height on the
* image reserve the space before it loads. CSS fixes the same aspect ratio, so other artwork is cropped,
* never shifted.
*/
var SLOT_ART = {
	mainpl: {
		desktop: [1920, 600],
		mobile: [800, 800]
	},
	second: {
		desktop: [960, 320],
		mobile: [600, 400]
	},
	logos: {
		desktop: [300, 120],
		mobile: [300, 120]
	}
};
/** Size of artwork w×h once fitted inside a box (the image service never crops: "fit inside"). */
function fitInside([w, h], box, boxH = box) {
	const scale = Math.min(box / w, boxH / h);
	return [Math.round(w * scale), Math.round(h * scale)];
}
function picture(path, art, small) {
	const [sw] = fitInside(art, small);
	const [lw, lh] = small === 250 ? fitInside(art, 500) : fitInside(art, 1800, 1500);
	const large = small === 250 ? imageUrl(path, 500) : imageUrl(path, 1800);
	const src = imageUrl(path, small) ?? "";
	return {
		src,
		srcSet: `${src} ${sw}w, ${large} ${lw}w`,
		width: lw,
		height: lh
	};
}
/** Internal links stay paths (client navigation); absolute http(s) links pass; anything else is dropped. */
function bannerHref(link) {
	const value = link?.trim() ?? "";
	if (value.startsWith("/") && !value.startsWith("//")) return value;
	return /^https?:\/\//i.test(value) ? value : null;
}
function toHomeBanner(b) {
	const art = SLOT_ART[b.slot];
	const desktopPath = b.slot === "second" ? b.urlDesktop : b.imageDesktop;
	const mobilePath = (b.slot === "second" ? b.urlMobile : b.imageMobile) ?? desktopPath;
	if (!art || !desktopPath || !mobilePath) return null;
	const small = b.slot === "logos" ? 250 : 500;
	return {
		id: b.id,
		href: bannerHref(b.link),
		alt: b.alt.trim(),
		caption: b.text1?.trim() || null,
		desktop: picture(desktopPath, art.desktop, small),
		mobile: picture(mobilePath, art.mobile, small),
		showDesktop: b.desktop,
		showMobile: b.mobile
	};
}
function bannersFor(all, slot) {
	return all.filter((b) => b.slot === slot).sort((a, b) => a.order - b.order || a.id - b.id).flatMap((b) => toHomeBanner(b) ?? []);
}
/** The "home-usp" block: JSON text {items: [{icon, title, text}]}; anything malformed is skipped. */
function parseUspBlock(content) {
	if (!content) return [];
	let parsed;
	try {
		parsed = JSON.parse(content);
	} catch {
		return [];
	}
	const items = parsed?.items;
	if (!Array.isArray(items)) return [];
	return items.flatMap((item) => {
		const { icon, title, text } = item ?? {};
		if (typeof title !== "string" || title.trim() === "") return [];
		return [{
			icon: typeof icon === "string" ? icon : "",
			title: title.trim(),
			text: typeof text === "string" ? text.trim() : ""
		}];
	});
}
/** Products of `list` not already in `shown`, at most `size`: the home lists never repeat a product. */
function withoutShown(list, shown, size) {
	const ids = new Set(shown.map((p) => p.id));
	return list.filter((p) => !ids.has(p.id)).slice(0, size);
}
// app/features/home/load-home.ts
async function loadHome(services) {
	const { catalog, cms } = services;
	const list = (input) => catalog.search({
		...input,
		includeFields: TILE_FIELDS$1,
		aggregations: false
	}).then((r) => r.items);
	const [promo, topSellers, news, sales, banners, blocks, main] = await Promise.all([
		list({
			sort: "bestsellers",
			size: 8
		}),
		list({
			sort: "bestsellers",
			size: 11
		}),
		list({
			sort: "updated_at:desc",
			size: 3
		}),
		list({
			sort: "most_viewed",
			size: 3,
			sale: true
		}),
		cms.banners(),
		cms.blocks(["home-usp"]),
		catalog.findCategory(2).catch(() => null)
	]);
	const mainSlug = main ? main.url_key || `${slugify(main.name)}-${main.id}` : null;
	const listingUrl = (flag) => mainSlug ? `/c/${mainSlug}?${flag}=true` : null;
	return {
		hero: bannersFor(banners, "mainpl"),
		second: bannersFor(banners, "second"),
		logos: bannersFor(banners, "logos"),
		usp: parseUspBlock(blocks.find((b) => b.identifier === "home-usp")?.content),
		promo,
		bestsellers: withoutShown(topSellers, promo, 3),
		news,
		sales,
		links: {
			bestsellers: listingUrl("bestsellery"),
			news: listingUrl("new"),
			sales: listingUrl("sale")
		}
	};
}
// app/features/cms/page-meta.ts
/**
* What meta functions need from the root loader (origin and language) and the "pages" texts in that
* language: meta() runs outside React, so it cannot use the i18next hook.
*/
function pageMetaContext(matches) {
	const root = matches.find((m) => m?.id === "root")?.loaderData;
	const lang = isLanguage(root?.lang) ? root.lang : "pl";
	const origin = typeof root?.origin === "string" ? root.origin : "";
	const texts = pages_default[lang];
	return {
		origin,
		lang,
		text: (key, vars) => (texts[key] ?? pages_default.pl[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name) => String(vars?.[name] ?? ""))
	};
}
// app/features/cms/cache-headers.ts
/**
* Document headers for the pages' HTML: the loader's Cache-Control, varied by Cookie (the language lives
* in a cookie), and never shared-cacheable when the response sets a cookie (a ?lng= language switch).
*/
function htmlCacheHeaders({ loaderHeaders, parentHeaders }) {
	const headers = new Headers();
	const cacheControl = loaderHeaders.get("Cache-Control");
	const setsCookie = parentHeaders.has("Set-Cookie") || loaderHeaders.has("Set-Cookie");
	if (cacheControl) headers.set("Cache-Control", setsCookie ? "private, no-store" : cacheControl);
	if (cacheControl && !setsCookie) headers.set("Vary", "Cookie");
	return headers;
}
// app/features/home/BannerPicture.tsx
/** A CMS banner as a responsive picture: the mobile artwork under 768 px, the desktop one above. */
var MOBILE_MEDIA = "(max-width: 767px)";
function BannerPicture({ banner, sizes, eager = false }) {
	const { desktop, mobile } = banner;
	return /* @__PURE__ */ jsxs("picture", { children: [/* @__PURE__ */ jsx("source", {
		media: MOBILE_MEDIA,
		srcSet: mobile.srcSet,
		sizes: "100vw",
		width: mobile.width,
		height: mobile.height
	}), /* @__PURE__ */ jsx("img", {
		src: desktop.src,
		srcSet: desktop.srcSet,
		sizes,
		alt: banner.alt,
		width: desktop.width,
		height: desktop.height,
		loading: eager ? "eager" : "lazy",
		fetchPriority: eager ? "high" : "auto",
		decoding: eager ? "sync" : "async"
	})] });
}
/** The banner's picture, linked when it has a link (internal paths navigate client-side). */
function BannerLink({ banner, sizes, eager, className }) {
	const picture = /* @__PURE__ */ jsx(BannerPicture, {
		banner,
		sizes,
		eager: eager ?? false
	});
	if (!banner.href) return /* @__PURE__ */ jsx("div", {
		className,
		children: picture
	});
	return banner.href.startsWith("/") ? /* @__PURE__ */ jsx(Link, {
		to: banner.href,
		className,
		children: picture
	}) : /* @__PURE__ */ jsx("a", {
		href: banner.href,
		className,
		children: picture
	});
}
function visibilityClass(banner) {
	if (banner.showDesktop && !banner.showMobile) return " only-desktop";
	if (!banner.showDesktop && banner.showMobile) return " only-mobile";
	return "";
}
// app/features/home/HeroCarousel.tsx
/**
* The "mainpl" banners as a scroll-snap strip: swipe, scroll or use the previous/next buttons. It never
* moves by itself (WCAG 2.2.2), every slide is a labelled group, and tabbing to a slide's link scrolls
* it into view. Without JavaScript it is still a scrollable strip.
*/
function HeroCarousel({ banners }) {
	const { t } = useTranslation("pages");
	const track = useRef(null);
	const [current, setCurrent] = useState(0);
	const count = banners.length;
	useEffect(() => {
		const el = track.current;
		if (!el) return;
		const onScroll = () => setCurrent(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))));
		el.addEventListener("scroll", onScroll, { passive: true });
		return () => el.removeEventListener("scroll", onScroll);
	}, [count]);
	if (!count) return null;
	const go = (index) => {
		const el = track.current;
		if (!el) return;
		const target = (index + count) % count;
		const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
		el.scrollTo({
			left: target * el.clientWidth,
			behavior: reduce ? "auto" : "smooth"
		});
		setCurrent(target);
	};
	return /* @__PURE__ */ jsxs("section", {
		className: "hero",
		"aria-roledescription": t("carousel"),
		"aria-label": t("heroLabel"),
		children: [/* @__PURE__ */ jsx("div", {
			className: "hero-track",
			ref: track,
			id: "hero-track",
			children: banners.map((b, i) => /* @__PURE__ */ jsx("div", {
				className: `hero-slide${visibilityClass(b)}`,
				role: "group",
				"aria-roledescription": t("slide"),
				"aria-label": t("slideOf", {
					index: i + 1,
					count
				}),
				children: /* @__PURE__ */ jsx(BannerLink, {
					banner: b,
					sizes: "(min-width: 1232px) 1200px, 100vw",
					eager: i === 0,
					className: "hero-link"
				})
			}, b.id))
		}), count > 1 ? /* @__PURE__ */ jsxs("div", {
			className: "hero-controls",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "hero-button",
					"aria-controls": "hero-track",
					"aria-label": t("previousSlide"),
					onClick: () => go(current - 1),
					children: /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						width: "24",
						height: "24",
						"aria-hidden": "true",
						focusable: "false",
						children: /* @__PURE__ */ jsx("path", {
							d: "M15 5l-7 7 7 7",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "2.5",
							strokeLinecap: "round",
							strokeLinejoin: "round"
						})
					})
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "hero-counter",
					"aria-hidden": "true",
					children: [
						current + 1,
						" / ",
						count
					]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "hero-button",
					"aria-controls": "hero-track",
					"aria-label": t("nextSlide"),
					onClick: () => go(current + 1),
					children: /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						width: "24",
						height: "24",
						"aria-hidden": "true",
						focusable: "false",
						children: /* @__PURE__ */ jsx("path", {
							d: "M9 5l7 7-7 7",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "2.5",
							strokeLinecap: "round",
							strokeLinejoin: "round"
						})
					})
				})
			]
		}) : null]
	});
}
// app/features/home/UspStrip.tsx
/** Why shop here: the "home-usp" CMS block as a strip of short promises with icons. */
var ICONS = {
	truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zM19 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z",
	gift: "M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7zM12 7c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7z",
	lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2.5",
	return: "M4 9h11a5 5 0 0 1 0 10H8M4 9l4-4M4 9l4 4"
};
var FALLBACK = "M5 12l4.5 4.5L19 7";
function UspStrip({ items }) {
	const { t } = useTranslation("pages");
	const headingId = useId();
	if (!items.length) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "usp",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: "visually-hidden",
			children: t("uspHeading")
		}), /* @__PURE__ */ jsx("ul", { children: items.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx("svg", {
			viewBox: "0 0 24 24",
			width: "32",
			height: "32",
			"aria-hidden": "true",
			focusable: "false",
			children: /* @__PURE__ */ jsx("path", {
				d: ICONS[item.icon] ?? FALLBACK,
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "1.6",
				strokeLinecap: "round",
				strokeLinejoin: "round"
			})
		}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", { children: item.title }), item.text ? /* @__PURE__ */ jsx("p", { children: item.text }) : null] })] }, item.title)) })]
	});
}
// app/features/home/SecondBanners.tsx
/** The "second" banners: two side by side on wide screens, stacked on phones. */
function SecondBanners({ banners }) {
	const { t } = useTranslation("pages");
	if (!banners.length) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "second-banners",
		"aria-label": t("offersLabel"),
		children: /* @__PURE__ */ jsx("ul", { children: banners.map((b) => /* @__PURE__ */ jsx("li", {
			className: `second-banner${visibilityClass(b)}`,
			children: /* @__PURE__ */ jsx(BannerLink, {
				banner: b,
				sizes: "(min-width: 768px) 50vw, 100vw",
				className: "second-link"
			})
		}, b.id)) })
	});
}
// app/features/home/LogoStrip.tsx
/** The "logos" banners: publishers we sell, as a wrapping strip of logos (linked when the CMS gives a link). */
function LogoStrip({ logos }) {
	const { t } = useTranslation("pages");
	const headingId = useId();
	if (!logos.length) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "logo-strip",
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			children: t("publishersHeading")
		}), /* @__PURE__ */ jsx("ul", { children: logos.map((logo) => {
			const img = /* @__PURE__ */ jsx("img", {
				srcSet: logo.desktop.srcSet,
				sizes: "150px",
				src: logo.desktop.src,
				alt: logo.alt,
				width: logo.desktop.width,
				height: logo.desktop.height,
				loading: "lazy",
				decoding: "async"
			});
			return /* @__PURE__ */ jsx("li", {
				className: visibilityClass(logo).trim() || void 0,
				children: logo.href ? /* @__PURE__ */ jsx("a", {
					href: logo.href,
					children: img
				}) : img
			}, logo.id);
		}) })]
	});
}
// app/features/home/HomeTile.tsx
/**
* A small product tile for the home lists (cover, title, author, price with the Omnibus note). The
* listing's ProductTile can replace it once it exists; the markup follows the same classes.
*/
function HomeTile({ product, headingLevel = 3, compact = false, eager = false }) {
	const Heading = headingLevel === 3 ? "h3" : "h4";
	const href = productUrl(product);
	const small = compact ? 150 : 250;
	return /* @__PURE__ */ jsxs("article", {
		className: compact ? "home-tile home-tile-compact" : "home-tile",
		children: [/* @__PURE__ */ jsx(Link, {
			to: href,
			className: "home-tile-image",
			tabIndex: -1,
			"aria-hidden": "true",
			children: product.image ? /* @__PURE__ */ jsx("img", {
				src: imageUrl(product.image, small),
				srcSet: `${imageUrl(product.image, small)} ${small}w, ${imageUrl(product.image, 500)} 500w`,
				sizes: compact ? "96px" : "(max-width: 580px) 45vw, 250px",
				alt: "",
				width: small,
				height: small,
				loading: eager ? "eager" : "lazy",
				decoding: "async"
			}) : /* @__PURE__ */ jsx("span", { className: "home-tile-noimage" })
		}), /* @__PURE__ */ jsxs("div", {
			className: "home-tile-body",
			children: [
				/* @__PURE__ */ jsx(Heading, {
					className: "home-tile-name",
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						children: product.name
					})
				}),
				product.author ? /* @__PURE__ */ jsx("p", {
					className: "home-tile-author",
					children: product.author
				}) : null,
				/* @__PURE__ */ jsx(Price, {
					item: product,
					compact
				})
			]
		})]
	});
}
// app/features/home/ProductSection.tsx
/** A titled list of product tiles on the home page, with an optional "see all" link to the listing. */
function ProductSection({ title, products, moreUrl, variant = "grid" }) {
	const { t } = useTranslation("pages");
	const headingId = useId();
	if (!products.length) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: `home-section home-section-${variant}`,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "home-section-head",
			children: [/* @__PURE__ */ jsx("h2", {
				id: headingId,
				children: title
			}), moreUrl ? /* @__PURE__ */ jsxs(Link, {
				to: moreUrl,
				className: "home-more",
				children: [t("seeAll"), /* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [": ", title]
				})]
			}) : null]
		}), /* @__PURE__ */ jsx("ul", {
			className: variant === "grid" ? "home-grid" : "home-column",
			children: products.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(HomeTile, {
				product: p,
				compact: variant === "column"
			}) }, p.id))
		})]
	});
}
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	default: () => home_default,
	handle: () => handle$6,
	headers: () => headers$2,
	loader: () => loader$9,
	meta: () => meta$8
});
var handle$6 = { pageClass: "homepage" };
async function loader$9({ context }) {
	const home = await loadHome(context.get(appContext).services);
	return data(home, { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } });
}
var headers$2 = htmlCacheHeaders;
var meta$8 = ({ matches }) => {
	const { origin, lang, text } = pageMetaContext(matches);
	return seoMeta({
		title: text("homeTitle"),
		description: text("homeDescription"),
		path: "/",
		origin,
		lang,
		jsonLd: [organizationJsonLd(origin), {
			"@context": "https://schema.org",
			"@type": "WebSite",
			name: "Kiosk",
			url: `${origin}/`,
			potentialAction: {
				"@type": "SearchAction",
				target: `${origin}/search?query={search_term_string}`,
				"query-input": "required name=search_term_string"
			}
		}]
	});
};
var home_default = UNSAFE_withComponentProps(function Home({ loaderData }) {
	const { t } = useTranslation("pages");
	const home = loaderData;
	return /* @__PURE__ */ jsxs("div", {
		className: "home",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "visually-hidden",
				children: t("homeHeading")
			}),
			/* @__PURE__ */ jsx(HeroCarousel, { banners: home.hero }),
			/* @__PURE__ */ jsx(UspStrip, { items: home.usp }),
			/* @__PURE__ */ jsx(ProductSection, {
				title: t("promoHeading"),
				products: home.promo
			}),
			/* @__PURE__ */ jsx(SecondBanners, { banners: home.second }),
			/* @__PURE__ */ jsxs("div", {
				className: "home-columns",
				children: [
					/* @__PURE__ */ jsx(ProductSection, {
						title: t("bestsellersHeading"),
						products: home.bestsellers,
						moreUrl: home.links.bestsellers,
						variant: "column"
					}),
					/* @__PURE__ */ jsx(ProductSection, {
						title: t("newsHeading"),
						products: home.news,
						moreUrl: home.links.news,
						variant: "column"
					}),
					/* @__PURE__ */ jsx(ProductSection, {
						title: t("salesHeading"),
						products: home.sales,
						moreUrl: home.links.sales,
						variant: "column"
					})
				]
			}),
			/* @__PURE__ */ jsx(LogoStrip, { logos: home.logos })
		]
	});
});
// app/components/Breadcrumbs.tsx
/** The route list plus the current page (not a link). */
function Breadcrumbs({ items }) {
	const { t } = useTranslation();
	return /* @__PURE__ */ jsx("nav", {
		className: "breadcrumbs",
		"aria-label": t("breadcrumbs"),
		children: /* @__PURE__ */ jsxs("ol", { children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: "/",
			children: t("home")
		}) }), items.map((c, i) => /* @__PURE__ */ jsx("li", { children: c.url && i < items.length - 1 ? /* @__PURE__ */ jsx(Link, {
			to: c.url,
			children: c.name
		}) : /* @__PURE__ */ jsx("span", {
			"aria-current": "page",
			children: c.name
		}) }, `${c.name}-${i}`))] })
	});
}
// domain/catalog-query.ts
var PRICE_RANGES = [
	{
		key: "0-49.99",
		from: 0,
		to: 4999
	},
	{
		key: "50-99.99",
		from: 5e3,
		to: 9999
	},
	{
		key: "100-149.99",
		from: 1e4,
		to: 14999
	},
	{
		key: "150-",
		from: 15e3,
		to: null
	}
];
/** Parses "50-99.99", "150-" or "150" into a range in grosze; null when malformed. */
function parsePriceRange(value) {
	const known = PRICE_RANGES.find((r) => r.key === value);
	if (known) return known;
	const m = /^(\d{1,7}(?:\.\d{1,2})?)(?:-(\d{1,7}(?:\.\d{1,2})?)?)?$/.exec(value.trim());
	if (!m) return null;
	const from = Math.round(Number(m[1]) * 100);
	const to = m[2] === void 0 ? null : Math.round(Number(m[2]) * 100);
	if (to !== null && to < from) return null;
	return {
		key: value,
		from,
		to
	};
}
var SORTS = [
	"relevance",
	"latest",
	"price_asc",
	"price_desc",
	"most_viewed",
	"bestsellers",
	"premiere",
	"position",
	"magazine_id"
];
/** Aliases accepted from URLs and older clients ("final_price:asc", "updated_at:desc"...). */
var SORT_ALIASES = {
	newest: "latest",
	"id:desc": "latest",
	"updated_at:desc": "latest",
	"price:asc": "price_asc",
	"final_price:asc": "price_asc",
	"price:desc": "price_desc",
	"final_price:desc": "price_desc",
	"view_count:desc": "most_viewed",
	"sales_count:desc": "bestsellers",
	"book_premiere:desc": "premiere",
	"position:asc": "position",
	"magazine_id:asc": "magazine_id"
};
function parseSort(value) {
	if (value === void 0 || value === "") return void 0;
	if (SORTS.includes(value)) return value;
	return SORT_ALIASES[value] ?? null;
}
var MAX_START = 1e5;
/** The most products one search call may return (the API's page-size limit). */
var MAX_RENDERED = 250;
var MAX_PAGE = Math.floor(MAX_START / 50);
/** The order of the filter groups on the page and in the URL. */
var FACET_CODES = [
	"color",
	"size",
	"womens_sizes",
	"mens_sizes",
	"kids_sizes",
	"publication_form",
	"publishing_series",
	"pattern_type",
	"erin_recommends",
	"price"
];
var FLAGS = [
	"sale",
	"bestsellery",
	"new"
];
/** Sorts shoppers may choose (section 9); "" stands for the default (category order, or relevance). */
var SORT_CHOICES = [
	"",
	"latest",
	"price_asc",
	"price_desc",
	"most_viewed",
	"bestsellers",
	"premiere"
];
/** The sorts a listing offers: without the price sorts where prices are hidden. */
function sortChoices(opts) {
	return SORT_CHOICES.filter((s) => !(opts.hidePrices && (s === "price_asc" || s === "price_desc")));
}
var ACCEPTED_SORTS = [
	"relevance",
	"latest",
	"price_asc",
	"price_desc",
	"most_viewed",
	"bestsellers",
	"premiere",
	"position",
	"magazine_id"
];
var EMPTY_STATE = {
	query: "",
	filters: {},
	sale: false,
	bestsellery: false,
	new: false,
	sort: null,
	page: 1
};
var OPTION_ID = /^\d{1,9}$/;
/** Normalises one filter's values: known shape only, no duplicates, a stable order. */
function normalizeValues(code, values) {
	const out = /* @__PURE__ */ new Set();
	for (const raw of values) {
		const v = raw.trim();
		if (!v) continue;
		if (code === "price") {
			const range = parsePriceRange(v);
			if (range) out.add(range.key);
		} else if (OPTION_ID.test(v)) out.add(String(Number(v)));
	}
	const list = [...out];
	if (code === "price") {
		const rank = (k) => {
			const i = PRICE_RANGES.findIndex((r) => r.key === k);
			return i === -1 ? PRICE_RANGES.length + (parsePriceRange(k)?.from ?? 0) / 1e9 : i;
		};
		return list.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
	}
	return list.sort((a, b) => Number(a) - Number(b));
}
function isTrue(value) {
	return value === "true" || value === "1" || value === "on";
}
/** Reads the listing state from a URL, a query string or URLSearchParams (also a GET form's). */
function parseListingQuery(input) {
	const params = input instanceof URL ? input.searchParams : input instanceof URLSearchParams ? input : new URLSearchParams(input.startsWith("?") ? input.slice(1) : input);
	const filters = {};
	for (const code of FACET_CODES) {
		const values = normalizeValues(code, params.getAll(code).flatMap((v) => v.split(",")));
		if (values.length) filters[code] = values;
	}
	const apiSize = params.getAll("filter[size]").flatMap((v) => v.split(","));
	if (apiSize.length) {
		const values = normalizeValues("size", [...filters.size ?? [], ...apiSize]);
		if (values.length) filters.size = values;
	}
	const parsed = parseSort(params.get("sort") ?? "");
	const sort = parsed && ACCEPTED_SORTS.includes(parsed) ? parsed : null;
	const pageRaw = Number(params.get("page"));
	const page = Number.isInteger(pageRaw) && pageRaw > 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
	return {
		query: (params.get("query") ?? params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 200),
		filters,
		sale: isTrue(params.get("sale")),
		bestsellery: isTrue(params.get("bestsellery")),
		new: isTrue(params.get("new")),
		sort,
		page
	};
}
var enc = (v) => encodeURIComponent(v);
/**
* The canonical query string (no leading "?"; "" for the default listing): text, filters in page
* order with comma-joined values, flags, sort, page. Commas between values stay readable.
*/
function listingQueryString(state) {
	const parts = [];
	if (state.query.trim()) parts.push(`query=${enc(state.query.trim())}`);
	for (const code of FACET_CODES) {
		const values = normalizeValues(code, state.filters[code] ?? []);
		if (values.length) parts.push(`${code}=${values.map(enc).join(",")}`);
	}
	for (const flag of FLAGS) if (state[flag]) parts.push(`${flag}=true`);
	if (state.sort) parts.push(`sort=${enc(state.sort)}`);
	if (state.page > 1) parts.push(`page=${Math.min(Math.floor(state.page), MAX_PAGE)}`);
	return parts.join("&");
}
/** A path plus the state's query string. */
function listingHref(pathname, state) {
	const qs = listingQueryString(state);
	return qs ? `${pathname}?${qs}` : pathname;
}
/** The listing's identity: everything but the number of pages shown. */
function listingKey(state) {
	return listingQueryString({
		...state,
		page: 1
	});
}
function isSelected(state, code, value) {
	return state.filters[code]?.includes(value) ?? false;
}
/** Adds or removes one filter value; any change starts again from the first page. */
function toggleFilter(state, code, value, on) {
	const current = state.filters[code] ?? [];
	const has = current.includes(value);
	const next = on ?? !has ? has ? current : [...current, value] : current.filter((v) => v !== value);
	const filters = { ...state.filters };
	if (next.length) filters[code] = normalizeValues(code, next);
	else delete filters[code];
	return {
		...state,
		filters,
		page: 1
	};
}
function setFlag(state, flag, on) {
	return {
		...state,
		[flag]: on,
		page: 1
	};
}
function setSort(state, sort) {
	const parsed = parseSort(sort);
	return {
		...state,
		sort: parsed && ACCEPTED_SORTS.includes(parsed) ? parsed : null,
		page: 1
	};
}
/** Drops every filter and flag; the search page keeps its query (it is the search itself). Sort stays. */
function clearFilters(state, opts) {
	return {
		...EMPTY_STATE,
		query: opts.keepQuery ? state.query : "",
		sort: state.sort
	};
}
/** How many filter values, flags (and, in a category, the phrase) are active. */
function activeFilterCount(state, opts) {
	let n = 0;
	for (const code of FACET_CODES) n += state.filters[code]?.length ?? 0;
	for (const flag of FLAGS) if (state[flag]) n += 1;
	if (opts.countQuery && state.query) n += 1;
	return n;
}
/**
* What one search call shows for `page` pages: the first page*50 products, or, past the API's limit of
* 250 per call, the last 250 of them (the page then offers a way back to the beginning).
*/
function pageWindow(page) {
	const end = Math.max(1, Math.min(Math.floor(page) || 1, MAX_PAGE)) * 50;
	return end <= MAX_RENDERED ? {
		start: 0,
		size: end
	} : {
		start: end - MAX_RENDERED,
		size: MAX_RENDERED
	};
}
/** The page count that covers `shown` products (for the URL after "load more"). */
function pagesFor(shown) {
	return Math.max(1, Math.min(Math.ceil(shown / 50), MAX_PAGE));
}
/** The filters as the catalogue service takes them (`filters.size` is the clothing size). */
function serviceFilters(state) {
	const out = {};
	for (const code of FACET_CODES) {
		const values = state.filters[code];
		if (values?.length) out[code] = [...values];
	}
	return out;
}
/** Query parameters for GET /api/catalog/search (client-side "load more"). */
function apiSearchParams(state, opts) {
	const p = new URLSearchParams();
	if (state.query) p.set("query", state.query);
	if (opts.category !== void 0) p.set("category", String(opts.category));
	for (const [code, values] of Object.entries(serviceFilters(state))) p.set(code === "size" ? "filter[size]" : code, values.join(","));
	for (const flag of FLAGS) if (state[flag]) p.set(flag, "true");
	if (state.sort) p.set("sort", state.sort);
	p.set("start", String(opts.start));
	p.set("size", String(opts.size));
	p.set("includeFields", opts.includeFields.join(","));
	p.set("aggregations", "false");
	return p;
}
/** The value the sort <select> shows: one of the offered choices, else the default (""). */
function sortChoice(state, offered) {
	return state.sort && offered.includes(state.sort) ? state.sort : "";
}
// app/features/listing/types.ts
/** Fields asked of the catalogue for a tile (loader and client "load more" alike). */
var TILE_FIELDS = [
	"id",
	"sku",
	"parentSku",
	"slug",
	"name",
	"image",
	"author",
	"price_incl_tax",
	"final_price_incl_tax",
	"is_discounted",
	"lowest_price_30d",
	"discount_percent"
];
var str = (v) => typeof v === "string" && v !== "" ? v : null;
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
/** A catalogue product document (projected to TILE_FIELDS) as a tile. */
function toTile(doc) {
	const sku = str(doc.sku) ?? String(doc.id);
	return {
		id: num(doc.id),
		sku,
		parentSku: str(doc.parentSku) ?? sku,
		slug: str(doc.slug) ?? "",
		name: str(doc.name) ?? sku,
		image: str(doc.image),
		author: str(doc.author),
		price_incl_tax: num(doc.price_incl_tax),
		final_price_incl_tax: num(doc.final_price_incl_tax),
		is_discounted: doc.is_discounted === true,
		lowest_price_30d: typeof doc.lowest_price_30d === "number" ? doc.lowest_price_30d : null,
		discount_percent: num(doc.discount_percent)
	};
}
// app/features/listing/listing-data.ts
var KIND = {
	color: "swatch",
	size: "pills",
	womens_sizes: "pills",
	mens_sizes: "pills",
	kids_sizes: "pills",
	publication_form: "list",
	publishing_series: "list",
	pattern_type: "list",
	erin_recommends: "list",
	price: "price"
};
async function runListing(catalog, opts) {
	const { state, categoryId, hidePrices } = opts;
	const filters = serviceFilters(state);
	if (hidePrices) delete filters.price;
	const window = pageWindow(state.page);
	const result = await catalog.search({
		query: state.query || void 0,
		category: categoryId ?? void 0,
		filters,
		sale: state.sale || void 0,
		bestsellery: state.bestsellery || void 0,
		new: state.new || void 0,
		sort: state.sort ?? void 0,
		start: window.start,
		size: window.size,
		includeFields: [...TILE_FIELDS]
	});
	return {
		items: result.items.map((d) => toTile(d)),
		total: result.total,
		start: result.start,
		state,
		key: listingKey(state),
		facets: buildFacets(result, state, { hidePrices }),
		sorts: sortChoices({ hidePrices }),
		hidePrices,
		categoryId
	};
}
/**
* Facets from the aggregations. The catalogue counts over the filtered set, so once a group has a
* selection its other values would count 0 and vanish, which would make multi-select impossible: a group
* with a selection therefore lists all its values (from the attribute metadata), with counts where known.
* Within a group values are OR-ed, so adding one never empties the result. Groups that cannot narrow the
* result (no values, or a single value every product has) are left out.
*/
function buildFacets(result, state, opts) {
	const facets = [];
	for (const code of FACET_CODES) {
		if (code === "price" && opts.hidePrices) continue;
		const selected = state.filters[code] ?? [];
		const buckets = result.aggregations[code]?.buckets ?? [];
		const countOf = new Map(buckets.map((b) => [String(b.key), b.count]));
		let options;
		let label;
		if (code === "price") {
			label = "Cena";
			const ranges = PRICE_RANGES.map((r) => ({
				key: r.key,
				from: r.from,
				to: r.to
			}));
			for (const v of selected) {
				const r = parsePriceRange(v);
				if (r && !ranges.some((x) => x.key === r.key)) ranges.push({
					key: r.key,
					from: r.from,
					to: r.to
				});
			}
			options = ranges.map((r) => ({
				value: r.key,
				label: r.key,
				count: selected.length && !selected.includes(r.key) ? null : countOf.get(r.key) ?? 0,
				swatch: null,
				from: r.from / 100,
				to: r.to === null ? null : r.to / 100
			})).filter((o) => selected.includes(o.value) || (selected.length ? true : (o.count ?? 0) > 0));
		} else {
			const meta = result.attributeMetadata.find((a) => a.attribute_code === code);
			label = meta?.frontend_label ?? code;
			const known = meta?.options ?? [];
			if (selected.length) {
				options = known.map((o) => ({
					value: String(o.value),
					label: o.label,
					count: countOf.get(String(o.value)) ?? null,
					swatch: o.swatch,
					from: null,
					to: null
				}));
				for (const v of selected) if (!options.some((o) => o.value === v)) options.push({
					value: v,
					label: v,
					count: 0,
					swatch: null,
					from: null,
					to: null
				});
			} else options = buckets.filter((b) => b.count > 0).map((b) => ({
				value: String(b.key),
				label: b.label,
				count: b.count,
				swatch: b.swatch ?? null,
				from: null,
				to: null
			}));
		}
		if (options.length === 0) continue;
		if (!selected.length && options.length === 1 && options[0].count === result.total) continue;
		facets.push({
			code,
			label,
			kind: KIND[code],
			options
		});
	}
	return facets;
}
// app/features/listing/labels.ts
/** Visible labels of filter groups and values (translated where the interface owns the text). */
function facetLabel(t, code, fallback) {
	return t(`filter_${code}`, { defaultValue: fallback });
}
function priceLabel(t, from, to) {
	const f = formatPrice(toGrosze(from));
	return to === null ? t("priceFrom", { from: f }) : t("priceRange", {
		from: f,
		to: formatPrice(toGrosze(to))
	});
}
function optionLabel(t, facet, option) {
	if (facet.kind === "price" && option.from !== null) return priceLabel(t, option.from, option.to);
	return option.label;
}
/** A selected value's label for the chips, also when its group is not among the facets. */
function selectedLabel(t, facets, code, value) {
	const facet = facets.find((f) => f.code === code);
	const option = facet?.options.find((o) => o.value === value);
	if (facet && option) return optionLabel(t, facet, option);
	if (code === "price") {
		const r = parsePriceRange(value);
		if (r) return priceLabel(t, r.from / 100, r.to === null ? null : r.to / 100);
	}
	return value;
}
// app/features/listing/Filters.tsx
var FILTERS_PANEL_ID = "listing-filters";
var FILTERS_FORM_ID = "listing-form";
var HEADING_ID = "listing-filters-title";
function Filters(props) {
	const { t } = useTranslation("listing");
	const tr = t;
	const { draft, panelOpen, hydrated } = props;
	const dialogProps = panelOpen ? {
		role: "dialog",
		"aria-modal": true
	} : {};
	return /* @__PURE__ */ jsxs("aside", {
		id: FILTERS_PANEL_ID,
		ref: props.panelRef,
		className: `filters-panel${panelOpen ? " open" : ""}`,
		"aria-labelledby": HEADING_ID,
		onKeyDown: props.onKeyDown,
		...dialogProps,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "filters-head",
			children: [/* @__PURE__ */ jsx("h2", {
				id: HEADING_ID,
				tabIndex: -1,
				children: t("filters")
			}), hydrated ? /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "icon-button filters-close",
				"aria-label": t("closeFilters"),
				onClick: props.onClose,
				children: /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "×"
				})
			}) : /* @__PURE__ */ jsx("a", {
				className: "icon-button filters-close",
				href: "#",
				"aria-label": t("closeFilters"),
				children: /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "×"
				})
			})]
		}), /* @__PURE__ */ jsxs("form", {
			id: FILTERS_FORM_ID,
			className: "filters-form",
			method: "get",
			action: props.action,
			onSubmit: (e) => {
				e.preventDefault();
				props.onSubmit();
			},
			children: [/* @__PURE__ */ jsxs("div", {
				className: "filters-body",
				children: [
					props.mode === "search" ? /* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "query",
						value: draft.query
					}) : /* @__PURE__ */ jsxs("div", {
						className: "phrase",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: "listing-phrase",
							children: t("phrase")
						}), /* @__PURE__ */ jsxs("div", {
							className: "phrase-row",
							children: [/* @__PURE__ */ jsx("input", {
								id: "listing-phrase",
								type: "search",
								name: "query",
								value: draft.query,
								maxLength: 200,
								autoComplete: "off",
								placeholder: t("phrasePlaceholder"),
								onChange: (e) => props.onQuery(e.target.value)
							}), /* @__PURE__ */ jsx("button", {
								type: "submit",
								className: "button phrase-submit",
								children: t("phraseSubmit")
							})]
						})]
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: "facet",
						children: [/* @__PURE__ */ jsx("legend", { children: t("showOnly") }), /* @__PURE__ */ jsx("ul", {
							className: "facet-options",
							children: FLAGS.map((flag) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("label", {
								className: "facet-option",
								children: [/* @__PURE__ */ jsx("input", {
									type: "checkbox",
									name: flag,
									value: "true",
									checked: draft[flag],
									onChange: (e) => props.onFlag(flag, e.target.checked)
								}), /* @__PURE__ */ jsx("span", {
									className: "facet-label",
									children: t(`flag_${flag}`)
								})]
							}) }, flag))
						})]
					}),
					props.facets.map((facet) => /* @__PURE__ */ jsx(FacetGroup, {
						facet,
						draft,
						t: tr,
						onToggle: props.onToggle
					}, facet.code))
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "filters-footer",
				children: [/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "button filters-apply",
					children: t("applyFilters")
				}), props.clearHref ? /* @__PURE__ */ jsx(Link, {
					to: props.clearHref,
					className: "filters-clear",
					preventScrollReset: true,
					children: t("clearFilters")
				}) : null]
			})]
		})]
	});
}
function FacetGroup({ facet, draft, t, onToggle }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: `facet facet-${facet.kind}`,
		children: [/* @__PURE__ */ jsx("legend", { children: facetLabel(t, facet.code, facet.label) }), /* @__PURE__ */ jsx("ul", {
			className: "facet-options",
			children: facet.options.map((option) => {
				const checked = isSelected(draft, facet.code, option.value);
				let marker = null;
				if (facet.kind === "swatch") marker = /* @__PURE__ */ jsx("span", {
					className: "swatch",
					"aria-hidden": "true",
					style: option.swatch ? { backgroundColor: option.swatch } : void 0
				});
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("label", {
					className: "facet-option",
					children: [
						/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							name: facet.code,
							value: option.value,
							checked,
							onChange: (e) => onToggle(facet.code, option.value, e.target.checked)
						}),
						marker,
						/* @__PURE__ */ jsx("span", {
							className: "facet-label",
							children: optionLabel(t, facet, option)
						}),
						option.count !== null ? /* @__PURE__ */ jsxs("span", {
							className: "facet-count",
							children: [
								"(",
								option.count,
								")"
							]
						}) : null
					]
				}) }, option.value);
			})
		})]
	});
}
// app/features/listing/ProductTile.tsx
/**
* A product on a listing: cover (250×250, space reserved so nothing shifts while it loads), name as the
* card's one link (its hit area covers the card), author, price with the Omnibus line, or a "price soon"
* line in categories that hide prices.
*/
function ProductTile({ item, eager, hidePrice }) {
	const { t } = useTranslation("listing");
	const src = imageUrl(item.image, 250);
	return /* @__PURE__ */ jsxs("li", {
		className: "ptile",
		"data-product-id": item.id,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "ptile-media",
				children: [src ? /* @__PURE__ */ jsx("img", {
					src,
					alt: "",
					width: 250,
					height: 250,
					loading: eager ? "eager" : "lazy",
					decoding: "async",
					...eager ? { fetchPriority: "high" } : {}
				}) : null, !hidePrice && item.is_discounted && item.discount_percent > 0 ? /* @__PURE__ */ jsxs("span", {
					className: "ptile-badge",
					children: [/* @__PURE__ */ jsxs("span", {
						"aria-hidden": "true",
						children: [
							"−",
							item.discount_percent,
							"%"
						]
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("discountSr", { percent: item.discount_percent })
					})]
				}) : null]
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "ptile-name",
				children: /* @__PURE__ */ jsx(Link, {
					to: productUrl(item),
					children: item.name
				})
			}),
			item.author ? /* @__PURE__ */ jsx("p", {
				className: "ptile-author",
				children: item.author
			}) : null,
			hidePrice ? /* @__PURE__ */ jsx("p", {
				className: "ptile-soon",
				children: t("priceSoon")
			}) : /* @__PURE__ */ jsx(Price, {
				item,
				compact: true
			})
		]
	});
}
// app/features/listing/revalidate.ts
var pendingAppend = null;
var normalize = (url) => `${url.pathname}?${listingQueryString(parseListingQuery(url))}`;
function markAppendNavigation(href) {
	pendingAppend = normalize(new URL(href, "http://x"));
}
function clearAppendNavigation() {
	pendingAppend = null;
}
/** Export as `shouldRevalidate` from every route that renders a listing (category, search, dispatcher). */
function listingShouldRevalidate({ nextUrl, currentUrl, defaultShouldRevalidate }) {
	if (pendingAppend !== null && nextUrl.pathname === currentUrl.pathname && normalize(nextUrl) === pendingAppend) return false;
	return defaultShouldRevalidate;
}
// app/features/listing/ListingView.tsx
/**
* The product listing shared by category pages and search results: filters, sort, active-filter chips,
* the grid, and "load more".
*
* State lives in the URL (query.ts). Filter and sort changes navigate (pushing history, keeping the
* scroll position). "Load more" fetches the next 50 from the JSON API, appends them, and records the count
* in the URL as ?page=N with a replace navigation that skips the loader (shouldRevalidate), so a back
* navigation renders the same number of products server- or client-side and React Router's scroll
* restoration puts the shopper back where they were. Without JavaScript "load more" is a link to ?page=N.
*/
/** Products in the first row load eagerly (4 columns on a desktop, 2 on a phone). */
var EAGER_TILES = 4;
var MOBILE_QUERY = "(max-width: 767px)";
var noopSubscribe = () => () => void 0;
/** false on the server and during hydration, true once the page runs in the browser. */
function useHydrated() {
	return useSyncExternalStore(noopSubscribe, () => true, () => false);
}
function ListingView({ listing, mode }) {
	const { t } = useTranslation("listing");
	const tr = t;
	const location = useLocation();
	const navigate = useNavigate();
	const navigation = useNavigation();
	const hydrated = useHydrated();
	const pathname = location.pathname;
	const applied = listing.state;
	const [draft, setDraft] = useState(applied);
	const [draftFor, setDraftFor] = useState(listing);
	if (draftFor !== listing) {
		setDraftFor(listing);
		setDraft(applied);
	}
	const [extra, setExtra] = useState(null);
	const [loadState, setLoadState] = useState("idle");
	const [status, setStatus] = useState("");
	const [panelOpen, setPanelOpen] = useState(false);
	const panelRef = useRef(null);
	const openerRef = useRef(null);
	const focusAfterLoad = useRef(null);
	const currentKey = useRef(listing.key);
	currentKey.current = listing.key;
	const items = useMemo(() => {
		if (!extra || extra.key !== listing.key) return listing.items;
		const seen = new Set(listing.items.map((i) => i.id));
		return [...listing.items, ...extra.items.filter((i) => !seen.has(i.id))];
	}, [listing, extra]);
	const end = listing.start + items.length;
	const hasMore = end < listing.total;
	const announcedKey = useRef(listing.key);
	useEffect(() => {
		if (announcedKey.current === listing.key) return;
		announcedKey.current = listing.key;
		setExtra(null);
		setLoadState("idle");
		setStatus(t("resultsAnnounce", { count: listing.total }));
	}, [
		listing.key,
		listing.total,
		t
	]);
	useEffect(() => {
		const id = focusAfterLoad.current;
		if (id === null) return;
		focusAfterLoad.current = null;
		document.querySelector(`[data-product-id="${id}"] a`)?.focus();
	}, [items]);
	const apply = useCallback((next) => {
		setDraft(next);
		navigate(listingHref(pathname, {
			...next,
			page: 1
		}), { preventScrollReset: true });
	}, [navigate, pathname]);
	/** Wide screens apply each change at once; the mobile dialog waits for "Pokaż wyniki". */
	const change = (next) => panelOpen ? setDraft(next) : apply(next);
	const openPanel = (e) => {
		e.preventDefault();
		openerRef.current = e.currentTarget;
		setPanelOpen(true);
	};
	const closePanel = useCallback((opts) => {
		setPanelOpen(false);
		if (opts.restore) setDraft(applied);
		openerRef.current?.focus();
	}, [applied]);
	useEffect(() => {
		if (!panelOpen) return;
		panelRef.current?.querySelector("h2")?.focus();
		document.body.classList.add("no-scroll");
		const onKey = (e) => {
			if (e.key === "Escape") closePanel({ restore: true });
		};
		const wide = window.matchMedia(MOBILE_QUERY);
		const onResize = () => {
			if (!wide.matches) closePanel({ restore: false });
		};
		document.addEventListener("keydown", onKey);
		wide.addEventListener("change", onResize);
		return () => {
			document.body.classList.remove("no-scroll");
			document.removeEventListener("keydown", onKey);
			wide.removeEventListener("change", onResize);
		};
	}, [panelOpen, closePanel]);
	const loadMore = async (e) => {
		e.preventDefault();
		if (loadState === "loading") return;
		const key = listing.key;
		setLoadState("loading");
		const params = apiSearchParams(applied, {
			category: listing.categoryId ?? void 0,
			start: end,
			size: 50,
			includeFields: TILE_FIELDS
		});
		try {
			const res = await fetch(`/api/catalog/search?${params}`, { headers: { accept: "application/json" } });
			const body = await res.json();
			if (!res.ok || body.code !== 200 || !body.result) throw new Error(`search answered ${res.status}`);
			if (currentKey.current !== key) return;
			const added = body.result.items.map(toTile);
			setExtra((prev) => ({
				key,
				items: [...prev?.key === key ? prev.items : [], ...added]
			}));
			setLoadState("idle");
			const shown = end + added.length;
			setStatus(`${t("moreLoaded")} ${t("shown", {
				shown,
				count: body.result.total
			})}`);
			focusAfterLoad.current = added[0]?.id ?? null;
			const href = listingHref(pathname, {
				...applied,
				page: pagesFor(shown)
			});
			markAppendNavigation(href);
			try {
				await navigate(href, {
					replace: true,
					preventScrollReset: true
				});
			} finally {
				clearAppendNavigation();
			}
		} catch {
			if (currentKey.current === key) setLoadState("error");
		}
	};
	const activeCount = activeFilterCount(applied, { countQuery: mode === "category" });
	const clearHref = activeCount > 0 ? listingHref(pathname, clearFilters(applied, { keepQuery: mode === "search" })) : null;
	const chips = [];
	if (mode === "category" && applied.query) chips.push({
		key: "query",
		label: t("phraseChip", { query: applied.query }),
		href: listingHref(pathname, {
			...applied,
			query: "",
			page: 1
		})
	});
	for (const flag of FLAGS) if (applied[flag]) chips.push({
		key: flag,
		label: t(`flag_${flag}`),
		href: listingHref(pathname, setFlag(applied, flag, false))
	});
	for (const code of FACET_CODES) {
		const facet = listing.facets.find((f) => f.code === code);
		for (const value of applied.filters[code] ?? []) chips.push({
			key: `${code}-${value}`,
			label: `${facetLabel(tr, code, facet?.label ?? code)}: ${selectedLabel(tr, listing.facets, code, value)}`,
			href: listingHref(pathname, toggleFilter(applied, code, value, false))
		});
	}
	const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
	const nextHref = listingHref(pathname, {
		...applied,
		page: pagesFor(end) + 1
	});
	const sortLabel = (s) => s === "" ? t(mode === "search" ? "sort_relevance" : "sort_default") : t(`sort_${s}`);
	return /* @__PURE__ */ jsxs("div", {
		className: `listing${hydrated ? " js" : ""}`,
		children: [
			/* @__PURE__ */ jsx(Filters, {
				action: pathname,
				mode,
				facets: listing.facets,
				draft,
				clearHref,
				panelOpen,
				hydrated,
				panelRef,
				onToggle: (code, value, on) => change(toggleFilter(draft, code, value, on)),
				onFlag: (flag, on) => change(setFlag(draft, flag, on)),
				onQuery: (query) => setDraft({
					...draft,
					query
				}),
				onSubmit: () => {
					if (panelOpen) closePanel({ restore: false });
					apply(draft);
				},
				onClose: () => closePanel({ restore: true }),
				onKeyDown: (e) => {
					if (panelOpen) trapFocus(e, panelRef.current);
				}
			}),
			panelOpen ? /* @__PURE__ */ jsx("div", {
				className: "overlay",
				"aria-hidden": "true",
				onClick: () => closePanel({ restore: true })
			}) : null,
			/* @__PURE__ */ jsxs("section", {
				className: "listing-results",
				"aria-labelledby": "listing-products-title",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "listing-products-title",
						className: "visually-hidden",
						children: t("productsHeading")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "listing-toolbar",
						children: [
							hydrated ? /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "filters-toggle",
								"aria-haspopup": "dialog",
								"aria-expanded": panelOpen,
								"aria-controls": FILTERS_PANEL_ID,
								onClick: openPanel,
								children: /* @__PURE__ */ jsx(FiltersToggleLabel, { count: activeCount })
							}) : /* @__PURE__ */ jsx("a", {
								className: "filters-toggle",
								href: `#${FILTERS_PANEL_ID}`,
								children: /* @__PURE__ */ jsx(FiltersToggleLabel, { count: activeCount })
							}),
							/* @__PURE__ */ jsx("p", {
								className: "listing-total",
								children: t("count", { count: listing.total })
							}),
							listing.total > 1 ? /* @__PURE__ */ jsxs("div", {
								className: "listing-sort",
								children: [
									/* @__PURE__ */ jsx("label", {
										htmlFor: "listing-sort",
										children: t("sortLabel")
									}),
									/* @__PURE__ */ jsx("select", {
										id: "listing-sort",
										name: "sort",
										form: FILTERS_FORM_ID,
										value: sortChoice(draft, listing.sorts),
										onChange: (e) => apply(setSort(draft, e.target.value)),
										children: listing.sorts.map((s) => /* @__PURE__ */ jsx("option", {
											value: s,
											children: sortLabel(s)
										}, s))
									}),
									hydrated ? null : /* @__PURE__ */ jsx("button", {
										type: "submit",
										form: FILTERS_FORM_ID,
										className: "button sort-apply",
										children: t("sortApply")
									})
								]
							}) : null
						]
					}),
					chips.length ? /* @__PURE__ */ jsxs("div", {
						className: "chips",
						children: [
							/* @__PURE__ */ jsxs("span", {
								id: "listing-chips-title",
								className: "chips-title",
								children: [t("activeFilters"), ":"]
							}),
							/* @__PURE__ */ jsx("ul", {
								"aria-labelledby": "listing-chips-title",
								children: chips.map((chip) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
									to: chip.href,
									className: "chip",
									preventScrollReset: true,
									"aria-label": t("removeFilter", { label: chip.label }),
									children: [
										chip.label,
										" ",
										/* @__PURE__ */ jsx("span", {
											"aria-hidden": "true",
											children: "×"
										})
									]
								}) }, chip.key))
							}),
							clearHref ? /* @__PURE__ */ jsx(Link, {
								to: clearHref,
								className: "chips-clear",
								preventScrollReset: true,
								children: t("clearAll")
							}) : null
						]
					}) : null,
					/* @__PURE__ */ jsx("p", {
						className: "visually-hidden",
						role: "status",
						children: status
					}),
					listing.start > 0 ? /* @__PURE__ */ jsxs("p", {
						className: "window-notice",
						children: [
							t("windowNotice", {
								from: listing.start + 1,
								to: end
							}),
							" ",
							/* @__PURE__ */ jsx(Link, {
								to: listingHref(pathname, {
									...applied,
									page: 1
								}),
								children: t("windowBack")
							})
						]
					}) : null,
					listing.total === 0 ? /* @__PURE__ */ jsx("div", {
						className: "listing-empty",
						children: activeCount > 0 && clearHref ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("emptyFiltered") }), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Link, {
							to: clearHref,
							className: "button",
							children: t("clearFilters")
						}) })] }) : mode === "search" ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: t("searchNoResults", { query: applied.query }) }), /* @__PURE__ */ jsx("p", { children: t("searchNoResultsHint") })] }) : /* @__PURE__ */ jsx("p", { children: t("emptyCategory") })
					}) : /* @__PURE__ */ jsx("ul", {
						className: `listing-grid${busy ? " busy" : ""}`,
						"aria-busy": busy || void 0,
						children: items.map((item, i) => /* @__PURE__ */ jsx(ProductTile, {
							item,
							eager: listing.start === 0 && i < EAGER_TILES,
							hidePrice: listing.hidePrices
						}, item.id))
					}),
					listing.total > 0 && (hasMore || end > 50) ? /* @__PURE__ */ jsxs("div", {
						className: "load-more",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "load-more-count",
								children: t("shown", {
									shown: end,
									count: listing.total
								})
							}),
							/* @__PURE__ */ jsx("progress", {
								max: listing.total,
								value: end,
								"aria-hidden": "true"
							}),
							hasMore ? hydrated ? /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "button load-more-button",
								"aria-busy": loadState === "loading" || void 0,
								onClick: loadMore,
								children: loadState === "loading" ? t("loadingMore") : t("loadMore")
							}) : /* @__PURE__ */ jsx("a", {
								className: "button load-more-button",
								href: nextHref,
								children: t("loadMore")
							}) : null,
							loadState === "error" ? /* @__PURE__ */ jsx("p", {
								className: "load-more-error",
								role: "alert",
								children: t("loadMoreError")
							}) : null
						]
					}) : null
				]
			})
		]
	});
}
function FiltersToggleLabel({ count }) {
	const { t } = useTranslation("listing");
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "filters-toggle-icon",
			children: "☰"
		}),
		" ",
		t("filters"),
		count > 0 ? /* @__PURE__ */ jsxs("span", {
			className: "filters-badge",
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: count
			}), /* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [
					" (",
					t("activeCount", { count }),
					")"
				]
			})]
		}) : null
	] });
}
// app/features/listing/category-page.tsx
/**
* A category page: breadcrumbs, name, description, landing image and subcategory tiles (landing
* categories) or subcategory links, then the listing. Rendered by /c/:slug and by the URL dispatcher.
*/
var plainText = (html) => {
	return (html ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || null;
};
/** The loader's work for a category (one search call); shared with the URL dispatcher. */
async function loadCategory(catalog, request, category) {
	const state = parseListingQuery(new URL(request.url));
	const linkFor = async (c) => {
		let url = `/${c.url_path}`;
		try {
			if ((await catalog.findCategory(c.slug)).id === c.id) url = `/c/${c.slug}`;
		} catch {}
		return {
			id: c.id,
			name: c.name,
			url
		};
	};
	const [doc, listing] = await Promise.all([catalog.categoryDoc(category), runListing(catalog, {
		state,
		categoryId: category.id,
		hidePrices: category.hide_prices
	})]);
	const [self, parents, children] = await Promise.all([
		linkFor({
			id: doc.id,
			name: doc.name,
			slug: doc.slug,
			url_path: doc.url_path
		}),
		Promise.all((doc.breadcrumbs ?? []).map(linkFor)),
		Promise.all(doc.children_data.map((c) => linkFor(c)))
	]);
	return {
		category: {
			id: doc.id,
			name: doc.name,
			description: plainText(doc.description),
			metaTitle: doc.meta_title,
			metaDescription: doc.meta_description,
			path: self.url,
			parents,
			children,
			isLanding: doc.is_landing,
			landingImage: doc.cate_landing_img,
			hidePrices: doc.hide_prices
		},
		listing
	};
}
/** Title, description, canonical /c/{slug}, hreflang, BreadcrumbList JSON-LD. */
function categoryMeta(data, root) {
	if (!data) return [];
	const r = root ?? {};
	const origin = typeof r.origin === "string" ? r.origin : "";
	const lang = isLanguage(r.lang) ? r.lang : "pl";
	const c = data.category;
	const title = (c.metaTitle ?? c.name).replace(/\s*\|\s*Kiosk\s*$/i, "") || c.name;
	const crumbs = [
		{
			name: r.messages?.common?.home ?? "Kiosk",
			url: "/"
		},
		...c.parents.map((p) => ({
			name: p.name,
			url: p.url
		})),
		{
			name: c.name,
			url: c.path
		}
	];
	return seoMeta({
		title,
		description: c.metaDescription ?? c.description ?? c.name,
		path: c.path,
		origin,
		lang,
		image: c.landingImage ? imageUrl(c.landingImage, 500) : void 0,
		jsonLd: [breadcrumbJsonLd(origin, crumbs)]
	});
}
function CategoryPage({ data }) {
	const { t } = useTranslation("listing");
	const c = data.category;
	const crumbs = [...c.parents.map((p) => ({
		name: p.name,
		url: p.url
	})), { name: c.name }];
	const hero500 = imageUrl(c.landingImage, 500);
	const hero1800 = imageUrl(c.landingImage, 1800);
	return /* @__PURE__ */ jsxs("div", {
		className: "category-page",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: crumbs }),
			/* @__PURE__ */ jsxs("header", {
				className: "listing-head",
				children: [/* @__PURE__ */ jsx("h1", { children: c.name }), c.description ? /* @__PURE__ */ jsx("p", {
					className: "listing-description",
					children: c.description
				}) : null]
			}),
			c.isLanding && hero500 && hero1800 ? /* @__PURE__ */ jsx("div", {
				className: "landing-hero",
				children: /* @__PURE__ */ jsx("img", {
					src: hero1800,
					srcSet: `${hero500} 500w, ${hero1800} 1800w`,
					sizes: "(max-width: 1200px) 100vw, 1168px",
					alt: "",
					width: 1600,
					height: 500,
					fetchPriority: "high"
				})
			}) : null,
			c.children.length ? /* @__PURE__ */ jsxs("nav", {
				className: c.isLanding ? "subcats landing-subcats" : "subcats",
				"aria-labelledby": "subcats-title",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "subcats-title",
					className: c.isLanding ? void 0 : "visually-hidden",
					children: t("subcategories")
				}), /* @__PURE__ */ jsx("ul", { children: c.children.map((child) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: child.url,
					children: child.name
				}) }, child.id)) })]
			}) : null,
			c.hidePrices ? /* @__PURE__ */ jsx("p", {
				className: "notice",
				children: t("pricesHiddenNotice")
			}) : null,
			/* @__PURE__ */ jsx(ListingView, {
				listing: data.listing,
				mode: "category"
			})
		]
	});
}
// app/routes/category.tsx
var category_exports = /* @__PURE__ */ __exportAll({
	CategoryView: () => CategoryView,
	default: () => category_default,
	handle: () => handle$5,
	loadCategoryPage: () => loadCategoryPage,
	loader: () => loader$8,
	meta: () => meta$7,
	shouldRevalidate: () => shouldRevalidate$2
});
var handle$5 = { pageClass: "category" };
/** The category page's data for `category` (one catalogue search); also used by the URL dispatcher. */
async function loadCategoryPage(args) {
	const { catalog } = args.context.get(appContext).services;
	return loadCategory(catalog, args.request, args.category);
}
/** Renders a category page from loadCategoryPage()'s data (this route and the URL dispatcher). */
function CategoryView({ data }) {
	return /* @__PURE__ */ jsx(CategoryPage, { data });
}
async function loader$8({ request, context, params }) {
	const { catalog } = context.get(appContext).services;
	let category;
	try {
		category = await catalog.findCategory(params.slug);
	} catch (error) {
		if (isClientError(error)) throw data(null, { status: 404 });
		throw error;
	}
	return loadCategoryPage({
		request,
		context,
		category
	});
}
/** Filter, sort and "load more" keep the scroll position; "load more" does not reload (see revalidate.ts). */
var shouldRevalidate$2 = listingShouldRevalidate;
function meta$7({ loaderData, matches }) {
	return categoryMeta(loaderData, matches.find((m) => m?.id === "root")?.loaderData);
}
var category_default = UNSAFE_withComponentProps(function Category({ loaderData }) {
	return /* @__PURE__ */ jsx(CategoryView, { data: loaderData });
});
/** ApiError 404 (unknown or inactive category) or 400 (an id at or below the root). */
function isClientError(error) {
	const status = error?.status;
	return typeof status === "number" && status >= 400 && status < 500;
}
// app/features/product/format.ts
/** Small display rules of the product page: dates, price per issue, EAN check. */
/** "2025-10-17" → "17.10.2025" in Polish (the locale's numeric date elsewhere); other text is returned as is. */
function formatDate(iso, lang = "pl") {
	const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
	if (!m) return iso;
	const [, y, mo, d] = m;
	if (lang === "pl") return `${d}.${mo}.${y}`;
	return new Intl.DateTimeFormat(LOCALES[lang], {
		day: "2-digit",
		month: "2-digit",
		year: "numeric",
		timeZone: "UTC"
	}).format(new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))));
}
/** Price of one issue of a subscription option, rounded half up to a grosz. */
function pricePerIssue(price, issues) {
	return issues > 0 ? roundHalfUp(toGrosze(price) / issues) : toGrosze(price);
}
/** A GTIN-13 (EAN-13, ISBN-13) with a valid check digit. */
function isGtin13(code) {
	if (!code || !/^\d{13}$/.test(code)) return false;
	const digits = [...code].map(Number);
	return (10 - digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 ? 3 : 1), 0) % 10) % 10 === digits[12];
}
// domain/variant.ts
/** Status ≥ 2 means disabled; out-of-stock children are skipped unless allowed. */
function isVariantAvailable(child, opts = {}) {
	return child.status < 2 && (child.isInStock || opts.allowOutOfStock === true);
}
function matchCount(child, attributes) {
	let count = 0;
	for (const [code, value] of Object.entries(attributes)) if (child.attributes[code] === value) count += 1;
	return count;
}
/**
* Picks a child: exact sku first; otherwise the one matching the most
* selected attribute values, ties to the cheaper final price (then the
* earlier child). null when no child is available.
*/
function selectVariant(children, selection, opts = {}) {
	const available = children.filter((child) => isVariantAvailable(child, opts));
	if (selection.sku !== void 0) {
		const bySku = available.find((child) => child.sku === selection.sku);
		if (bySku) return bySku;
	}
	const attributes = selection.attributes ?? {};
	let best = null;
	let bestScore = -1;
	for (const child of available) {
		const score = matchCount(child, attributes);
		if (score > bestScore || score === bestScore && best !== null && child.finalPrice < best.finalPrice) {
			best = child;
			bestScore = score;
		}
	}
	return best;
}
/**
* The available child matching ALL given attribute values (cheapest if
* several), or null — the caller then warns "No such configuration for
* the product…". An empty selection matches nothing.
*/
function findExactVariant(children, attributes, opts = {}) {
	const wanted = Object.keys(attributes).length;
	if (wanted === 0) return null;
	let best = null;
	for (const child of children) {
		if (!isVariantAvailable(child, opts) || matchCount(child, attributes) !== wanted) continue;
		if (best === null || child.finalPrice < best.finalPrice) best = child;
	}
	return best;
}
/**
* Option ids of `attributeCode` that can still be chosen given the other
* selected attributes (the selection's own value for `attributeCode` is
* ignored). In order of first appearance among the children.
*/
function availableOptionValues(children, attributeCode, currentSelection, opts = {}) {
	const others = Object.entries(currentSelection).filter(([code]) => code !== attributeCode);
	const values = /* @__PURE__ */ new Set();
	for (const child of children) {
		if (!isVariantAvailable(child, opts)) continue;
		const value = child.attributes[attributeCode];
		if (value === void 0) continue;
		if (others.every(([code, selected]) => child.attributes[code] === selected)) values.add(value);
	}
	return [...values];
}
// app/features/product/variant-ui.ts
/**
* Configurable products on the page: which child is shown, what choosing a value does, which values can
* still be chosen, and the variant's URL. The rules themselves (skip out-of-stock and disabled children,
* exact sku first, then the most matching attributes, ties to the cheaper) live in domain/variant.ts.
*/
function toVariantChild(child) {
	return {
		sku: child.sku,
		status: child.status,
		price: toGrosze(child.price.price_incl_tax),
		finalPrice: toGrosze(child.price.final_price_incl_tax),
		isInStock: child.stock.is_in_stock,
		attributes: child.attributes
	};
}
function bySku(children, sku) {
	return sku === void 0 ? null : children.find((c) => c.sku === sku) ?? null;
}
/**
* The child shown when the page opens: the URL's child sku when it can be sold; otherwise the available
* child closest to it (or the cheapest one). null when no child can be sold.
*/
function initialVariant(children, childSku) {
	const variants = children.map(toVariantChild);
	const wanted = bySku(children, childSku ?? void 0);
	const child = bySku(children, selectVariant(variants, {
		...childSku ? { sku: childSku } : {},
		attributes: wanted?.attributes ?? {}
	})?.sku);
	return {
		child,
		selection: child ? { ...child.attributes } : {}
	};
}
/** Choosing `value` for `code`: the child matching the whole new selection, or null (warn the shopper). */
function chooseOptionValue(children, selection, code, value) {
	const next = {
		...selection,
		[code]: value
	};
	return {
		selection: next,
		child: bySku(children, findExactVariant(children.map(toVariantChild), next)?.sku)
	};
}
/** Per option code: the values that still give a sellable child together with the other chosen values. */
function availableValues(children, options, selection) {
	const variants = children.map(toVariantChild);
	return Object.fromEntries(options.map((o) => [o.code, new Set(availableOptionValues(variants, o.code, selection))]));
}
/** The URL of the page with `child` chosen (the canonical URL when none is). */
function variantUrl(product, child) {
	return productUrl({
		sku: product.sku,
		slug: product.slug
	}, child?.sku);
}
// app/features/product/seo.ts
/** "12.34": schema.org prices are plain decimal strings. */
var schemaPrice = (pln) => fromGrosze(toGrosze(pln)).toFixed(2);
/** What the page shows first: the chosen (or cheapest available) variant of a configurable product. */
function offerSource(data) {
	const p = data.product;
	if (p.configurable) {
		const { child } = initialVariant(p.configurable.children, data.childSku);
		if (child) return child;
		return {
			sku: p.sku,
			price: p.price,
			stock: {
				...p.stock,
				is_in_stock: false
			}
		};
	}
	return p;
}
function productJsonLd(data) {
	const p = data.product;
	const abs = (path) => `${data.origin}${path}`;
	const shown = offerSource(data);
	const currency = "PLN";
	const offer = {
		"@type": "Offer",
		url: abs(p.url),
		sku: shown.sku,
		price: schemaPrice(shown.price.final_price_incl_tax),
		priceCurrency: currency,
		availability: shown.stock.is_in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
		itemCondition: "https://schema.org/NewCondition",
		seller: {
			"@type": "Organization",
			name: SHOP_NAME
		}
	};
	if (shown.price.is_discounted) offer.priceSpecification = [{
		"@type": "UnitPriceSpecification",
		price: schemaPrice(shown.price.final_price_incl_tax),
		priceCurrency: currency
	}, {
		"@type": "UnitPriceSpecification",
		priceType: "https://schema.org/StrikethroughPrice",
		price: schemaPrice(shown.price.lowest_price_30d ?? shown.price.price_incl_tax),
		priceCurrency: currency
	}];
	const isBook = p.isbn !== null || p.author !== null && p.type !== "configurable";
	const gtin = isGtin13(p.ean) ? p.ean : isGtin13(p.isbn) ? p.isbn : null;
	const brand = p.publisher ?? p.manufacturer;
	const images = p.gallery.map((g) => imageUrl(g.image, 500)).filter((x) => x !== void 0);
	return {
		"@context": "https://schema.org",
		"@type": isBook ? ["Product", "Book"] : "Product",
		name: p.name,
		sku: p.sku,
		url: abs(p.url),
		...p.description ? { description: p.description } : {},
		...images.length ? { image: images.map(abs) } : {},
		...gtin ? { gtin13: gtin } : {},
		...brand ? { brand: {
			"@type": "Brand",
			name: brand
		} } : {},
		...isBook && p.author ? { author: {
			"@type": "Person",
			name: p.author
		} } : {},
		...isBook && p.publisher ? { publisher: {
			"@type": "Organization",
			name: p.publisher
		} } : {},
		...isBook && p.isbn ? { isbn: p.isbn } : {},
		offers: offer
	};
}
function productMeta(data) {
	const p = data.product;
	const shown = offerSource(data);
	const image = imageUrl(p.gallery[0]?.image ?? p.image, 500);
	const tags = seoMeta({
		title: p.name,
		description: p.description || p.name,
		path: p.url,
		origin: data.origin,
		lang: data.lang,
		image,
		type: "product",
		jsonLd: [productJsonLd(data), breadcrumbJsonLd(data.origin, [{
			name: SHOP_NAME,
			url: "/"
		}, ...data.breadcrumbs.map((c, i) => i === data.breadcrumbs.length - 1 ? {
			name: c.name,
			url: p.url
		} : c)])]
	});
	tags.push({
		property: "product:price:amount",
		content: schemaPrice(shown.price.final_price_incl_tax)
	}, {
		property: "product:price:currency",
		content: "PLN"
	});
	return tags;
}
// app/features/compare/compare-storage.ts
/**
* The compare list (specification section 3: items by sku), kept in local storage under "compare" so it
* survives reloads; at most 4 products. Pure functions over a Storage-like object, so they are testable
* and the browser code stays a thin hook (use-compare.ts).
*/
var COMPARE_KEY = "compare";
/** Fired on window after every change in this tab ("storage" covers the other tabs). */
var COMPARE_EVENT = "kiosk:compare";
/** The skus in the list, oldest first; anything unreadable counts as an empty list. */
function readCompare(storage) {
	try {
		const raw = JSON.parse(storage?.getItem("compare") ?? "[]");
		if (!Array.isArray(raw)) return [];
		const skus = raw.map((x) => typeof x === "string" ? x : x && typeof x === "object" && typeof x.sku === "string" ? x.sku : null);
		return [...new Set(skus.filter((s) => s !== null && s !== ""))].slice(0, 4);
	} catch {
		return [];
	}
}
function write(storage, skus) {
	try {
		storage.setItem(COMPARE_KEY, JSON.stringify(skus));
		return true;
	} catch {
		return false;
	}
}
/** Adds `sku`, or removes it when it is already in the list; refuses a fifth product. */
function toggleCompare(storage, sku) {
	const skus = readCompare(storage);
	if (skus.includes(sku)) return removeFromCompare(storage, sku);
	if (skus.length >= 4) return {
		skus,
		outcome: "full"
	};
	const next = [...skus, sku];
	return write(storage, next) ? {
		skus: next,
		outcome: "added"
	} : {
		skus,
		outcome: "failed"
	};
}
function removeFromCompare(storage, sku) {
	const skus = readCompare(storage);
	const next = skus.filter((s) => s !== sku);
	return write(storage, next) ? {
		skus: next,
		outcome: "removed"
	} : {
		skus,
		outcome: "failed"
	};
}
function clearCompare(storage) {
	write(storage, []);
}
// app/features/compare/use-compare.ts
/** The compare list in React: follows changes from this tab (COMPARE_EVENT) and from other tabs ("storage"). */
var EMPTY = [];
var cachedRaw;
var cachedSkus = EMPTY;
/** localStorage, or null where it is blocked (private modes, disabled cookies). */
function browserStorage() {
	try {
		return typeof window === "undefined" ? null : window.localStorage;
	} catch {
		return null;
	}
}
function snapshot() {
	const storage = browserStorage();
	let raw = null;
	try {
		raw = storage?.getItem("compare") ?? null;
	} catch {
		raw = null;
	}
	if (raw !== cachedRaw) {
		cachedRaw = raw;
		cachedSkus = readCompare({
			getItem: () => raw,
			setItem: () => void 0
		});
	}
	return cachedSkus;
}
function subscribe(onChange) {
	const onStorage = (e) => {
		if (e.key === null || e.key === "compare") onChange();
	};
	window.addEventListener("storage", onStorage);
	window.addEventListener(COMPARE_EVENT, onChange);
	return () => {
		window.removeEventListener("storage", onStorage);
		window.removeEventListener(COMPARE_EVENT, onChange);
	};
}
var failed = () => ({
	skus: [],
	outcome: "failed"
});
function useCompareList() {
	const skus = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
	const change = useCallback((update) => {
		const storage = browserStorage();
		const result = storage ? update(storage) : failed();
		window.dispatchEvent(new Event(COMPARE_EVENT));
		return result;
	}, []);
	return {
		skus,
		toggle: useCallback((sku) => change((s) => toggleCompare(s, sku)), [change]),
		remove: useCallback((sku) => change((s) => removeFromCompare(s, sku)), [change]),
		clear: useCallback(() => change((s) => {
			clearCompare(s);
			return {
				skus: [],
				outcome: "removed"
			};
		}), [change])
	};
}
// app/features/compare/CompareButton.tsx
/** "Compare" toggle of a product page, with a link to the compare page while the list is not empty. */
function CompareButton({ sku, name }) {
	const { t } = useTranslation("product");
	const notify = useNotify();
	const { skus, toggle } = useCompareList();
	const inList = skus.includes(sku);
	return /* @__PURE__ */ jsxs("div", {
		className: "cmp-toggle",
		children: [/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "pdp-button pdp-button-secondary",
			"aria-pressed": inList,
			onClick: () => {
				const { outcome } = toggle(sku);
				if (outcome === "full") notify({
					type: "warning",
					message: t("compareFull", { count: 4 })
				});
				else if (outcome === "added") notify({
					type: "success",
					message: t("compareAdded", { name })
				});
				else if (outcome === "removed") notify({
					type: "info",
					message: t("compareRemoved", { name })
				});
				else notify({
					type: "error",
					message: t("storageFailed")
				});
			},
			children: [/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: inList ? "✓ " : "⇄ "
			}), t("compare")]
		}), skus.length > 0 ? /* @__PURE__ */ jsx(Link, {
			to: "/compare",
			className: "cmp-link",
			children: t("compareLink", { count: skus.length })
		}) : null]
	});
}
// app/features/recently-viewed/recently-viewed-storage.ts
var RECENTLY_VIEWED_KEY = "recently-viewed";
function isItem(x) {
	if (!x || typeof x !== "object") return false;
	const r = x;
	const p = r.price;
	return typeof r.sku === "string" && typeof r.name === "string" && typeof r.url === "string" && r.url.startsWith("/") && !r.url.startsWith("//") && (r.image === null || typeof r.image === "string") && !!p && typeof p.price_incl_tax === "number" && typeof p.final_price_incl_tax === "number" && typeof p.is_discounted === "boolean" && (p.lowest_price_30d === null || typeof p.lowest_price_30d === "number");
}
function readRecentlyViewed(storage) {
	try {
		const raw = JSON.parse(storage?.getItem("recently-viewed") ?? "[]");
		return Array.isArray(raw) ? raw.filter(isItem).slice(0, 12) : [];
	} catch {
		return [];
	}
}
/** Puts `item` first (once), keeps the newest 12, and returns the new list. */
function recordRecentlyViewed(storage, item, now = Date.now()) {
	const list = [{
		...item,
		viewedAt: now
	}, ...readRecentlyViewed(storage).filter((x) => x.sku !== item.sku)].slice(0, 12);
	try {
		storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
	} catch {}
	return list;
}
// app/features/recently-viewed/RecentlyViewed.tsx
/**
* "Recently viewed" strip from local storage, for the product page and any other page (e.g. the account
* area). Rendered only in the browser, after hydration; nothing is shown while the list is empty.
*/
function storage() {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}
function RecentlyViewed({ excludeSku, title, limit = 12 }) {
	const { t } = useTranslation("product");
	const [items, setItems] = useState([]);
	useEffect(() => setItems(readRecentlyViewed(storage())), []);
	const shown = items.filter((i) => i.sku !== excludeSku).slice(0, limit);
	if (shown.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "rv",
		"aria-labelledby": "rv-title",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "rv-title",
			children: title ?? t("recentlyViewed")
		}), /* @__PURE__ */ jsx("ul", {
			className: "rv-list",
			children: shown.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "rv-item",
				children: [/* @__PURE__ */ jsxs(Link, {
					to: item.url,
					children: [/* @__PURE__ */ jsx("span", {
						className: "rv-image",
						children: item.image ? /* @__PURE__ */ jsx("img", {
							src: imageUrl(item.image, 150),
							alt: "",
							width: 150,
							height: 150,
							loading: "lazy",
							decoding: "async"
						}) : null
					}), /* @__PURE__ */ jsx("span", {
						className: "rv-name",
						children: item.name
					})]
				}), /* @__PURE__ */ jsx(Price, {
					item: item.price,
					compact: true
				})]
			}, item.sku))
		})]
	});
}
/** Remembers the product being viewed (once per product page). */
function useRecordRecentlyViewed(item) {
	const { sku } = item;
	useEffect(() => {
		const s = storage();
		if (s) recordRecentlyViewed(s, item);
	}, [sku]);
}
// app/features/product/ConfigurableOptions.tsx
/**
* Configurable options as radio groups (fieldset + legend), swatches for colours. Values that give no
* sellable child with the other chosen values are shown struck through and announced as unavailable, but
* stay choosable: choosing one shows the "no such configuration" warning (specification sections 4 and 8).
*/
var SAFE_COLOUR = /^#[0-9a-f]{3,8}$/i;
function ConfigurableOptions({ options, selection, available, onChoose }) {
	const { t } = useTranslation("product");
	return /* @__PURE__ */ jsx("div", {
		className: "pdp-options",
		children: options.map((option) => {
			const chosen = option.values.find((v) => v.id === selection[option.code]);
			return /* @__PURE__ */ jsxs("fieldset", {
				className: "pdp-fieldset",
				children: [/* @__PURE__ */ jsxs("legend", { children: [option.label, chosen ? /* @__PURE__ */ jsxs("span", {
					className: "pdp-chosen",
					children: [": ", chosen.label]
				}) : null] }), /* @__PURE__ */ jsx("div", {
					className: "pdp-values",
					children: option.values.map((value) => {
						const isAvailable = available[option.code]?.has(value.id) ?? false;
						const swatch = value.swatch && SAFE_COLOUR.test(value.swatch) ? value.swatch : null;
						return /* @__PURE__ */ jsxs("label", {
							className: `pdp-value${swatch ? " pdp-value-swatch" : ""}${isAvailable ? "" : " pdp-value-unavailable"}`,
							children: [
								/* @__PURE__ */ jsx("input", {
									type: "radio",
									name: `super_attribute[${option.code}]`,
									value: value.id,
									checked: selection[option.code] === value.id,
									onChange: () => onChoose(option.code, value.id)
								}),
								swatch ? /* @__PURE__ */ jsx("span", {
									className: "pdp-swatch",
									style: { background: swatch },
									"aria-hidden": "true"
								}) : null,
								/* @__PURE__ */ jsx("span", {
									className: "pdp-value-label",
									children: value.label
								}),
								isAvailable ? null : /* @__PURE__ */ jsxs("span", {
									className: "visually-hidden",
									children: [
										" (",
										t("valueUnavailable"),
										")"
									]
								})
							]
						}, value.id);
					})
				})]
			}, option.code);
		})
	});
}
// app/features/product/Downloads.tsx
/** Downloadable product: the files, formats and download limits, free samples, and the withdrawal notice. */
function Downloads({ links }) {
	const { t } = useTranslation("product");
	return /* @__PURE__ */ jsxs("section", {
		className: "pdp-downloads",
		"aria-labelledby": "pdp-downloads-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "pdp-downloads-title",
				children: t("downloadsTitle")
			}),
			/* @__PURE__ */ jsx("ul", { children: links.map((l) => /* @__PURE__ */ jsxs("li", { children: [
				/* @__PURE__ */ jsx("span", {
					className: "pdp-download-title",
					children: l.title
				}),
				/* @__PURE__ */ jsx("span", {
					className: "pdp-format",
					children: l.format.toUpperCase()
				}),
				/* @__PURE__ */ jsx("span", {
					className: "pdp-muted",
					children: l.downloads === null ? t("downloadsUnlimited") : t("downloadsLimit", { count: l.downloads })
				}),
				l.sampleUrl ? /* @__PURE__ */ jsx("a", {
					href: l.sampleUrl,
					className: "pdp-sample",
					download: true,
					children: t("sample", { format: l.format.toUpperCase() })
				}) : null
			] }, l.id)) }),
			/* @__PURE__ */ jsx("p", {
				className: "pdp-note",
				children: t("withdrawalDigital")
			})
		]
	});
}
function Modal({ open, title, onClose, children }) {
	const ref = useRef(null);
	const [closing, setClosing] = useState(false);
	const { t } = useTranslation();
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			setClosing(false);
			dialog.showModal();
		}
		if (!open && dialog.open) dialog.close();
	}, [open]);
	const requestClose = () => {
		setClosing(true);
		setTimeout(() => {
			setClosing(false);
			onClose();
		}, 300);
	};
	return /* @__PURE__ */ jsx("dialog", {
		ref,
		className: closing ? "modal closing" : "modal",
		"aria-labelledby": "modal-title",
		onCancel: (e) => {
			e.preventDefault();
			requestClose();
		},
		onClick: (e) => {
			if (e.target === ref.current) requestClose();
		},
		children: /* @__PURE__ */ jsxs("div", {
			className: "modal-inner",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "modal-head",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "modal-title",
					children: title
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "icon-button",
					"aria-label": t("close"),
					onClick: requestClose,
					children: "×"
				})]
			}), open ? children : null]
		})
	});
}
// app/features/product/Gallery.tsx
/**
* Product images: the main image in a fixed 500×500 box (no layout shift, loaded first), thumbnails to
* switch it, and the large 1800×1500 image in a modal (click or Enter on the main image; arrows inside).
*/
function Gallery({ images, name }) {
	const { t } = useTranslation("product");
	const [index, setIndex] = useState(0);
	const [zoomed, setZoomed] = useState(false);
	const opener = useRef(null);
	const current = images[index] ?? images[0];
	const alt = (img) => img.label && img.label !== name ? `${name} – ${img.label}` : name;
	const step = (delta) => setIndex((i) => (i + delta + images.length) % images.length);
	if (!current) return /* @__PURE__ */ jsx("div", {
		className: "pdp-gallery",
		children: /* @__PURE__ */ jsx("div", {
			className: "pdp-main-image pdp-no-image",
			children: t("noImage")
		})
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-gallery",
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				ref: opener,
				className: "pdp-main-image",
				"aria-haspopup": "dialog",
				onClick: () => setZoomed(true),
				children: [
					/* @__PURE__ */ jsx("img", {
						src: imageUrl(current.image, 500),
						width: 500,
						height: 500,
						alt: alt(current),
						loading: "eager",
						fetchPriority: "high",
						decoding: "async"
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "visually-hidden",
						children: [" – ", t("zoom")]
					}),
					/* @__PURE__ */ jsx("span", {
						className: "pdp-zoom-hint",
						"aria-hidden": "true",
						children: "⤢"
					})
				]
			}),
			images.length > 1 ? /* @__PURE__ */ jsx("ul", {
				className: "pdp-thumbs",
				"aria-label": t("images"),
				children: images.map((img, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
					type: "button",
					"aria-current": i === index ? "true" : void 0,
					onClick: () => setIndex(i),
					children: [/* @__PURE__ */ jsx("img", {
						src: imageUrl(img.image, 150),
						width: 64,
						height: 64,
						alt: "",
						loading: "lazy",
						decoding: "async"
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("showImage", {
							n: i + 1,
							total: images.length,
							label: img.label
						})
					})]
				}) }, `${img.image}-${i}`))
			}) : null,
			zoomed ? /* @__PURE__ */ jsx(Modal, {
				open: true,
				title: name,
				onClose: () => {
					setZoomed(false);
					opener.current?.focus();
				},
				children: /* @__PURE__ */ jsxs("div", {
					className: "pdp-zoom",
					onKeyDown: (e) => {
						if (images.length < 2) return;
						if (e.key === "ArrowRight") step(1);
						if (e.key === "ArrowLeft") step(-1);
					},
					children: [/* @__PURE__ */ jsx("img", {
						src: imageUrl(current.image, 1800),
						width: 1800,
						height: 1500,
						alt: alt(current),
						decoding: "async"
					}), images.length > 1 ? /* @__PURE__ */ jsxs("div", {
						className: "pdp-zoom-nav",
						children: [
							/* @__PURE__ */ jsxs("button", {
								type: "button",
								className: "pdp-button",
								onClick: () => step(-1),
								children: [/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: "‹ "
								}), t("previousImage")]
							}),
							/* @__PURE__ */ jsx("span", {
								"aria-live": "polite",
								children: t("imageOf", {
									n: index + 1,
									total: images.length
								})
							}),
							/* @__PURE__ */ jsxs("button", {
								type: "button",
								className: "pdp-button",
								onClick: () => step(1),
								children: [t("nextImage"), /* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: " ›"
								})]
							})
						]
					}) : null]
				})
			}) : null
		]
	});
}
function stockLevel(stock) {
	if (!stock.is_in_stock) return "outOfStock";
	if (stock.manage_stock && stock.qty > 0 && stock.qty <= 5) return "lowStock";
	return "inStock";
}
/** The allowed quantity range: min_sale_qty up to max_sale_qty, and no more than is in stock. */
function qtyRange(stock) {
	const min = Math.max(1, Math.floor(stock.min_sale_qty || 1));
	let max = Math.max(min, Math.floor(stock.max_sale_qty || 1e4));
	if (stock.manage_stock && stock.qty > 0) max = Math.max(min, Math.min(max, Math.floor(stock.qty)));
	return {
		min,
		max
	};
}
// app/features/product/PriceBox.tsx
/**
* The price the shopper pays (special-price window already applied by the API) with the Omnibus line, a
* "-X%" badge measured against the 30-day lowest price, the VAT note and the stock status. It is a polite
* live region: choosing another variant announces its price and availability.
*/
function PriceBox({ price, stock, id }) {
	const { t } = useTranslation("product");
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-price",
		"aria-live": "polite",
		"aria-atomic": "true",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "pdp-price-row",
				children: [/* @__PURE__ */ jsx(Price, { item: price }), price.is_discounted && price.discount_percent > 0 ? /* @__PURE__ */ jsxs("span", {
					className: "pdp-badge",
					children: [/* @__PURE__ */ jsxs("span", {
						"aria-hidden": "true",
						children: [
							"-",
							price.discount_percent,
							"%"
						]
					}), /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: t("discountBadge", { percent: price.discount_percent })
					})]
				}) : null]
			}),
			/* @__PURE__ */ jsx("p", {
				className: "pdp-vat",
				children: t("vatIncluded", { rate: price.tax_rate })
			}),
			/* @__PURE__ */ jsx(StockStatus, {
				stock,
				...id ? { id } : {}
			})
		]
	});
}
function StockStatus({ stock, id }) {
	const { t } = useTranslation("product");
	const level = stockLevel(stock);
	return /* @__PURE__ */ jsxs("p", {
		className: `pdp-stock pdp-stock-${level}`,
		id,
		children: [/* @__PURE__ */ jsx("span", {
			className: "pdp-stock-dot",
			"aria-hidden": "true"
		}), t(`stock_${level}`)]
	});
}
// app/features/product/ProductDetails.tsx
/** Description and the attribute table (author, publisher, ISBN, EAN, premiere, form, series, …). */
function ProductDetails({ description, attributes, lang }) {
	const { t } = useTranslation("product");
	const paragraphs = description.split(/\n\s*\n|\r?\n/).map((p) => p.trim()).filter(Boolean);
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-details",
		children: [paragraphs.length ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "pdp-description-title",
			className: "pdp-description",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "pdp-description-title",
				children: t("description")
			}), paragraphs.map((p, i) => /* @__PURE__ */ jsx("p", { children: p }, i))]
		}) : null, attributes.length ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "pdp-attributes-title",
			className: "pdp-attributes",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "pdp-attributes-title",
				children: t("details")
			}), /* @__PURE__ */ jsx("table", { children: /* @__PURE__ */ jsx("tbody", { children: attributes.map((row) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
				scope: "row",
				children: t(`attr_${row.key}`)
			}), /* @__PURE__ */ jsx("td", { children: row.kind === "date" ? formatDate(row.value, lang) : row.value })] }, row.key)) }) })]
		}) : null]
	});
}
// app/features/product/ProductTiles.tsx
/** A row of product tiles (related products): image in a fixed square, name, author, price with Omnibus line. */
function ProductTiles({ title, items, id }) {
	if (items.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: "pdp-section",
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			children: title
		}), /* @__PURE__ */ jsx("ul", {
			className: "tiles pdp-tiles",
			children: items.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "tile",
				children: [
					/* @__PURE__ */ jsxs(Link, {
						to: item.url,
						children: [/* @__PURE__ */ jsx("span", {
							className: "pdp-tile-image",
							children: item.image ? /* @__PURE__ */ jsx("img", {
								src: imageUrl(item.image, 250),
								alt: "",
								width: 250,
								height: 250,
								loading: "lazy",
								decoding: "async"
							}) : null
						}), /* @__PURE__ */ jsx("span", {
							className: "name",
							children: item.name
						})]
					}),
					item.author ? /* @__PURE__ */ jsx("span", {
						className: "author",
						children: item.author
					}) : null,
					/* @__PURE__ */ jsx(Price, {
						item: item.price,
						compact: true
					})
				]
			}, item.sku))
		})]
	});
}
// app/features/product/bundle.ts
/**
* Bundle options: which selections are chosen (with their quantities) and the live total, the sum of
* price × qty of the chosen selections. Specification section 5: only entries with a non-negative qty count.
*/
var isMultiBundleOption = (o) => o.type === "checkbox" || o.type === "multi";
/** Defaults preselected; a required single-choice option without a default gets its first selection. */
function defaultBundleSelection(options) {
	const selection = {};
	for (const option of options) {
		let chosen = option.links.filter((l) => l.isDefault);
		if (!isMultiBundleOption(option)) chosen = chosen.slice(0, 1);
		if (chosen.length === 0 && option.required && !isMultiBundleOption(option) && option.links[0]) chosen = [option.links[0]];
		selection[option.id] = Object.fromEntries(chosen.map((l) => [l.id, l.qty]));
	}
	return selection;
}
/** Sum of price × qty over the chosen selections; negative quantities are ignored. */
function bundleTotal(options, selection) {
	let total = 0;
	for (const option of options) {
		const chosen = selection[option.id] ?? {};
		for (const link of option.links) {
			const qty = chosen[link.id];
			if (qty === void 0 || !Number.isFinite(qty) || qty < 0) continue;
			total += toGrosze(link.price) * qty;
		}
	}
	return total;
}
/** Single-choice options (select, radio): `linkId` null clears the option. */
function chooseBundleLink(options, selection, optionId, linkId) {
	const link = options.find((o) => o.id === optionId)?.links.find((l) => l.id === linkId);
	return {
		...selection,
		[optionId]: link ? { [link.id]: link.qty } : {}
	};
}
/** Multiple-choice options (checkbox, multi). */
function toggleBundleLink(options, selection, optionId, linkId, on) {
	const link = options.find((o) => o.id === optionId)?.links.find((l) => l.id === linkId);
	const current = { ...selection[optionId] ?? {} };
	if (on && link) current[link.id] = link.qty;
	else delete current[linkId];
	return {
		...selection,
		[optionId]: current
	};
}
/** Changes the quantity of a chosen selection whose quantity may change; a non-integer becomes 0. */
function setBundleQty(options, selection, optionId, linkId, qty) {
	const link = options.find((o) => o.id === optionId)?.links.find((l) => l.id === linkId);
	const current = selection[optionId] ?? {};
	if (!link || !link.canChangeQty || current[linkId] === void 0) return selection;
	return {
		...selection,
		[optionId]: {
			...current,
			[linkId]: Number.isInteger(qty) && qty >= 0 ? qty : 0
		}
	};
}
/** Required options with nothing chosen (or only zero quantities). */
function missingBundleOptions(options, selection) {
	return options.filter((o) => o.required && !Object.values(selection[o.id] ?? {}).some((qty) => qty > 0));
}
// app/features/product/BundleOptions.tsx
/**
* Bundle options: a select, radio group or checkboxes per option type, quantity fields where the quantity
* may change, defaults preselected, and the live total of the chosen selections (bundle.ts).
*/
function BundleOptions({ options, selection, onChange }) {
	const { t } = useTranslation("product");
	const total = bundleTotal(options, selection);
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-options",
		children: [options.map((option) => /* @__PURE__ */ jsx(BundleOptionField, {
			option,
			options,
			selection,
			onChange
		}, option.id)), /* @__PURE__ */ jsxs("p", {
			className: "pdp-total",
			"aria-live": "polite",
			children: [
				t("bundleTotal"),
				" ",
				/* @__PURE__ */ jsx("strong", { children: formatPrice(total) })
			]
		})]
	});
}
var linkText = (l) => `${l.qty > 1 && !l.canChangeQty ? `${l.qty} × ` : ""}${l.name} – ${formatPrice(toGrosze(l.price))}`;
function BundleOptionField({ option, options, selection, onChange }) {
	const { t } = useTranslation("product");
	const id = useId();
	const chosen = selection[option.id] ?? {};
	const chosenId = Object.keys(chosen).map(Number)[0];
	const title = /* @__PURE__ */ jsxs(Fragment, { children: [option.title, option.required ? /* @__PURE__ */ jsxs("span", {
		className: "pdp-required",
		children: [
			" (",
			t("required"),
			")"
		]
	}) : null] });
	const qtyField = (link) => link.canChangeQty && chosen[link.id] !== void 0 ? /* @__PURE__ */ jsx(QtyInput, {
		label: /* @__PURE__ */ jsxs(Fragment, { children: [t("qty"), /* @__PURE__ */ jsxs("span", {
			className: "visually-hidden",
			children: [" – ", link.name]
		})] }),
		name: `bundle_option_qty[${option.id}][${link.id}]`,
		value: chosen[link.id] ?? 0,
		onChange: (qty) => onChange(setBundleQty(options, selection, option.id, link.id, qty))
	}) : null;
	if (option.type === "select") {
		const link = option.links.find((l) => l.id === chosenId);
		return /* @__PURE__ */ jsxs("div", {
			className: "pdp-field",
			children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: id,
					children: title
				}),
				/* @__PURE__ */ jsxs("select", {
					id,
					name: `bundle_option[${option.id}]`,
					value: chosenId ?? "",
					required: option.required,
					onChange: (e) => onChange(chooseBundleLink(options, selection, option.id, e.target.value === "" ? null : Number(e.target.value))),
					children: [!option.required || chosenId === void 0 ? /* @__PURE__ */ jsx("option", {
						value: "",
						children: t("none")
					}) : null, option.links.map((l) => /* @__PURE__ */ jsx("option", {
						value: l.id,
						children: linkText(l)
					}, l.id))]
				}),
				link ? qtyField(link) : null
			]
		});
	}
	const multi = isMultiBundleOption(option);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "pdp-fieldset",
		children: [
			/* @__PURE__ */ jsx("legend", { children: title }),
			!multi && !option.required ? /* @__PURE__ */ jsxs("label", {
				className: "pdp-choice",
				children: [/* @__PURE__ */ jsx("input", {
					type: "radio",
					name: `bundle_option[${option.id}]`,
					value: "",
					checked: chosenId === void 0,
					onChange: () => onChange(chooseBundleLink(options, selection, option.id, null))
				}), t("none")]
			}) : null,
			option.links.map((l) => /* @__PURE__ */ jsxs("div", {
				className: "pdp-choice-row",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "pdp-choice",
					children: [/* @__PURE__ */ jsx("input", {
						type: multi ? "checkbox" : "radio",
						name: multi ? `bundle_option[${option.id}][]` : `bundle_option[${option.id}]`,
						value: l.id,
						checked: chosen[l.id] !== void 0,
						onChange: (e) => onChange(multi ? toggleBundleLink(options, selection, option.id, l.id, e.target.checked) : chooseBundleLink(options, selection, option.id, l.id))
					}), linkText(l)]
				}), qtyField(l)]
			}, l.id))
		]
	});
}
/** A quantity field (whole numbers from 0) with a visible label. */
function QtyInput({ label, name, value, onChange, max, disabled }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("span", {
		className: "pdp-qty",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsx("input", {
			id,
			type: "number",
			inputMode: "numeric",
			name,
			min: 0,
			max,
			step: 1,
			value: Number.isFinite(value) ? value : 0,
			disabled,
			onChange: (e) => onChange(e.target.value === "" ? 0 : Math.max(0, Math.floor(Number(e.target.value))))
		})]
	});
}
// app/features/product/CustomOptionsFields.tsx
/** Custom options (when a product has them): fields per option type, each value with what it adds to the price. */
function CustomOptionsFields({ options, selection, base, onChange }) {
	const { t } = useTranslation("product");
	const extra = customOptionsPrice(options, selection, base);
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-options",
		children: [options.map((o) => /* @__PURE__ */ jsx(CustomOptionField, {
			option: o,
			selection,
			base,
			onChange
		}, o.option_id)), /* @__PURE__ */ jsxs("p", {
			className: "pdp-total",
			"aria-live": "polite",
			children: [
				t("priceWithOptions"),
				" ",
				/* @__PURE__ */ jsx("strong", { children: formatPrice(base + extra) })
			]
		})]
	});
}
function CustomOptionField({ option, selection, base, onChange }) {
	const { t } = useTranslation("product");
	const id = useId();
	const name = `options[${option.option_id}]`;
	const surcharge = (v) => {
		const g = customValuePrice(v, base);
		return g > 0 ? ` (+${formatPrice(g)})` : "";
	};
	const title = /* @__PURE__ */ jsxs(Fragment, { children: [option.title, option.is_require ? /* @__PURE__ */ jsxs("span", {
		className: "pdp-required",
		children: [
			" (",
			t("required"),
			")"
		]
	}) : null] });
	const chosen = selection[option.option_id];
	const ids = Array.isArray(chosen) ? chosen : [];
	if (isTextOption(option)) {
		const Field = option.type === "area" ? "textarea" : "input";
		return /* @__PURE__ */ jsxs("div", {
			className: "pdp-field",
			children: [/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				children: [title, option.price !== void 0 ? surcharge({
					price: option.price,
					price_type: option.price_type ?? "fixed"
				}) : null]
			}), /* @__PURE__ */ jsx(Field, {
				id,
				name,
				required: option.is_require,
				value: typeof chosen === "string" ? chosen : "",
				onChange: (e) => onChange({
					...selection,
					[option.option_id]: e.target.value
				})
			})]
		});
	}
	const values = option.values ?? [];
	if (option.type === "drop_down") return /* @__PURE__ */ jsxs("div", {
		className: "pdp-field",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: title
		}), /* @__PURE__ */ jsxs("select", {
			id,
			name,
			required: option.is_require,
			value: ids[0] ?? "",
			onChange: (e) => onChange({
				...selection,
				[option.option_id]: e.target.value === "" ? [] : [Number(e.target.value)]
			}),
			children: [/* @__PURE__ */ jsx("option", {
				value: "",
				children: t("choose")
			}), values.map((v) => /* @__PURE__ */ jsxs("option", {
				value: v.option_type_id,
				children: [v.title, surcharge(v)]
			}, v.option_type_id))]
		})]
	});
	const multi = isMultiOption(option);
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "pdp-fieldset",
		children: [/* @__PURE__ */ jsx("legend", { children: title }), values.map((v) => /* @__PURE__ */ jsxs("label", {
			className: "pdp-choice",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: multi ? "checkbox" : "radio",
					name: multi ? `${name}[]` : name,
					value: v.option_type_id,
					checked: ids.includes(v.option_type_id),
					onChange: (e) => onChange({
						...selection,
						[option.option_id]: multi ? e.target.checked ? [...ids, v.option_type_id] : ids.filter((x) => x !== v.option_type_id) : [v.option_type_id]
					})
				}),
				v.title,
				surcharge(v)
			]
		}, v.option_type_id))]
	});
}
// app/features/product/grouped.ts
/** Grouped products: the suggested quantities and the live total of the items chosen. */
/** Each item's suggested quantity; an item out of stock starts at 0. */
var defaultGroupedQtys = (items) => Object.fromEntries(items.map((i) => [i.sku, i.stock.is_in_stock ? Math.max(0, Math.floor(i.defaultQty)) : 0]));
/** Sum of final price × qty; negative quantities do not count. */
function groupedTotal(items, qtys) {
	let total = 0;
	for (const item of items) {
		const qty = qtys[item.sku] ?? 0;
		if (Number.isInteger(qty) && qty > 0) total += toGrosze(item.price.final_price_incl_tax) * qty;
	}
	return total;
}
var groupedQtyCount = (qtys) => Object.values(qtys).reduce((n, q) => n + (q > 0 ? q : 0), 0);
// app/features/product/GroupedItems.tsx
/** Grouped product: its items in a table with price, stock and a quantity each, and the live total. */
function GroupedItems({ items, qtys, onChange }) {
	const { t } = useTranslation("product");
	if (items.length === 0) return /* @__PURE__ */ jsx("p", { children: t("groupedEmpty") });
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-options",
		children: [/* @__PURE__ */ jsxs("table", {
			className: "pdp-grouped",
			children: [
				/* @__PURE__ */ jsx("caption", { children: t("groupedCaption") }),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("product")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("price")
					}),
					/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: t("qty")
					})
				] }) }),
				/* @__PURE__ */ jsx("tbody", { children: items.map((item) => /* @__PURE__ */ jsxs("tr", { children: [
					/* @__PURE__ */ jsxs("th", {
						scope: "row",
						children: [/* @__PURE__ */ jsxs(Link, {
							to: item.url,
							className: "pdp-grouped-item",
							children: [item.image ? /* @__PURE__ */ jsx("img", {
								src: imageUrl(item.image, 150),
								width: 48,
								height: 48,
								alt: "",
								loading: "lazy"
							}) : null, /* @__PURE__ */ jsx("span", { children: item.name })]
						}), /* @__PURE__ */ jsx(StockStatus, { stock: item.stock })]
					}),
					/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(Price, {
						item: item.price,
						compact: true
					}) }),
					/* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx(QtyInput, {
						label: /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: t("qtyOf", { name: item.name })
						}),
						name: `super_group[${item.sku}]`,
						value: qtys[item.sku] ?? 0,
						max: qtyRange(item.stock).max,
						disabled: !item.stock.is_in_stock,
						onChange: (qty) => onChange({
							...qtys,
							[item.sku]: qty
						})
					}) })
				] }, item.sku)) })
			]
		}), /* @__PURE__ */ jsxs("p", {
			className: "pdp-total",
			"aria-live": "polite",
			children: [
				t("groupedTotal"),
				" ",
				/* @__PURE__ */ jsx("strong", { children: formatPrice(groupedTotal(items, qtys)) })
			]
		})]
	});
}
// app/features/product/SubscriptionOptions.tsx
/**
* Subscription: the number of issues (price and price per issue), the first issue, and what the shopper
* must know before buying: recurring payment and a gift.
*/
var defaultSubscriptionChoice = (info) => ({
	numberOptionId: info.numberOptions[0]?.id ?? null,
	startingNumberId: info.startingNumbers[0]?.id ?? null
});
function SubscriptionOptions({ info, choice, onChange, lang }) {
	const { t } = useTranslation("product");
	const id = useId();
	const chosen = info.numberOptions.find((n) => n.id === choice.numberOptionId);
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp-options",
		children: [
			info.numberOptions.length ? /* @__PURE__ */ jsxs("fieldset", {
				className: "pdp-fieldset",
				children: [/* @__PURE__ */ jsx("legend", { children: t("subscriptionLength") }), /* @__PURE__ */ jsx("div", {
					className: "pdp-cards",
					children: info.numberOptions.map((n) => /* @__PURE__ */ jsxs("label", {
						className: "pdp-card",
						children: [
							/* @__PURE__ */ jsx("input", {
								type: "radio",
								name: "number_option",
								value: n.id,
								checked: choice.numberOptionId === n.id,
								onChange: () => onChange({
									...choice,
									numberOptionId: n.id
								})
							}),
							/* @__PURE__ */ jsx("span", {
								className: "pdp-card-title",
								children: n.label
							}),
							/* @__PURE__ */ jsx("span", {
								className: "pdp-card-price",
								children: formatPrice(toGrosze(n.price_incl_tax))
							}),
							/* @__PURE__ */ jsx("span", {
								className: "pdp-card-note",
								children: t("perIssue", { price: formatPrice(pricePerIssue(n.price_incl_tax, n.numbers)) })
							})
						]
					}, n.id))
				})]
			}) : null,
			info.startingNumbers.length ? /* @__PURE__ */ jsxs("div", {
				className: "pdp-field",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: id,
					children: t("startingNumber")
				}), /* @__PURE__ */ jsx("select", {
					id,
					name: "starting_number",
					value: choice.startingNumberId ?? "",
					onChange: (e) => onChange({
						...choice,
						startingNumberId: Number(e.target.value)
					}),
					children: info.startingNumbers.map((s) => /* @__PURE__ */ jsx("option", {
						value: s.id,
						children: s.issue_date ? t("startingNumberOption", {
							label: s.label,
							date: formatDate(s.issue_date, lang)
						}) : s.label
					}, s.id))
				})]
			}) : null,
			chosen ? /* @__PURE__ */ jsxs("p", {
				className: "pdp-total",
				"aria-live": "polite",
				children: [
					t("subscriptionTotal"),
					" ",
					/* @__PURE__ */ jsx("strong", { children: formatPrice(toGrosze(chosen.price_incl_tax)) }),
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "pdp-muted",
						children: [
							"(",
							t("perIssue", { price: formatPrice(pricePerIssue(chosen.price_incl_tax, chosen.numbers)) }),
							")"
						]
					})
				]
			}) : null,
			info.recurring ? /* @__PURE__ */ jsxs("p", {
				className: "pdp-note",
				children: [
					/* @__PURE__ */ jsx("strong", { children: t("recurringTitle") }),
					" ",
					t("recurringText")
				]
			}) : null,
			info.gift ? /* @__PURE__ */ jsxs("p", {
				className: "pdp-note pdp-note-gift",
				children: [
					/* @__PURE__ */ jsx("strong", { children: t("giftTitle") }),
					" ",
					t("giftText")
				]
			}) : null
		]
	});
}
// app/features/product/PurchaseForm.tsx
/**
* The buying area: the options of the product type (variant, bundle, grouped items, subscription, custom
* options), the quantity and "Add to cart". The checks of specification section 5 run before submitting:
* unknown configuration, out of stock, required options missing.
*/
function PurchaseForm({ product, childSku, noSuchVariant, price, stock, lang, stockId, variantFields }) {
	const { t } = useTranslation("product");
	const notify = useNotify();
	const qtyId = useId();
	const [bundle, setBundle] = useState(() => product.bundle ? defaultBundleSelection(product.bundle) : {});
	const [grouped, setGrouped] = useState(() => product.grouped ? defaultGroupedQtys(product.grouped) : {});
	const [subscription, setSubscription] = useState(() => product.subscription ? defaultSubscriptionChoice(product.subscription) : {
		numberOptionId: null,
		startingNumberId: null
	});
	const [custom, setCustom] = useState({});
	const range = qtyRange(stock);
	const soldOut = product.grouped ? false : !stock.is_in_stock;
	/** Why the product cannot be added as chosen (null: it can). */
	function problem() {
		if (product.configurable && (noSuchVariant || childSku === null)) return {
			type: "warning",
			message: t(noSuchVariant ? "noSuchConfiguration" : "noVariants")
		};
		if (soldOut) return {
			type: "error",
			message: t("outOfStockCannotAdd")
		};
		if (product.bundle) {
			const missing = missingBundleOptions(product.bundle, bundle);
			if (missing.length) return {
				type: "warning",
				message: t("chooseRequired", { names: missing.map((o) => o.title).join(", ") })
			};
		}
		if (product.grouped && groupedQtyCount(grouped) === 0) return {
			type: "warning",
			message: t("groupedChooseQty")
		};
		if (product.customOptions) {
			const missing = missingCustomOptions(product.customOptions, custom);
			if (missing.length) return {
				type: "warning",
				message: t("chooseRequired", { names: missing.map((o) => o.title).join(", ") })
			};
		}
		return null;
	}
	const onSubmit = (e) => {
		const found = problem();
		if (found) {
			e.preventDefault();
			notify(found);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		method: "post",
		action: "/cart/add",
		className: "pdp-purchase",
		onSubmit,
		"aria-label": t("purchaseForm"),
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "sku",
				value: product.sku
			}),
			product.configurable ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "child_sku",
				value: childSku ?? ""
			}), variantFields] }) : null,
			product.bundle ? /* @__PURE__ */ jsx(BundleOptions, {
				options: product.bundle,
				selection: bundle,
				onChange: setBundle
			}) : null,
			product.grouped ? /* @__PURE__ */ jsx(GroupedItems, {
				items: product.grouped,
				qtys: grouped,
				onChange: setGrouped
			}) : null,
			product.subscription ? /* @__PURE__ */ jsx(SubscriptionOptions, {
				info: product.subscription,
				choice: subscription,
				onChange: setSubscription,
				lang
			}) : null,
			product.customOptions ? /* @__PURE__ */ jsx(CustomOptionsFields, {
				options: product.customOptions,
				selection: custom,
				base: toGrosze(price.final_price_incl_tax),
				onChange: setCustom
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "pdp-buy",
				children: [product.grouped ? null : /* @__PURE__ */ jsxs("span", {
					className: "pdp-qty pdp-qty-main",
					children: [/* @__PURE__ */ jsx("label", {
						htmlFor: qtyId,
						children: t("qty")
					}), /* @__PURE__ */ jsx("input", {
						id: qtyId,
						type: "number",
						inputMode: "numeric",
						name: "qty",
						min: range.min,
						max: range.max,
						step: 1,
						defaultValue: range.min,
						required: true
					})]
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "primary pdp-add",
					"aria-disabled": soldOut || noSuchVariant ? "true" : void 0,
					"aria-describedby": soldOut ? stockId : void 0,
					children: t("addToCart")
				})]
			})
		]
	});
}
// app/features/product/size-guide.ts
/** Garment measurements for the size guide, in centimetres (flat width at the chest, length from the shoulder). */
var SIZE_GUIDE = [
	{
		size: "XS",
		chest: 80,
		length: 66,
		width: 44
	},
	{
		size: "S",
		chest: 88,
		length: 69,
		width: 47
	},
	{
		size: "M",
		chest: 96,
		length: 72,
		width: 50
	},
	{
		size: "L",
		chest: 104,
		length: 74,
		width: 53
	},
	{
		size: "XL",
		chest: 112,
		length: 76,
		width: 56
	},
	{
		size: "XXL",
		chest: 120,
		length: 78,
		width: 59
	}
];
// app/features/product/SizeGuide.tsx
/** "Size guide" button and its modal with the measurement table (clothing only). */
function SizeGuide({ sizes }) {
	const { t } = useTranslation("product");
	const [open, setOpen] = useState(false);
	const opener = useRef(null);
	const rows = sizes.length ? SIZE_GUIDE.filter((r) => sizes.includes(r.size)) : SIZE_GUIDE;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		type: "button",
		ref: opener,
		className: "link-button pdp-size-guide-button",
		"aria-haspopup": "dialog",
		onClick: () => setOpen(true),
		children: t("sizeGuide")
	}), open ? /* @__PURE__ */ jsxs(Modal, {
		open: true,
		title: t("sizeGuide"),
		onClose: () => {
			setOpen(false);
			opener.current?.focus();
		},
		children: [/* @__PURE__ */ jsx("div", {
			className: "pdp-table-scroll",
			children: /* @__PURE__ */ jsxs("table", {
				className: "pdp-size-table",
				children: [
					/* @__PURE__ */ jsx("caption", { children: t("sizeGuideCaption") }),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("size")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("chest")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("width")
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: t("length")
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: (rows.length ? rows : SIZE_GUIDE).map((r) => /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							children: r.size
						}),
						/* @__PURE__ */ jsx("td", { children: r.chest }),
						/* @__PURE__ */ jsx("td", { children: r.width }),
						/* @__PURE__ */ jsx("td", { children: r.length })
					] }, r.size)) })
				]
			})
		}), /* @__PURE__ */ jsx("p", {
			className: "pdp-muted",
			children: t("sizeGuideNote")
		})]
	}) : null] });
}
// app/features/product/ProductView.tsx
/**
* The product page for every product type. The routes "product" and "product-variant" and the URL
* dispatcher render it with the data of loadProductPage (load.ts).
*/
function ProductView$1({ data }) {
	return /* @__PURE__ */ jsx(ProductPage, { data }, data.product.sku);
}
function ProductPage({ data }) {
	const { t } = useTranslation("product");
	const notify = useNotify();
	const stockId = useId();
	const p = data.product;
	const config = p.configurable;
	const [variant, setVariant] = useState(() => config ? initialVariant(config.children, data.childSku) : {
		child: null,
		selection: {}
	});
	const [noSuchVariant, setNoSuchVariant] = useState(false);
	const urlChild = useRef(data.childSku);
	useEffect(() => {
		if (!config || urlChild.current === data.childSku) return;
		urlChild.current = data.childSku;
		setVariant(initialVariant(config.children, data.childSku));
		setNoSuchVariant(false);
	}, [config, data.childSku]);
	const available = useMemo(() => config ? availableValues(config.children, config.options, variant.selection) : {}, [config, variant.selection]);
	const choose = (code, value) => {
		if (!config) return;
		const next = chooseOptionValue(config.children, variant.selection, code, value);
		setVariant(next);
		setNoSuchVariant(next.child === null);
		if (next.child === null) notify({
			type: "warning",
			message: t("noSuchConfiguration")
		});
		window.history.replaceState(window.history.state, "", `${variantUrl(p, next.child)}${window.location.search}`);
	};
	const child = variant.child;
	const price = child?.price ?? p.price;
	const stock = child?.stock ?? (config ? {
		...p.stock,
		is_in_stock: false
	} : p.stock);
	const images = useMemo(() => galleryFor(p, child?.image ?? null), [p, child?.image]);
	const sizes = config?.options.find((o) => o.code === "size")?.values.map((v) => v.label) ?? [];
	useRecordRecentlyViewed({
		sku: p.sku,
		name: p.name,
		url: p.url,
		image: p.gallery[0]?.image ?? p.image,
		price: p.price
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "pdp",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: data.breadcrumbs }),
			/* @__PURE__ */ jsxs("div", {
				className: "pdp-main",
				children: [/* @__PURE__ */ jsx(Gallery, {
					images,
					name: p.name
				}, images[0]?.image ?? ""), /* @__PURE__ */ jsxs("div", {
					className: "pdp-info",
					children: [
						/* @__PURE__ */ jsx("h1", {
							className: "pdp-title",
							children: p.name
						}),
						p.author ? /* @__PURE__ */ jsx("p", {
							className: "pdp-author",
							children: p.author
						}) : null,
						/* @__PURE__ */ jsx(PriceBox, {
							price,
							stock,
							id: stockId
						}),
						/* @__PURE__ */ jsx(PurchaseForm, {
							product: p,
							childSku: child?.sku ?? null,
							noSuchVariant,
							price,
							stock,
							lang: data.lang,
							stockId,
							variantFields: config ? /* @__PURE__ */ jsxs(Fragment, { children: [
								/* @__PURE__ */ jsx(ConfigurableOptions, {
									options: config.options,
									selection: variant.selection,
									available,
									onChoose: choose
								}),
								noSuchVariant ? /* @__PURE__ */ jsx("p", {
									className: "pdp-warning",
									children: t("noSuchConfiguration")
								}) : null,
								!child && !noSuchVariant ? /* @__PURE__ */ jsx("p", {
									className: "pdp-warning",
									children: t("noVariants")
								}) : null,
								p.isClothing ? /* @__PURE__ */ jsx(SizeGuide, { sizes }) : null
							] }) : null
						}),
						!config && p.isClothing ? /* @__PURE__ */ jsx(SizeGuide, { sizes: [] }) : null,
						/* @__PURE__ */ jsxs("div", {
							className: "pdp-actions",
							children: [/* @__PURE__ */ jsxs("button", {
								type: "button",
								className: "pdp-button pdp-button-secondary",
								"data-wishlist-sku": p.sku,
								children: [/* @__PURE__ */ jsx("span", {
									"aria-hidden": "true",
									children: "♡ "
								}), t("addToWishlist")]
							}), /* @__PURE__ */ jsx(CompareButton, {
								sku: p.sku,
								name: p.name
							})]
						}),
						p.type === "virtual" ? /* @__PURE__ */ jsx("p", {
							className: "pdp-note",
							children: t("virtualNote")
						}) : null,
						p.downloadable ? /* @__PURE__ */ jsx(Downloads, { links: p.downloadable }) : null
					]
				})]
			}),
			/* @__PURE__ */ jsx(ProductDetails, {
				description: p.description,
				attributes: p.attributes,
				lang: data.lang
			}),
			/* @__PURE__ */ jsxs("section", {
				className: "pdp-section pdp-reviews",
				"aria-labelledby": "pdp-reviews-title",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "pdp-reviews-title",
					children: t("reviews")
				}), /* @__PURE__ */ jsx("p", { children: t("noReviews") })]
			}),
			/* @__PURE__ */ jsx(ProductTiles, {
				id: "pdp-related-title",
				title: t("related"),
				items: data.related
			}),
			/* @__PURE__ */ jsx(RecentlyViewed, { excludeSku: p.sku })
		]
	});
}
/** The chosen variant's own picture first, then the product's gallery. */
function galleryFor(p, variantImage) {
	if (!variantImage || p.gallery.some((g) => g.image === variantImage)) return p.gallery;
	return [{
		image: variantImage,
		label: p.name
	}, ...p.gallery];
}
// app/routes/product.tsx
var product_exports = /* @__PURE__ */ __exportAll({
	ProductView: () => ProductView$1,
	default: () => product_default,
	handle: () => handle$4,
	loadProductPage: () => loadProductPage,
	loader: () => loader$7,
	meta: () => meta$6,
	productMeta: () => productMeta
});
/**
* The product page's loader data for a product found by the caller. Loaded lazily: the dispatcher imports
* this module whole, and a static re-export would ship the server-side loading code to every browser.
*/
async function loadProductPage(args) {
	const { loadProductPage: load } = await import("./assets/load-DZD23B3A.js");
	return load(args);
}
var handle$4 = { pageClass: "product" };
async function loader$7({ request, context, params }) {
	const { loadProductRoute } = await import("./assets/load-DZD23B3A.js");
	return loadProductRoute({
		request,
		context,
		params
	});
}
function meta$6({ loaderData }) {
	return loaderData ? productMeta(loaderData) : [];
}
var product_default = UNSAFE_withComponentProps(function ProductRoute({ loaderData }) {
	return /* @__PURE__ */ jsx(ProductView$1, { data: loaderData });
});
// app/features/cms/load-cms-page.ts
/**
* Data of an information page: the server-sanitised page, the list of information pages for the side
* navigation and the identifiers its links may point at. Unknown or inactive pages answer 404.
*/
var CMS_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";
function isNotFound(error) {
	return typeof error === "object" && error !== null && error.status === 404;
}
/**
* Loads the page by identifier, or takes the already loaded `page` (the URL dispatcher has it from the
* URL map). Throws a 404 response for an unknown page.
*/
async function loadCmsPage({ context, identifier, page }) {
	const { cms } = context.get(appContext).services;
	const [source, pages] = await Promise.all([page ?? cms.page(identifier).catch((error) => {
		if (isNotFound(error)) throw data(null, { status: 404 });
		throw error;
	}), cms.pages()]);
	const updated = source.updated_at instanceof Date ? source.updated_at : new Date(source.updated_at);
	return {
		page: {
			identifier: source.identifier,
			title: source.title,
			heading: source.content_heading?.trim() || source.title,
			html: source.content,
			metaTitle: source.meta_title,
			metaDescription: source.meta_description,
			updatedAt: Number.isNaN(updated.getTime()) ? "" : updated.toISOString()
		},
		pages: pages.map((p) => ({
			identifier: p.identifier,
			title: p.title
		}))
	};
}
// app/features/cms/cms-html.ts
/**
* Turns the server-sanitised HTML of an information page into what the storefront shows: links written
* as "/<identifier>" point at /i/<identifier>, every <h2> gets an id for the table of contents, and
* tables sit in a scrollable, keyboard-focusable region so they never widen a phone screen.
* String transforms only: the input is sanitize-html output (double-quoted attributes, no scripts).
*/
var ENTITIES = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: "\"",
	apos: "'",
	nbsp: "\xA0"
};
/** Plain text of an HTML fragment: tags dropped, the common entities decoded, spaces collapsed. */
function htmlToText(html) {
	return html.replace(/<[^>]*>/g, " ").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
		if (name[0] === "#") {
			const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
			return Number.isFinite(code) && code > 0 && code <= 1114111 ? String.fromCodePoint(code) : whole;
		}
		return ENTITIES[name.toLowerCase()] ?? whole;
	}).replace(/[ \t\r\n\f]+/g, " ").replace(/^ | $/g, "");
}
/** href="/zwroty", "/zwroty#x", "/zwroty?y" → "/i/zwroty…" when "zwroty" is an information page. */
function rewriteCmsLinks(html, identifiers) {
	const known = new Set(identifiers);
	return html.replace(/(<a\b[^>]*?\shref=")\/([a-z0-9-]+)\/?(?=["#?])/gi, (whole, start, identifier) => known.has(identifier) ? `${start}/i/${identifier}` : whole);
}
/** Gives each <h2> a stable, unique id (kept if it has one) and lists them for a table of contents. */
function anchorHeadings(html) {
	const headings = [];
	const used = /* @__PURE__ */ new Set();
	return {
		html: html.replace(/<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi, (_whole, attrs, inner) => {
			const text = htmlToText(inner);
			const existing = /\sid="([^"]+)"/.exec(attrs ?? "")?.[1];
			let id = existing ?? (slugify(text) || "sekcja");
			if (!existing) {
				const base = id;
				for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
			}
			used.add(id);
			headings.push({
				id,
				text
			});
			return `<h2${existing ? attrs : `${attrs ?? ""} id="${id}"`}>${inner}</h2>`;
		}),
		headings
	};
}
/** Wraps every table in a labelled region that scrolls sideways on narrow screens. */
function wrapTables(html, label) {
	const safeLabel = label.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
	return html.replace(/<table\b/gi, `<div class="cms-table" role="region" tabindex="0" aria-label="${safeLabel}"><table`).replace(/<\/table>/gi, "</table></div>");
}
function prepareCmsHtml(html, opts) {
	const anchored = anchorHeadings(rewriteCmsLinks(html, opts.identifiers));
	return {
		html: wrapTables(anchored.html, opts.tableLabel),
		headings: anchored.headings
	};
}
// app/features/cms/CmsView.tsx
/**
* An information page: breadcrumbs, the heading, the sanitised content (links to other information pages
* rewritten, tables scrollable, a table of contents for long pages) and the list of information pages.
*/
/** A table of contents helps from this many sections on. */
var TOC_MIN_SECTIONS = 4;
function CmsView({ data }) {
	const { t, i18n } = useTranslation("pages");
	const { page, pages } = data;
	const navigate = useNavigate();
	const tableLabel = t("cmsTableLabel");
	const content = useMemo(() => prepareCmsHtml(page.html, {
		identifiers: pages.map((p) => p.identifier),
		tableLabel
	}), [
		page.html,
		pages,
		tableLabel
	]);
	const locale = isLanguage(i18n.language) ? LOCALES[i18n.language] : LOCALES.pl;
	const updated = page.updatedAt ? new Intl.DateTimeFormat(locale, {
		day: "numeric",
		month: "long",
		year: "numeric",
		timeZone: "Europe/Warsaw"
	}).format(new Date(page.updatedAt)) : null;
	return /* @__PURE__ */ jsxs("div", {
		className: "cms-page",
		children: [/* @__PURE__ */ jsx(Breadcrumbs, { items: [{ name: page.title }] }), /* @__PURE__ */ jsxs("div", {
			className: "cms-layout",
			children: [/* @__PURE__ */ jsxs("article", {
				className: "cms-article",
				"aria-labelledby": "cms-heading",
				children: [
					/* @__PURE__ */ jsx("h1", {
						id: "cms-heading",
						children: page.heading
					}),
					updated ? /* @__PURE__ */ jsxs("p", {
						className: "cms-updated",
						children: [
							t("cmsUpdated"),
							" ",
							/* @__PURE__ */ jsx("time", {
								dateTime: page.updatedAt,
								children: updated
							})
						]
					}) : null,
					content.headings.length >= TOC_MIN_SECTIONS ? /* @__PURE__ */ jsxs("nav", {
						className: "cms-toc",
						"aria-labelledby": "cms-toc-heading",
						children: [/* @__PURE__ */ jsx("h2", {
							id: "cms-toc-heading",
							children: t("cmsToc")
						}), /* @__PURE__ */ jsx("ol", { children: content.headings.map((h) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
							href: `#${h.id}`,
							children: h.text
						}) }, h.id)) })]
					}) : null,
					/* @__PURE__ */ jsx("div", {
						className: "cms-content",
						onClick: (e) => followInternalLink(e, navigate),
						dangerouslySetInnerHTML: { __html: content.html }
					})
				]
			}), /* @__PURE__ */ jsxs("nav", {
				className: "cms-nav",
				"aria-labelledby": "cms-nav-heading",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "cms-nav-heading",
					children: t("cmsPagesNav")
				}), /* @__PURE__ */ jsx("ul", { children: pages.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					to: cmsUrl(p.identifier),
					"aria-current": p.identifier === page.identifier ? "page" : void 0,
					children: p.title
				}) }, p.identifier)) })]
			})]
		})]
	});
}
/** A plain left click on a same-site link inside the CMS HTML becomes a client-side navigation. */
function followInternalLink(event, navigate) {
	if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
	const anchor = event.target.closest("a");
	const href = anchor?.getAttribute("href");
	if (!anchor || !href || anchor.target || anchor.hasAttribute("download")) return;
	if (!href.startsWith("/") || href.startsWith("//")) return;
	event.preventDefault();
	navigate(href);
}
// app/features/cms/cms-meta.ts
function cmsMeta(loaded, ctx) {
	if (!loaded) return [{ title: ctx.text("notFoundHeading") }];
	const { page } = loaded;
	const path = cmsUrl(page.identifier);
	return seoMeta({
		title: page.metaTitle?.trim() || page.title,
		description: page.metaDescription?.trim() || metaDescription(htmlToText(page.html)),
		path,
		origin: ctx.origin,
		lang: ctx.lang,
		type: "article",
		jsonLd: [breadcrumbJsonLd(ctx.origin, [{
			name: ctx.text("home"),
			url: "/"
		}, {
			name: page.title,
			url: path
		}])]
	});
}
// app/routes/cms-page.tsx
var cms_page_exports = /* @__PURE__ */ __exportAll({
	CmsView: () => CmsView,
	cmsMeta: () => cmsMeta,
	default: () => cms_page_default,
	handle: () => handle$3,
	headers: () => headers$1,
	loadCmsPage: () => loadCmsPage,
	loader: () => loader$6,
	meta: () => meta$5
});
var handle$3 = { pageClass: "static page" };
async function loader$6({ request, context, params }) {
	const page = await loadCmsPage({
		request,
		context,
		identifier: params.slug
	});
	return data(page, { headers: { "Cache-Control": CMS_CACHE_CONTROL } });
}
var headers$1 = htmlCacheHeaders;
var meta$5 = ({ loaderData, matches }) => cmsMeta(loaderData, pageMetaContext(matches));
var cms_page_default = UNSAFE_withComponentProps(function CmsPage({ loaderData }) {
	return /* @__PURE__ */ jsx(CmsView, { data: loaderData });
});
// app/routes/search.tsx
/** /search?query=…: full search results with the listing's filters, sorts and "load more" (page class "search page"). */
var search_exports = /* @__PURE__ */ __exportAll({
	default: () => search_default,
	handle: () => handle$2,
	loader: () => loader$5,
	meta: () => meta$4,
	shouldRevalidate: () => shouldRevalidate$1
});
var handle$2 = { pageClass: "search page" };
async function loader$5({ request, context }) {
	const state = parseListingQuery(new URL(request.url));
	const query = state.query;
	if (query.length < 3) return {
		query,
		tooShort: true,
		listing: null
	};
	const { catalog } = context.get(appContext).services;
	try {
		return {
			query,
			tooShort: false,
			listing: await runListing(catalog, {
				state,
				categoryId: null,
				hidePrices: false
			})
		};
	} catch (error) {
		if (error?.error === "SEARCH_TERM_TOO_SHORT") return {
			query,
			tooShort: true,
			listing: null
		};
		throw error;
	}
}
var shouldRevalidate$1 = listingShouldRevalidate;
function meta$4({ loaderData, matches }) {
	const root = matches.find((m) => m?.id === "root")?.loaderData ?? {};
	const text = (key, fallback) => (root.messages?.listing?.[key] ?? fallback).replace("{{query}}", loaderData?.query ?? "");
	const query = loaderData?.query ?? "";
	return seoMeta({
		title: query ? text("searchHeading", `Wyniki wyszukiwania: „${query}”`) : text("searchHeadingEmpty", "Wyszukiwanie"),
		description: text("searchMetaDescription", `Wyniki wyszukiwania „${query}” w sklepie Kiosk.`),
		path: query ? `/search?query=${encodeURIComponent(query)}` : "/search",
		origin: typeof root.origin === "string" ? root.origin : "",
		lang: isLanguage(root.lang) ? root.lang : "pl",
		noindex: true
	});
}
var search_default = UNSAFE_withComponentProps(function Search({ loaderData }) {
	const { t } = useTranslation("listing");
	const { query, tooShort, listing } = loaderData;
	const nothingAtAll = listing !== null && listing.total === 0 && activeFilterCount(listing.state, { countQuery: false }) === 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "search-page",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: [{ name: t("searchHeadingEmpty") }] }),
			/* @__PURE__ */ jsx("header", {
				className: "listing-head",
				children: /* @__PURE__ */ jsx("h1", { children: query && !tooShort ? t("searchHeading", { query }) : t("searchHeadingEmpty") })
			}),
			/* @__PURE__ */ jsxs(Form, {
				method: "get",
				action: "/search",
				role: "search",
				className: "search-page-form",
				children: [
					/* @__PURE__ */ jsx("label", {
						htmlFor: "search-page-query",
						className: "visually-hidden",
						children: t("searchLabel")
					}),
					/* @__PURE__ */ jsx("input", {
						id: "search-page-query",
						type: "search",
						name: "query",
						defaultValue: query,
						placeholder: t("searchPlaceholder"),
						maxLength: 200,
						autoComplete: "off"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button",
						children: t("searchSubmit")
					})
				]
			}, query),
			tooShort || !listing ? /* @__PURE__ */ jsx("p", {
				className: "search-hint",
				children: t("searchTooShort")
			}) : nothingAtAll ? /* @__PURE__ */ jsxs("div", {
				className: "listing-empty",
				role: "status",
				children: [/* @__PURE__ */ jsx("p", { children: t("searchNoResults", { query }) }), /* @__PURE__ */ jsx("p", { children: t("searchNoResultsHint") })]
			}) : /* @__PURE__ */ jsx(ListingView, {
				listing,
				mode: "search"
			})
		]
	});
});
// app/features/compare/compare-rows.ts
/**
* The compare table: products from the catalogue search, and the attribute rows shown side by side (a row
* appears when at least one product has a value).
*/
var COMPARE_FIELDS = [
	"sku",
	"parentSku",
	"slug",
	"url_key",
	"name",
	"image",
	"author",
	"price_incl_tax",
	"final_price_incl_tax",
	"is_discounted",
	"lowest_price_30d",
	"stock",
	"type_id",
	"publisher",
	"isbn",
	"ean",
	"book_premiere",
	"publication_form",
	"publishing_series",
	"press_type",
	"editions_qty",
	"color",
	"size"
];
var COMPARE_ROWS = [
	"type",
	"author",
	"publisher",
	"isbn",
	"ean",
	"premiere",
	"publicationForm",
	"series",
	"pressType",
	"editions",
	"color",
	"size",
	"stock"
];
var text = (v) => typeof v === "string" && v.trim() !== "" ? v : null;
var ids = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "number") : typeof v === "number" ? [v] : [];
function compareProduct(doc) {
	return {
		...productTile(doc),
		type: String(doc.type_id ?? ""),
		publisher: text(doc.publisher),
		isbn: text(doc.isbn),
		ean: text(doc.ean),
		premiere: text(doc.book_premiere),
		publicationForm: ids(doc.publication_form),
		series: ids(doc.publishing_series),
		pressType: text(doc.press_type),
		editions: typeof doc.editions_qty === "number" ? doc.editions_qty : null,
		color: ids(doc.color),
		size: ids(doc.size)
	};
}
/** Products in the order of the compare list (the search answers in its own order). */
function inListOrder(skus, items) {
	const bySku = new Map(items.map((i) => [i.sku, i]));
	return skus.flatMap((s) => bySku.has(s) ? [bySku.get(s)] : []);
}
/** Rows of cell texts (null = no value), without rows that are empty for every product. */
function compareRows(products, labels, format) {
	const names = (code, values) => values.length ? values.map((v) => labels[code]?.[v] ?? String(v)).join(", ") : null;
	const cell = (p, key) => {
		switch (key) {
			case "type": return format.type(p.type);
			case "author": return p.author;
			case "publisher": return p.publisher;
			case "isbn": return p.isbn;
			case "ean": return p.ean;
			case "premiere": return p.premiere ? format.date(p.premiere) : null;
			case "publicationForm": return names("publication_form", p.publicationForm);
			case "series": return names("publishing_series", p.series);
			case "pressType": return p.pressType;
			case "editions": return p.editions === null ? null : String(p.editions);
			case "color": return names("color", p.color);
			case "size": return names("size", p.size);
			case "stock": return format.stock(p);
		}
	};
	return COMPARE_ROWS.map((key) => ({
		key,
		values: products.map((p) => cell(p, key))
	})).filter((row) => row.values.some((v) => v !== null));
}
// app/features/compare/ComparePage.tsx
/** The compare page: up to 4 products side by side, with remove buttons and an empty state. */
function ComparePage({ data, lang }) {
	const { t } = useTranslation("product");
	const { remove, clear } = useCompareList();
	const [products, setProducts] = useState(data?.products ?? []);
	const rows = compareRows(products, data?.labels ?? {}, {
		date: (iso) => formatDate(iso, lang),
		type: (type) => t(`type_${type}`, { defaultValue: type }),
		stock: (p) => t(`stock_${stockLevel(p.stock)}`)
	});
	const title = t("compareTitle");
	return /* @__PURE__ */ jsxs("div", {
		className: "cmp",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: [{ name: title }] }),
			/* @__PURE__ */ jsx("h1", { children: title }),
			data === null ? /* @__PURE__ */ jsx("p", {
				role: "status",
				children: t("compareLoading")
			}) : products.length === 0 ? /* @__PURE__ */ jsxs("div", {
				className: "cmp-empty",
				children: [/* @__PURE__ */ jsx("p", { children: t("compareEmpty", { count: 4 }) }), /* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "button",
					children: t("continueShopping")
				})]
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsxs("p", {
					className: "cmp-intro",
					children: [
						t("compareCount", {
							count: products.length,
							max: 4
						}),
						" ",
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "link-button cmp-clear",
							onClick: () => {
								clear();
								setProducts([]);
							},
							children: t("compareClear")
						})
					]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "cmp-scroll",
					role: "region",
					"aria-labelledby": "cmp-caption",
					tabIndex: 0,
					children: /* @__PURE__ */ jsxs("table", {
						className: "cmp-table",
						children: [
							/* @__PURE__ */ jsx("caption", {
								id: "cmp-caption",
								className: "visually-hidden",
								children: title
							}),
							/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("td", {}), products.map((p) => /* @__PURE__ */ jsxs("th", {
								scope: "col",
								children: [
									/* @__PURE__ */ jsxs(Link, {
										to: p.url,
										className: "cmp-product",
										children: [/* @__PURE__ */ jsx("span", {
											className: "cmp-image",
											children: p.image ? /* @__PURE__ */ jsx("img", {
												src: imageUrl(p.image, 150),
												alt: "",
												width: 120,
												height: 120,
												loading: "lazy"
											}) : null
										}), /* @__PURE__ */ jsx("span", {
											className: "cmp-name",
											children: p.name
										})]
									}),
									/* @__PURE__ */ jsx(Price, {
										item: p.price,
										compact: true
									}),
									/* @__PURE__ */ jsxs("button", {
										type: "button",
										className: "pdp-button pdp-button-secondary cmp-remove",
										onClick: () => {
											remove(p.sku);
											setProducts((list) => list.filter((x) => x.sku !== p.sku));
										},
										children: [
											/* @__PURE__ */ jsx("span", {
												"aria-hidden": "true",
												children: "× "
											}),
											t("compareRemove"),
											/* @__PURE__ */ jsxs("span", {
												className: "visually-hidden",
												children: [": ", p.name]
											})
										]
									})
								]
							}, p.sku))] }) }),
							/* @__PURE__ */ jsx("tbody", { children: rows.map((row) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
								scope: "row",
								children: t(`compareRow_${row.key}`)
							}), row.values.map((v, i) => /* @__PURE__ */ jsx("td", { children: v ?? /* @__PURE__ */ jsx("span", {
								"aria-label": t("noValue"),
								children: "–"
							}) }, products[i]?.sku ?? i))] }, row.key)) })
						]
					})
				}),
				data.missing.length ? /* @__PURE__ */ jsx("p", {
					className: "pdp-muted",
					children: t("compareMissing", { count: data.missing.length })
				}) : null
			] })
		]
	});
}
// app/features/compare/load-compare.ts
/** Loads the compared products in the browser from the catalogue search API (POST /api/catalog/search). */
async function loadCompare(storage, fetcher = fetch) {
	const skus = readCompare(storage);
	if (skus.length === 0) return {
		products: [],
		labels: {},
		missing: []
	};
	const response = await fetcher("/api/catalog/search", {
		method: "POST",
		headers: {
			"content-type": "application/json",
			accept: "application/json"
		},
		body: JSON.stringify({
			skus,
			size: 4,
			aggregations: false,
			includeFields: COMPARE_FIELDS
		})
	});
	const body = await response.json();
	if (body.code !== 200 || !body.result) throw new Error(`The catalogue answered ${body.code ?? response.status}`);
	const products = inListOrder(skus, (body.result.items ?? []).map(compareProduct));
	return {
		products,
		labels: Object.fromEntries((body.result.attributeMetadata ?? []).map((a) => [a.attribute_code, Object.fromEntries(a.options.map((o) => [o.value, o.label]))])),
		missing: skus.filter((s) => !products.some((p) => p.sku === s))
	};
}
// app/routes/compare.tsx
var compare_exports = /* @__PURE__ */ __exportAll({
	HydrateFallback: () => HydrateFallback,
	clientLoader: () => clientLoader,
	default: () => compare_default,
	meta: () => meta$3
});
async function clientLoader() {
	return loadCompare(browserStorage());
}
clientLoader.hydrate = true;
function meta$3() {
	return [{ title: "Porównanie produktów | Kiosk" }, {
		name: "robots",
		content: "noindex, follow"
	}];
}
function useLang() {
	return useRouteLoaderData("root")?.lang ?? "pl";
}
var HydrateFallback = UNSAFE_withHydrateFallbackProps(function HydrateFallback() {
	return /* @__PURE__ */ jsx(ComparePage, {
		data: null,
		lang: useLang()
	});
});
var compare_default = UNSAFE_withComponentProps(function Compare({ loaderData }) {
	return /* @__PURE__ */ jsx(ComparePage, {
		data: loaderData,
		lang: useLang()
	}, loaderData.products.map((p) => p.sku).join());
});
// app/features/cms/not-found.ts
/** Pure helpers of the not-found page: the path it reports and the words worth searching for. */
/** The `nf` parameter as a display path: one leading slash, no control characters, at most 200 characters. */
function notFoundPath(nf) {
	const clean = (nf ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim().replace(/^\/+/, "");
	if (!clean) return null;
	return `/${clean.length > 200 ? `${clean.slice(0, 199)}…` : clean}`;
}
/**
* Search words from a missing path: "/ksiazki/kryminal-i-sensacja-123.html" → "ksiazki kryminal sensacja".
* Drops file extensions, numbers and words under 3 letters; null when nothing is left.
*/
function searchWordsFromPath(path) {
	if (!path) return null;
	let decoded = path;
	try {
		decoded = decodeURIComponent(path);
	} catch {}
	const words = decoded.split(/[?#]/)[0].replace(/\.[a-z0-9]{2,5}$/i, "").split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !/^\d+$/.test(w));
	const unique = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, 5);
	return unique.length ? unique.join(" ") : null;
}
// app/features/cms/StatusViews.tsx
/**
* The 404 and 500 pages' content, used by the /page-not-found and /error routes and ready for the root
* error boundary: what happened, and where to go next (search, popular categories, home), never a dead end.
*/
function useMenu() {
	return useRouteLoaderData("root")?.menu ?? [];
}
function NotFoundView({ path }) {
	const { t } = useTranslation("pages");
	const categories = useMenu().slice(0, 8);
	const inputId = useId();
	const hintId = useId();
	const words = searchWordsFromPath(path);
	return /* @__PURE__ */ jsxs("div", {
		className: "status-page",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "status-code",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [t("statusCodeLabel"), " "]
				}), "404"]
			}),
			/* @__PURE__ */ jsx("h1", { children: t("notFoundHeading") }),
			path ? /* @__PURE__ */ jsxs("p", { children: [
				t("notFoundPathIntro"),
				" ",
				/* @__PURE__ */ jsx("code", {
					className: "status-path",
					children: path
				})
			] }) : null,
			/* @__PURE__ */ jsx("p", { children: t("notFoundText") }),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": `${inputId}-h`,
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${inputId}-h`,
					children: t("notFoundSearchHeading")
				}), /* @__PURE__ */ jsxs(Form, {
					action: "/search",
					method: "get",
					role: "search",
					className: "status-search",
					children: [
						/* @__PURE__ */ jsx("label", {
							htmlFor: inputId,
							children: t("notFoundSearchLabel")
						}),
						/* @__PURE__ */ jsx("input", {
							id: inputId,
							name: "query",
							type: "search",
							required: true,
							minLength: 3,
							maxLength: 200,
							defaultValue: words ?? "",
							"aria-describedby": hintId,
							autoComplete: "off"
						}),
						/* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "button",
							children: t("searchButton")
						}),
						/* @__PURE__ */ jsx("p", {
							id: hintId,
							className: "hint",
							children: t("searchHint")
						})
					]
				})]
			}),
			categories.length ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": `${inputId}-c`,
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${inputId}-c`,
					children: t("popularCategories")
				}), /* @__PURE__ */ jsx("ul", {
					className: "status-links",
					children: categories.map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: c.url,
						children: c.name
					}) }, c.id))
				})]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "status-actions",
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/",
					className: "button",
					children: t("goHome")
				}), /* @__PURE__ */ jsx(Link, {
					to: cmsUrl("kontakt"),
					className: "secondary",
					children: t("contactUs")
				})]
			})
		]
	});
}
function ServerErrorView({ status = 500, retryHref }) {
	const { t } = useTranslation("pages");
	return /* @__PURE__ */ jsxs("div", {
		className: "status-page",
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "status-code",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "visually-hidden",
					children: [t("statusCodeLabel"), " "]
				}), status]
			}),
			/* @__PURE__ */ jsx("h1", { children: t("errorHeading") }),
			/* @__PURE__ */ jsx("p", { children: t("errorText") }),
			/* @__PURE__ */ jsx("p", { children: t("errorHelp") }),
			/* @__PURE__ */ jsxs("div", {
				className: "status-actions",
				children: [
					retryHref ? /* @__PURE__ */ jsx("a", {
						href: retryHref,
						className: "button",
						children: t("tryAgain")
					}) : null,
					/* @__PURE__ */ jsx(Link, {
						to: "/",
						className: retryHref ? "secondary" : "button",
						children: t("goHome")
					}),
					/* @__PURE__ */ jsx(Link, {
						to: cmsUrl("kontakt"),
						className: "secondary",
						children: t("contactUs")
					})
				]
			})
		]
	});
}
// app/routes/page-not-found.tsx
var page_not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => page_not_found_default,
	handle: () => handle$1,
	loader: () => loader$4,
	meta: () => meta$2
});
var handle$1 = { pageClass: "page not found" };
function loader$4({ url }) {
	const path = notFoundPath(url.searchParams.get("nf"));
	return data({ path }, {
		status: 404,
		headers: { "Cache-Control": "no-store" }
	});
}
var meta$2 = ({ matches }) => {
	const { text } = pageMetaContext(matches);
	return [{ title: `${text("notFoundHeading")} | Kiosk` }, {
		name: "robots",
		content: "noindex, follow"
	}];
};
var page_not_found_default = UNSAFE_withComponentProps(function PageNotFound({ loaderData }) {
	return /* @__PURE__ */ jsx(NotFoundView, { path: loaderData.path });
});
// app/routes/error.tsx
var error_exports = /* @__PURE__ */ __exportAll({
	default: () => error_default,
	loader: () => loader$3,
	meta: () => meta$1
});
function loader$3({ url }) {
	const from = url.searchParams.get("from");
	const retry = from && from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/\\") ? from : null;
	return data({ retry }, {
		status: 500,
		headers: { "Cache-Control": "no-store" }
	});
}
var meta$1 = ({ matches }) => {
	const { text } = pageMetaContext(matches);
	return [{ title: `${text("errorHeading")} | Kiosk` }, {
		name: "robots",
		content: "noindex, nofollow"
	}];
};
var error_default = UNSAFE_withComponentProps(function ErrorPage({ loaderData }) {
	return /* @__PURE__ */ jsx(ServerErrorView, {
		status: 500,
		retryHref: loaderData.retry ?? void 0
	});
});
// server/modules/seo/sitemap.ts
var URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
var URLSET_CLOSE = `</urlset>\n`;
var INDEX_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
var INDEX_CLOSE = `</sitemapindex>\n`;
var XML_ENTITIES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&apos;"
};
/** Escapes the five XML entities and drops characters XML 1.0 cannot carry. */
function escapeXml(text) {
	return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}
/** W3C datetime; a plain "YYYY-MM-DD" day passes through; anything unparsable is left out. */
function lastmodValue(value) {
	if (value === null || value === void 0 || value === "") return null;
	if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
	const date = value instanceof Date ? value : new Date(value);
	return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
function urlEntry(url) {
	const lastmod = lastmodValue(url.lastmod);
	return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;
}
function sitemapIndexXml(entries) {
	return `${INDEX_OPEN}${entries.map((e) => {
		const lastmod = lastmodValue(e.lastmod);
		return `<sitemap><loc>${escapeXml(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`;
	}).join("")}${INDEX_CLOSE}`;
}
/** Parses ?page=: a whole number from 1 to `pages`, else null. */
function parseSitemapPage(value, pages) {
	if (value === null || !/^[1-9]\d{0,6}$/.test(value)) return null;
	const page = Number(value);
	return page <= pages ? page : null;
}
function robotsTxt(origin) {
	return [
		"User-agent: *",
		"Allow: /",
		"Disallow: /api/",
		"Disallow: /checkout",
		"Disallow: /my-account",
		"Disallow: /search",
		"Disallow: /compare",
		"Disallow: /thank-you-page",
		"Disallow: /create-password",
		"Disallow: /placepozniej",
		"",
		`Sitemap: ${origin}/sitemap.xml`,
		""
	].join("\n");
}
// app/routes/sitemap.ts
var sitemap_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$2 });
var HEADERS = {
	"Content-Type": "application/xml; charset=utf-8",
	"Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
	"X-Robots-Tag": "noindex"
};
async function loader$2({ request, context }) {
	const { seo } = context.get(appContext).services;
	const url = new URL(request.url);
	const plan = await seo.sitemapPlan();
	const pageParam = url.searchParams.get("page");
	if (pageParam === null && plan.pages > 1) {
		const entries = Array.from({ length: plan.pages }, (_, i) => ({
			loc: `${url.origin}/sitemap.xml?page=${i + 1}`,
			lastmod: plan.lastmod
		}));
		return new Response(sitemapIndexXml(entries), { headers: HEADERS });
	}
	const page = pageParam === null ? null : parseSitemapPage(pageParam, plan.pages);
	if (pageParam !== null && page === null) return new Response(`There is no sitemap page "${pageParam}"; pages are 1 to ${plan.pages}.\n`, {
		status: 404,
		headers: { "Content-Type": "text/plain; charset=utf-8" }
	});
	if (request.method === "HEAD") return new Response(null, { headers: HEADERS });
	return new Response(urlsetStream(seo, url.origin, plan, page), { headers: HEADERS });
}
function urlsetStream(seo, origin, plan, page) {
	const encoder = new TextEncoder();
	const batches = seo.sitemapUrls(origin, plan, page);
	let opened = false;
	return new ReadableStream({
		async pull(controller) {
			try {
				if (!opened) {
					opened = true;
					controller.enqueue(encoder.encode(URLSET_OPEN));
					return;
				}
				const next = await batches.next();
				if (next.done) {
					controller.enqueue(encoder.encode(URLSET_CLOSE));
					controller.close();
					return;
				}
				controller.enqueue(encoder.encode(next.value.map(urlEntry).join("")));
			} catch (error) {
				controller.error(error);
			}
		},
		async cancel() {
			await batches.return(void 0);
		}
	});
}
// app/routes/robots.ts
var robots_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$1 });
function loader$1({ request }) {
	return new Response(robotsTxt(new URL(request.url).origin), { headers: {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "public, max-age=86400"
	} });
}
// app/features/cms/dispatch-path.ts
/** Pure rules of the URL dispatcher: which path it looks up, which it never handles, where "not found" goes. */
/** Prefixes the server answers itself; a miss there is a plain 404, never a page. */
var RESERVED = /^(api|img|assets)(\/|$)/;
/** A missing file (favicon.ico, a stale chunk.js) is a plain 404 too; ".html" paths are pages (legacy URLs). */
var FILE = /\.(?!html?$)(?=[0-9]*[a-z])[a-z0-9]{1,8}$/i;
/**
* The map key of a request path: percent-decoded, without leading and trailing slashes (the query is not
* part of a pathname). Null when the path is not valid percent-encoding.
*/
function dispatchPath(pathname) {
	let decoded;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return null;
	}
	return decoded.replace(/^\/+|\/+$/g, "");
}
function isReservedPath(path) {
	return RESERVED.test(path) || FILE.test(path);
}
/** /page-not-found?nf={path without leading slash}; slashes stay readable. */
function notFoundLocation(path) {
	return `/page-not-found?nf=${encodeURIComponent(path).replace(/%2F/gi, "/")}`;
}
// app/routes/dispatch.tsx
var dispatch_exports = /* @__PURE__ */ __exportAll({
	default: () => dispatch_default,
	handle: () => handle,
	headers: () => headers,
	loader: () => loader,
	meta: () => meta,
	shouldRevalidate: () => shouldRevalidate
});
var productRoute = product_exports;
var { ProductView = () => null } = productRoute;
var PAGE_CLASS = {
	product: "product",
	category: "category",
	cms_page: "static page"
};
/** The page class depends on what the path resolved to: call with the route's loader data. */
var handle = { pageClass: (loaderData) => PAGE_CLASS[loaderData?.kind ?? "cms_page"] };
async function loader({ request, context, url }) {
	const path = dispatchPath(url.pathname);
	if (path === null || isReservedPath(path)) throw data(null, { status: 404 });
	const { urls, catalog } = context.get(appContext).services;
	const hit = await urls.map(path);
	if (!hit) throw redirect(notFoundLocation(path), 302);
	switch (hit._type) {
		case "redirect": {
			const target = hit._source.url_path;
			const resolved = await urls.map(target).catch(() => null);
			const location = resolved?._type === "product" ? productUrl(resolved._source) : `/${target}`;
			throw redirect(`${location}${url.search}`, hit._source.redirect_code === 302 ? 302 : 301);
		}
		case "product": {
			if (!productRoute.loadProductPage) throw data(null, { status: 404 });
			const page = await productRoute.loadProductPage({
				request,
				context,
				product: hit._source
			});
			return data({
				kind: "product",
				page
			});
		}
		case "category": {
			const page = await loadCategoryPage({
				request,
				context,
				category: await catalog.findCategory(Number(hit._id))
			});
			return data({
				kind: "category",
				page
			});
		}
		case "cms_page": {
			const source = hit._source;
			const page = await loadCmsPage({
				request,
				context,
				identifier: source.identifier,
				page: source
			});
			return data({
				kind: "cms_page",
				page
			}, { headers: { "Cache-Control": CMS_CACHE_CONTROL } });
		}
	}
}
var headers = htmlCacheHeaders;
/** "Load more" on a dispatched category must not reload the listing (see features/listing/revalidate.ts). */
var shouldRevalidate = listingShouldRevalidate;
var meta = (args) => {
	const loaded = args.loaderData;
	if (!loaded) return [{ title: pageMetaContext(args.matches).text("notFoundHeading") }];
	switch (loaded.kind) {
		case "product": return typeof productRoute.meta === "function" ? productRoute.meta({
			...args,
			loaderData: loaded.page
		}) : [];
		case "category": return meta$7({
			...args,
			loaderData: loaded.page
		});
		case "cms_page": return cmsMeta(loaded.page, pageMetaContext(args.matches));
	}
};
var dispatch_default = UNSAFE_withComponentProps(function Dispatch({ loaderData }) {
	const loaded = loaderData;
	const { pathname } = useLocation();
	switch (loaded.kind) {
		case "product": return /* @__PURE__ */ jsx(ProductView, { data: loaded.page }, pathname);
		case "category": return /* @__PURE__ */ jsx(CategoryView, { data: loaded.page }, pathname);
		case "cms_page": return /* @__PURE__ */ jsx(CmsView, { data: loaded.page }, pathname);
	}
});
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-CzfZWwlM.js",
		"imports": ["/assets/react-sySUN5R7.js", "/assets/jsx-runtime-CL5WzKXd.js"],
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
			"module": "/assets/root-C6yAlzHS.js",
			"imports": [
				"/assets/react-sySUN5R7.js",
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/pages-Uw_BhmW-.js",
				"/assets/Panels-l-luNOha.js",
				"/assets/Toasts-BbXHW-0g.js",
				"/assets/Price-Bbyxm2ry.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/money-ClcZusUm.js"
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
			"module": "/assets/home-CgaOou0D.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/page-meta-D3RGDLY_.js",
				"/assets/react-sySUN5R7.js",
				"/assets/Price-Bbyxm2ry.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/pages-Uw_BhmW-.js",
				"/assets/money-ClcZusUm.js"
			],
			"css": ["/assets/home-vdWZN0oQ.css"],
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
			"module": "/assets/home-CgaOou0D.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/page-meta-D3RGDLY_.js",
				"/assets/react-sySUN5R7.js",
				"/assets/Price-Bbyxm2ry.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/pages-Uw_BhmW-.js",
				"/assets/money-ClcZusUm.js"
			],
			"css": ["/assets/home-vdWZN0oQ.css"],
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
			"module": "/assets/category-CxH_sASu.js",
			"imports": [
				"/assets/category-D9kytjUX.js",
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/context-DXn5ztj0.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/ListingView-Cy_8DOiX.js",
				"/assets/react-sySUN5R7.js",
				"/assets/Panels-l-luNOha.js",
				"/assets/money-ClcZusUm.js",
				"/assets/Price-Bbyxm2ry.js"
			],
			"css": ["/assets/ListingView-BeCW3v91.css"],
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
			"module": "/assets/product-C3AFbzrX.js",
			"imports": [
				"/assets/product-CONRUtBD.js",
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/money-ClcZusUm.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/stock-B4n6BL_v.js",
				"/assets/react-sySUN5R7.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/Toasts-BbXHW-0g.js",
				"/assets/custom-options-C-7mMV_W.js",
				"/assets/Price-Bbyxm2ry.js"
			],
			"css": ["/assets/product-sPCQC-c3.css"],
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
			"module": "/assets/product-C3AFbzrX.js",
			"imports": [
				"/assets/product-CONRUtBD.js",
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/money-ClcZusUm.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/stock-B4n6BL_v.js",
				"/assets/react-sySUN5R7.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/Toasts-BbXHW-0g.js",
				"/assets/custom-options-C-7mMV_W.js",
				"/assets/Price-Bbyxm2ry.js"
			],
			"css": ["/assets/product-sPCQC-c3.css"],
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
			"module": "/assets/cms-page-Pl-V5Cz6.js",
			"imports": [
				"/assets/cms-page-BNE7ptd8.js",
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/context-DXn5ztj0.js",
				"/assets/react-sySUN5R7.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/page-meta-D3RGDLY_.js",
				"/assets/pages-Uw_BhmW-.js"
			],
			"css": ["/assets/cms-b-swT4mp.css"],
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
			"module": "/assets/search-BoPfCJHL.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/ListingView-Cy_8DOiX.js",
				"/assets/react-sySUN5R7.js",
				"/assets/Panels-l-luNOha.js",
				"/assets/money-ClcZusUm.js",
				"/assets/Price-Bbyxm2ry.js",
				"/assets/urls-CoXRAhf7.js"
			],
			"css": ["/assets/ListingView-BeCW3v91.css"],
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
			"hasLoader": false,
			"hasClientAction": false,
			"hasClientLoader": true,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/compare-main-DZIdTrkh.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/react-sySUN5R7.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/Price-Bbyxm2ry.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/stock-B4n6BL_v.js",
				"/assets/custom-options-C-7mMV_W.js",
				"/assets/compare-Zu1SXNDo.js",
				"/assets/money-ClcZusUm.js",
				"/assets/page-data-bY88NUfJ.js"
			],
			"css": ["/assets/compare-DXOCBjPl.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": "/assets/compare-Cx6he4QW.js",
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
			"module": "/assets/page-not-found-BEYzIiPj.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/StatusViews-Bpx9XsGM.js",
				"/assets/page-meta-D3RGDLY_.js",
				"/assets/react-sySUN5R7.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/pages-Uw_BhmW-.js"
			],
			"css": ["/assets/cms-b-swT4mp.css"],
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
			"module": "/assets/error-CU-b28xe.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/StatusViews-Bpx9XsGM.js",
				"/assets/page-meta-D3RGDLY_.js",
				"/assets/react-sySUN5R7.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/pages-Uw_BhmW-.js"
			],
			"css": ["/assets/cms-b-swT4mp.css"],
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
			"module": "/assets/dispatch-DQGd3T_i.js",
			"imports": [
				"/assets/jsx-runtime-CL5WzKXd.js",
				"/assets/product-CONRUtBD.js",
				"/assets/category-D9kytjUX.js",
				"/assets/cms-page-BNE7ptd8.js",
				"/assets/page-meta-D3RGDLY_.js",
				"/assets/ListingView-Cy_8DOiX.js",
				"/assets/react-sySUN5R7.js",
				"/assets/money-ClcZusUm.js",
				"/assets/seo-Cst8DK93.js",
				"/assets/urls-CoXRAhf7.js",
				"/assets/stock-B4n6BL_v.js",
				"/assets/languages-DcMk80HE.js",
				"/assets/Breadcrumbs-Dai58Nk8.js",
				"/assets/Toasts-BbXHW-0g.js",
				"/assets/custom-options-C-7mMV_W.js",
				"/assets/Price-Bbyxm2ry.js",
				"/assets/context-DXn5ztj0.js",
				"/assets/Panels-l-luNOha.js",
				"/assets/pages-Uw_BhmW-.js"
			],
			"css": [
				"/assets/product-sPCQC-c3.css",
				"/assets/ListingView-BeCW3v91.css",
				"/assets/cms-b-swT4mp.css"
			],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-a61c11fb.js",
	"version": "a61c11fb",
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
