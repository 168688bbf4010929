/**
 * Offline use (docs/storefront.md §1, §2, §4, §7, §8): the marker of a page kept offline, the page the service
 * worker shows for a page that was not kept, the update prompt and the search panel's offline note (every key in
 * pl, en, de, it). Not one of the namespaces every page carries (resources.ts): only the service worker, the offline
 * runtime and the search panel, all loaded after the page, read it.
 */
export default {
  pl: {
    offlineMarker: "Jesteś offline: to zapisana kopia strony, ceny i dostępność mogły się zmienić.",
    pageUnavailable: "Strona produktu, kategorii lub strona informacyjna nie jest dostępna w trybie offline. Przekierowanie na stronę główną.",
    categoryUnavailable: "Brak zsynchronizowanych produktów dla tej kategorii. Wróć, gdy będziesz online!",
    homeUnavailable: "Jesteś offline, a strona główna nie została jeszcze zapisana. Wróć, gdy będziesz online!",
    offlineTitle: "Tryb offline",
    stay: "Zostań na tej stronie",
    goHome: "Przejdź na stronę główną",
    updateAvailable: "Dostępna jest nowa wersja sklepu.",
    updateReload: "Odśwież",
    updateLater: "Później",
    searchOffline: "Wyszukiwanie nie działa w trybie offline. Wróć, gdy będziesz online!",
    backOnline: "Połączenie wróciło: koszyk został zsynchronizowany.",
  },
  en: {
    offlineMarker: "You are offline: this is a saved copy of the page, prices and stock may have changed.",
    pageUnavailable: "The product, category or CMS page is not available in Offline mode. Redirecting to Home.",
    categoryUnavailable: "No products synchronized for this category. Please come back while online!",
    homeUnavailable: "You are offline and the home page has not been saved yet. Please come back while online!",
    offlineTitle: "Offline mode",
    stay: "Stay on this page",
    goHome: "Go to the home page",
    updateAvailable: "A new version of the shop is available.",
    updateReload: "Reload",
    updateLater: "Later",
    searchOffline: "Search does not work while offline. Please come back while online!",
    backOnline: "You are back online: the cart has been synchronised.",
  },
  de: {
    offlineMarker: "Sie sind offline: Dies ist eine gespeicherte Kopie der Seite, Preise und Verfügbarkeit können sich geändert haben.",
    pageUnavailable: "Die Produkt-, Kategorie- oder Informationsseite ist im Offline-Modus nicht verfügbar. Weiterleitung zur Startseite.",
    categoryUnavailable: "Für diese Kategorie wurden keine Produkte synchronisiert. Bitte kommen Sie zurück, wenn Sie online sind!",
    homeUnavailable: "Sie sind offline und die Startseite wurde noch nicht gespeichert. Bitte kommen Sie zurück, wenn Sie online sind!",
    offlineTitle: "Offline-Modus",
    stay: "Auf dieser Seite bleiben",
    goHome: "Zur Startseite",
    updateAvailable: "Eine neue Version des Shops ist verfügbar.",
    updateReload: "Neu laden",
    updateLater: "Später",
    searchOffline: "Die Suche funktioniert offline nicht. Bitte kommen Sie zurück, wenn Sie online sind!",
    backOnline: "Sie sind wieder online: Der Warenkorb wurde synchronisiert.",
  },
  it: {
    offlineMarker: "Sei offline: questa è una copia salvata della pagina, prezzi e disponibilità potrebbero essere cambiati.",
    pageUnavailable: "La pagina del prodotto, della categoria o informativa non è disponibile in modalità offline. Reindirizzamento alla home page.",
    categoryUnavailable: "Nessun prodotto sincronizzato per questa categoria. Torna quando sarai online!",
    homeUnavailable: "Sei offline e la home page non è ancora stata salvata. Torna quando sarai online!",
    offlineTitle: "Modalità offline",
    stay: "Resta su questa pagina",
    goHome: "Vai alla home page",
    updateAvailable: "È disponibile una nuova versione del negozio.",
    updateReload: "Ricarica",
    updateLater: "Più tardi",
    searchOffline: "La ricerca non funziona offline. Torna quando sarai online!",
    backOnline: "Sei di nuovo online: il carrello è stato sincronizzato.",
  },
} as const;
