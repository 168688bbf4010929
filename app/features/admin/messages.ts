/** The back office's sentences for the API's refusal codes (the panel is in Polish: the shop's staff work in it). */
export const ADMIN_ERRORS: Record<string, string> = {
  STAFF_LOGIN_FAILED: "Nieprawidłowy e-mail, hasło lub kod z aplikacji.",
  STAFF_LOCKED: "Zbyt wiele nieudanych prób: konto jest zablokowane na 15 minut.",
  UNAUTHORIZED: "Sesja wygasła. Zaloguj się ponownie.",
  CSRF_FAILED: "Sesja wygasła. Odśwież stronę i spróbuj ponownie.",
  FORBIDDEN: "Twoja rola nie pozwala na tę czynność.",
  PRICE_INVALID: "Cena promocyjna musi być niższa od ceny, a okres promocji nie może kończyć się przed początkiem.",
  PRODUCT_NOT_FOUND: "Nie ma takiego produktu.",
  IMPORT_INVALID: "Plik ma błędy; nic nie zostało zmienione.",
  MEDIA_INVALID: "To nie jest obraz JPEG, PNG, WebP ani AVIF albo jest za duży (najwyżej 8000 px na bok).",
  MEDIA_NOT_FOUND: "Nie ma takiego zdjęcia.",
  CATEGORY_NOT_FOUND: "Nie ma takiej kategorii.",
  CATEGORY_INVALID: "Nie można tak zmienić kategorii: nazwa jest pusta, adres jest zajęty albo kategoria trafiłaby pod samą siebie.",
  ATTRIBUTE_NOT_FOUND: "Nie ma takiej cechy albo wartości.",
  ATTRIBUTE_INVALID: "Wartość musi mieć nazwę (bez znaku „|”) inną niż pozostałe wartości tej cechy.",
  ORDER_NOT_FOUND: "Nie ma takiego zamówienia.",
  ORDER_TRANSITION_NOT_ALLOWED: "Zamówienia w tym stanie nie można tak zmienić.",
  PAYMENT_NOT_COMPLETED: "To zamówienie nie ma zakończonej płatności online do zwrotu.",
  REFUND_AMOUNT_INVALID: "Kwota zwrotu musi być większa od zera i nie większa niż pozostała kwota płatności.",
  REFUND_REFUSED: "PayU odrzuciło zwrot.",
  PAYMENT_PROVIDER_UNAVAILABLE: "PayU nie odpowiada. Spróbuj za chwilę.",
  SHIPMENTS_NOT_CONFIGURED: "Przesyłki InPost nie są skonfigurowane (SHIPX_TOKEN, SHIPX_ORGANIZATION_ID).",
  SHIPMENT_NOT_ALLOWED: "Tego zamówienia nie można nadać w InPost: musi być w realizacji i mieć dostawę InPost.",
  SHIPMENT_REJECTED: "InPost odrzucił przesyłkę: sprawdź telefon i adres klienta (numer budynku, kod pocztowy) albo paczkomat.",
  SHIPMENT_NOT_FOUND: "To zamówienie nie ma przesyłki InPost.",
  SHIPMENT_LABEL_NOT_READY: "InPost jeszcze nie potwierdził przesyłki. Etykieta będzie za chwilę.",
  SHIPX_UNAVAILABLE: "InPost nie odpowiada. Spróbuj za chwilę.",
  INVOICE_NOT_ALLOWED: "Anulowane zamówienie nie dostaje numeru faktury.",
  RATE_LIMITED: "Zbyt wiele prób logowania z tego adresu. Spróbuj za kwadrans.",
  NOT_FOUND: "Nie znaleziono.",
  CMS_NOT_FOUND: "Nie ma takiej strony.",
  CMS_IDENTIFIER_TAKEN: "Strona o tym adresie już istnieje.",
  COUPON_NOT_FOUND: "Nie ma takiego kuponu.",
  COUPON_CODE_TAKEN: "Kupon o tym kodzie już istnieje.",
  BANNER_NOT_FOUND: "Nie ma takiego banera.",
  VALIDATION_FAILED: "Sprawdź wpisane dane.",
  BAD_REQUEST: "Sprawdź wpisane dane.",
  SERVICE_UNAVAILABLE: "Baza danych chwilowo nie odpowiada. Spróbuj za chwilę.",
  NETWORK: "Brak połączenia z serwerem.",
  INTERNAL_ERROR: "Coś poszło nie tak. Spróbuj ponownie.",
};

export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: "Oczekuje na płatność",
  processing: "W realizacji",
  complete: "Zrealizowane",
  canceled: "Anulowane",
};

export const TRANSITION_LABELS: Record<string, string> = {
  processing: "Przyjmij do realizacji",
  complete: "Oznacz jako zrealizowane",
  canceled: "Anuluj (zwróć towar na stan)",
};

export const ROLE_LABELS: Record<string, string> = {
  owner: "właściciel",
  catalogue: "katalog",
  orders: "zamówienia",
  content: "treści",
  support: "obsługa klienta",
};
