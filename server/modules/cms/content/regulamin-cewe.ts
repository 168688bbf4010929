import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "regulamin-cewe",
  title: "Regulamin usługi fotoksiążek CEWE",
  metaTitle: "Regulamin usługi fotoksiążek CEWE – sklep Kiosk",
  metaDescription:
    "Zasady zamawiania fotoksiążek CEWE w sklepie Kiosk: projektowanie w kreatorze CEWE, czas produkcji, dostawa, reklamacje wad druku, prawa do zdjęć i ochrona danych osobowych.",
  metaKeywords: "fotoksiążka, fotoksiążka CEWE, regulamin CEWE, kreator CEWE, druk zdjęć, album ze zdjęciami, Kiosk",
  contentHeading: "Regulamin usługi fotoksiążek CEWE",
  content: `
<h2>§ 1. Postanowienia ogólne</h2>
<ol>
  <li>Regulamin określa zasady zamawiania fotoksiążek CEWE (dalej: „Fotoksiążka”) w sklepie internetowym Kiosk, prowadzonym przez Kiosk sp. z o.o. z siedzibą w Warszawie, ul. Marszałkowska 84/92, 00-514 Warszawa, KRS 0000123456, NIP 5260250274 (dalej: „Sprzedawca”).</li>
  <li>Usługa jest świadczona we współpracy z CEWE Polska sp. z o.o. (dalej: „CEWE”), która udostępnia kreator Fotoksiążek i wykonuje ich druk. Stroną umowy sprzedaży Fotoksiążki jest Sprzedawca.</li>
  <li>W sprawach nieuregulowanych w niniejszym regulaminie stosuje się <a href="/regulamin">Regulamin sklepu</a>.</li>
</ol>

<h2>§ 2. Projektowanie w kreatorze CEWE</h2>
<ol>
  <li>Fotoksiążkę projektuje się w <strong>kreatorze CEWE</strong>, dostępnym ze strony Produktu. Kreator działa w aktualnych przeglądarkach internetowych; korzystanie z niego może wymagać akceptacji warunków CEWE.</li>
  <li>W kreatorze Klient wybiera format, rodzaj oprawy, papier i liczbę stron, a następnie umieszcza zdjęcia i teksty (dalej: „Materiały”). Kreator ostrzega o zdjęciach o zbyt niskiej rozdzielczości i pokazuje margines spadu, czyli obszar, który może zostać obcięty podczas produkcji.</li>
  <li>Po zakończeniu projektu Klient przenosi go do Koszyka Sklepu. Cena zależy od wybranej konfiguracji i jest widoczna w kreatorze oraz w Koszyku.</li>
  <li>Przed złożeniem zamówienia należy starannie sprawdzić podgląd projektu – zwłaszcza kolejność stron, kadrowanie i teksty. <strong>Fotoksiążka jest drukowana dokładnie według zatwierdzonego projektu</strong>; Sprzedawca ani CEWE nie poprawiają literówek ani układu stron.</li>
</ol>

<h2>§ 3. Zamówienie i płatność</h2>
<ol>
  <li>Zamówienie składa się na zasadach Regulaminu sklepu, klikając przycisk „Zamawiam z obowiązkiem zapłaty”.</li>
  <li>Fotoksiążkę opłaca się z góry za pośrednictwem PayU (BLIK, karta, szybki przelew, Google Pay, Apple Pay lub płatność odroczona). Płatność przy odbiorze nie jest dostępna.</li>
  <li>Projekt jest przekazywany do produkcji po zaksięgowaniu płatności, zwykle w ciągu 2 godzin. Do tego momentu Klient może anulować zamówienie e-mailem na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a> i otrzymać zwrot całej kwoty. Po rozpoczęciu produkcji anulowanie nie jest możliwe.</li>
</ol>

<h2>§ 4. Czas produkcji i dostawa</h2>
<ol>
  <li>Czas produkcji Fotoksiążki wynosi zwykle <strong>3–5 Dni roboczych</strong> od zaksięgowania płatności. W okresach wzmożonego ruchu (np. w grudniu) może się wydłużyć do 8 Dni roboczych – aktualny termin jest podany w Koszyku przed złożeniem zamówienia.</li>
  <li>Fotoksiążki są wysyłane bezpośrednio z zakładu produkcyjnego CEWE, Kurierem InPost lub do Paczkomatu InPost, w cenach podanych na stronie <a href="/dostawa">Dostawa</a>. Jeżeli zamówienie obejmuje także inne Produkty, Fotoksiążka przychodzi w osobnej przesyłce, za którą nie pobieramy dodatkowej opłaty.</li>
  <li>Dostawa jest możliwa wyłącznie na terytorium Polski.</li>
</ol>

<h2>§ 5. Brak prawa odstąpienia od umowy</h2>
<p>Fotoksiążka jest produktem personalizowanym – wyprodukowanym według specyfikacji Klienta i służącym zaspokojeniu jego zindywidualizowanych potrzeb. Zgodnie z art. 38 ust. 1 pkt 3 ustawy z dnia 30 maja 2014 r. o prawach konsumenta <strong>prawo odstąpienia od umowy nie przysługuje</strong>. Nie ogranicza to uprawnień Klienta w razie wad druku lub innej niezgodności Fotoksiążki z umową (§ 7).</p>

<h2>§ 6. Prawa do zdjęć i treści</h2>
<ol>
  <li>Klient oświadcza, że przysługują mu prawa do Materiałów umieszczonych w projekcie – w szczególności autorskie prawa majątkowe albo licencja – oraz że uzyskał zgodę osób widocznych na zdjęciach na rozpowszechnianie ich wizerunku, jeżeli jest ona wymagana (art. 81 ustawy o prawie autorskim i prawach pokrewnych).</li>
  <li>Materiały nie mogą naruszać przepisów prawa ani dóbr osobistych osób trzecich. Sprzedawca i CEWE mogą odmówić wykonania Fotoksiążki zawierającej treści bezprawne, w szczególności treści pornograficzne z udziałem małoletnich, nawołujące do nienawiści lub naruszające prawa autorskie czy znaki towarowe. W takim przypadku Klient otrzymuje informację o odmowie wraz z uzasadnieniem i zwrot całej zapłaconej kwoty.</li>
  <li>Klient upoważnia Sprzedawcę i CEWE do zwielokrotnienia Materiałów wyłącznie w zakresie niezbędnym do wyprodukowania i dostarczenia Fotoksiążki. Materiały nie są wykorzystywane w żadnym innym celu.</li>
</ol>

<h2>§ 7. Reklamacje wad druku</h2>
<ol>
  <li>Sprzedawca odpowiada za zgodność Fotoksiążki z umową na zasadach Regulaminu sklepu i ustawy o prawach konsumenta. Wadą jest w szczególności: smuga, plama lub przebarwienie na wydruku, wyraźne odchylenie kolorów, strony brakujące, zdublowane lub ułożone w kolejności innej niż w projekcie, kadrowanie niezgodne z projektem (poza marginesem spadu), wadliwa oprawa oraz uszkodzenie w transporcie.</li>
  <li>Wadą nie są: niska jakość zdjęć, o której kreator ostrzegał, błędy w tekstach wprowadzonych przez Klienta, obcięcie elementów umieszczonych w marginesie spadu ani niewielkie różnice barw między ekranem a wydrukiem, wynikające z odmiennego odwzorowania kolorów przez monitory i druk.</li>
  <li>Reklamację najlepiej złożyć e-mailem na adres <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a>, podając numer zamówienia, opis wady i zdjęcia wadliwych stron. Prosimy zachować Fotoksiążkę do czasu rozpatrzenia reklamacji.</li>
  <li>Odpowiadamy w terminie 14 dni od otrzymania reklamacji. W razie jej uznania bezpłatnie drukujemy Fotoksiążkę ponownie, a gdy nie jest to możliwe lub Klient ma do tego prawo – obniżamy cenę albo zwracamy pieniądze zgodnie z ustawą o prawach konsumenta.</li>
</ol>

<h2>§ 8. Dane osobowe</h2>
<ol>
  <li>Administratorem danych przetwarzanych w kreatorze – w tym danych konta w kreatorze, projektu i przesłanych zdjęć – jest <strong>CEWE Polska sp. z o.o. jako odrębny administrator</strong>. Zasady tego przetwarzania, okres przechowywania projektów i zdjęć oraz prawa z tym związane opisuje polityka prywatności CEWE, dostępna w kreatorze.</li>
  <li>Administratorem danych związanych z zamówieniem, płatnością i obsługą reklamacji jest Sprzedawca, na zasadach opisanych w <a href="/polityka-prywatnosci">Polityce prywatności</a>. Sprzedawca przekazuje CEWE numer zamówienia oraz dane do wysyłki w zakresie niezbędnym do produkcji i dostarczenia Fotoksiążki.</li>
</ol>

<h2>§ 9. Postanowienia końcowe</h2>
<p>Regulamin obowiązuje od dnia 1 listopada 2026 r. Do zamówień złożonych przed jego zmianą stosuje się regulamin w brzmieniu obowiązującym w dniu złożenia zamówienia.</p>
`,
};

export default page;
