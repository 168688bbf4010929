import type { CmsPageContent } from "./types.ts";

const page: CmsPageContent = {
  identifier: "regulamin-prenumeraty",
  title: "Regulamin prenumeraty",
  metaTitle: "Regulamin prenumeraty czasopism i kolekcji – sklep Kiosk",
  metaDescription:
    "Zasady prenumeraty czasopism na 3, 6 lub 12 wydań i kolekcji w sklepie Kiosk: wybór numeru początkowego, harmonogram wysyłek, płatności cykliczne PayU, rezygnacja i reklamacje.",
  metaKeywords: "prenumerata, regulamin prenumeraty, prenumerata czasopism, kolekcje, płatność cykliczna, rezygnacja z prenumeraty, Kiosk",
  contentHeading: "Regulamin prenumeraty czasopism i kolekcji",
  content: `
<h2>§ 1. Postanowienia ogólne</h2>
<ol>
  <li>Regulamin określa zasady zamawiania i realizacji prenumeraty czasopism oraz kolekcji w sklepie internetowym Kiosk, prowadzonym przez Kiosk sp. z o.o. z siedzibą w Warszawie, ul. Marszałkowska 84/92, 00-514 Warszawa, KRS 0000123456, NIP 5260250274 (dalej: „Sprzedawca”).</li>
  <li>W sprawach nieuregulowanych w niniejszym regulaminie stosuje się <a href="/regulamin">Regulamin sklepu</a>; pojęcia pisane wielką literą mają znaczenie w nim nadane.</li>
  <li>Na potrzeby niniejszego regulaminu:
    <ul>
      <li><strong>Prenumerata</strong> – umowa o regularne dostarczanie kolejnych wydań wybranego czasopisma przez okres obejmujący 3, 6 lub 12 wydań,</li>
      <li><strong>Kolekcja</strong> – seria wydawnicza ukazująca się w częściach (tomach, numerach) według harmonogramu wydawcy, dostarczana w kolejnych przesyłkach,</li>
      <li><strong>Harmonogram</strong> – kalendarz ukazywania się wydań lub części Kolekcji ustalony przez wydawcę, widoczny na stronie Produktu i w Koncie,</li>
      <li><strong>Płatność cykliczna</strong> – obciążanie karty płatniczej Klienta przed wysyłką kolejnych części Kolekcji, na podstawie tokenu karty przechowywanego przez PayU S.A.</li>
    </ul>
  </li>
</ol>

<h2>§ 2. Oferta prenumerat czasopism</h2>
<ol>
  <li>Prenumeratę czasopisma można zamówić na okres <strong>3, 6 lub 12 wydań</strong>. Okres kalendarzowy zależy od częstotliwości ukazywania się tytułu – np. 12 wydań miesięcznika to rok, a 12 wydań tygodnika to około trzech miesięcy.</li>
  <li>Przed złożeniem zamówienia Sklep wyświetla przy każdym wariancie: <strong>łączną cenę za cały okres prenumeraty</strong>, <strong>cenę w przeliczeniu na jeden miesiąc</strong> i cenę jednego wydania, a także przybliżony okres dostaw. Ceny są cenami brutto{{#subscriptions_free}} i obejmują koszt dostawy na terytorium Polski{{/subscriptions_free}}{{^subscriptions_free}}; koszt dostawy jest podany na stronie <a href="/dostawa">Dostawa</a>{{/subscriptions_free}}.</li>
  <li>Cena prenumeraty jest stała przez cały opłacony okres – podwyższenie ceny okładkowej przez wydawcę nie powoduje dopłat.</li>
  <li>Przy prenumeratach oferowanych w promocji podajemy również najniższą cenę z 30 dni przed wprowadzeniem obniżki.</li>
  <li>Prenumeratę można zamówić na prezent, wskazując adres dostawy inny niż adres zamawiającego.</li>
</ol>

<h2>§ 3. Wybór numeru początkowego</h2>
<ol>
  <li>Składając zamówienie, Klient wybiera <strong>wydanie, od którego rozpocznie się prenumerata</strong> – najbliższe dostępne albo jedno z kolejnych wydań zapowiedzianych w Harmonogramie.</li>
  <li>Lista wysyłkowa dla danego wydania jest zamykana na 7 dni przed dniem jego ukazania się w sprzedaży. Jeżeli zamówienie zostanie opłacone po zamknięciu listy, prenumerata rozpocznie się od kolejnego wydania, o czym poinformujemy Klienta w potwierdzeniu zamówienia.</li>
  <li>Wydania specjalne i numery podwójne liczą się jako jedno wydanie, chyba że opis prenumeraty stanowi inaczej.</li>
</ol>

<h2>§ 4. Harmonogram i dostawa</h2>
<ol>
  <li>Kolejne wydania wysyłamy zgodnie z Harmonogramem, najpóźniej w ciągu 2 Dni roboczych od dnia ukazania się wydania w sprzedaży. Prenumeraty są doręczane sposobem dostawy wybranym przy zamówieniu spośród opisanych na stronie <a href="/dostawa">Dostawa</a>{{#subscriptions_free}}, bez dodatkowej opłaty za dostawę{{/subscriptions_free}}.</li>
  <li>Harmonogram wszystkich przesyłek jest widoczny w zakładce <em>Moje konto → Prenumeraty</em>. O zmianach Harmonogramu wprowadzonych przez wydawcę informujemy e-mailem.</li>
  <li>Adres dostawy można zmienić w Koncie; zmiana obowiązuje dla przesyłek przygotowywanych po upływie 3 Dni roboczych od jej wprowadzenia.</li>
  <li>Jeżeli wydawca zaprzestanie wydawania tytułu, Klient może wybrać inny tytuł o podobnej wartości albo otrzymać zwrot ceny za niedostarczone wydania w terminie 14 dni.</li>
</ol>

<h2>§ 5. Płatność za prenumeratę czasopism</h2>
<ol>
  <li>Prenumerata czasopisma jest opłacana z góry, jednorazowo, za cały wybrany okres, za pośrednictwem PayU (BLIK, karta, szybki przelew, Google Pay, Apple Pay lub płatność odroczona). {{^subscriptions_cod}}Płatność przy odbiorze nie jest dostępna.{{/subscriptions_cod}}</li>
  <li>Prenumerata czasopisma nie odnawia się automatycznie. Na 2 tygodnie przed wysyłką ostatniego wydania przypominamy e-mailem o możliwości jej przedłużenia.</li>
</ol>

<h2>§ 6. Kolekcje i płatności cykliczne</h2>
<ol>
  <li>Kolekcje mogą być opłacane w formie Płatności cyklicznej kartą płatniczą. Wymaga to wyrażenia przez Klienta przy składaniu zamówienia odrębnej zgody na obciążanie karty (pole niezaznaczone domyślnie).</li>
  <li>Przy pierwszej płatności Klient podaje dane karty w bezpiecznym formularzu PayU S.A. PayU przechowuje dane karty i przekazuje Sprzedawcy jedynie <strong>token</strong>, umożliwiający kolejne obciążenia. Sprzedawca nie zna pełnego numeru karty.</li>
  <li>Przed złożeniem zamówienia Sklep podaje cenę każdej części Kolekcji{{#subscriptions_free}} (z dostawą wliczoną w cenę){{/subscriptions_free}}{{^subscriptions_free}}, koszt dostawy{{/subscriptions_free}}, częstotliwość przesyłek i planowaną liczbę części. Karta jest obciążana kwotą za daną przesyłkę na 3 dni przed jej wysyłką. O każdym obciążeniu informujemy e-mailem co najmniej 3 dni wcześniej, podając kwotę i datę.</li>
  <li>Jeżeli obciążenie karty się nie powiedzie, ponawiamy próbę maksymalnie trzykrotnie w ciągu 7 dni. Po nieudanych próbach wysyłka zostaje wstrzymana, a Klient może zaktualizować kartę w Koncie i wznowić Kolekcję.</li>
  <li>Klient może w każdej chwili, bez podawania przyczyny i bez dodatkowych opłat, zrezygnować z Kolekcji lub innej prenumeraty opłacanej cyklicznie w zakładce <strong><em>Moje konto → Prenumeraty</em></strong>, wybierając przycisk „Zrezygnuj”. Rezygnacja złożona najpóźniej w dniu poprzedzającym datę kolejnego obciążenia (do godz. 23:59) jest skuteczna przed tym obciążeniem – karta nie zostanie już obciążona, a kolejne przesyłki nie zostaną wysłane. Jeżeli obciążenie już nastąpiło, opłacona przesyłka zostanie wysłana.</li>
  <li>Rezygnację można też przesłać e-mailem na adres <a href="mailto:sklep@kiosk.example.pl">sklep@kiosk.example.pl</a>. Ponieważ wiadomości przetwarzamy w Dni robocze, rezygnację e-mailową warto wysłać co najmniej 2 Dni robocze przed datą obciążenia. Usunięcie karty w Koncie również zatrzymuje Płatności cykliczne.</li>
</ol>

<h2>§ 7. Prawo odstąpienia od umowy</h2>
<ol>
  <li>Wyjątek dotyczący prasy (art. 38 ust. 1 ustawy o prawach konsumenta) nie obejmuje umowy o prenumeratę – dlatego <strong>od Prenumeraty i Kolekcji Konsumentowi przysługuje prawo odstąpienia od umowy</strong>.</li>
  <li>Termin na odstąpienie wynosi <strong>14 dni od dnia doręczenia pierwszego wydania</strong> (pierwszej części Kolekcji) Konsumentowi lub wskazanej przez niego osobie innej niż przewoźnik.</li>
  <li>Aby odstąpić od umowy, wystarczy przesłać oświadczenie, np. e-mailem; wzór formularza i adres do zwrotów znajdują się na stronie <a href="/zwroty">Zwroty</a>. Zwracamy wszystkie płatności, w tym koszt dostawy, w ciągu 14 dni od otrzymania oświadczenia. Konsument odsyła otrzymane egzemplarze w ciągu 14 dni i ponosi bezpośredni koszt ich odesłania.</li>
  <li>Prawo odstąpienia przysługuje również Przedsiębiorcy na prawach konsumenta.</li>
</ol>

<h2>§ 8. Rezygnacja po upływie terminu na odstąpienie</h2>
<p>Niezależnie od ustawowego prawa odstąpienia, prenumeratę czasopisma opłaconą z góry można w każdej chwili wypowiedzieć w zakładce <em>Moje konto → Prenumeraty</em>. Wypowiedzenie obejmuje wydania, które nie zostały jeszcze przekazane do wysyłki, a proporcjonalną część ceny za te wydania zwracamy w terminie 14 dni na rachunek lub kartę, z których dokonano płatności.</p>

<h2>§ 9. Reklamacje – brakujące lub uszkodzone wydania</h2>
<ol>
  <li>Jeżeli wydanie nie dotarło w terminie wynikającym z Harmonogramu albo dotarło uszkodzone, zgłoś to w zakładce <em>Moje konto → Prenumeraty</em> (przycisk „Zgłoś brak wydania”) lub e-mailem na adres <a href="mailto:reklamacje@kiosk.example.pl">reklamacje@kiosk.example.pl</a>, podając numer zamówienia i numer wydania.</li>
  <li>Prosimy o zgłoszenie braku w ciągu 14 dni od planowanej daty doręczenia – pozwala to dosłać egzemplarz z bieżącego nakładu wydawcy. Zgłoszenia późniejsze również rozpatrujemy; jeżeli wydanie nie jest już dostępne, zwracamy jego proporcjonalną cenę.</li>
  <li>Na reklamację odpowiadamy w terminie 14 dni od jej otrzymania. Brakujący lub uszkodzony egzemplarz wysyłamy ponownie bez dodatkowych kosztów. Pozostałe zasady odpowiedzialności za niezgodność z umową określa Regulamin sklepu.</li>
</ol>

<h2>§ 10. Postanowienia końcowe</h2>
<p>Do prenumerat zamówionych przed zmianą niniejszego regulaminu stosuje się regulamin w brzmieniu obowiązującym w dniu złożenia zamówienia. Regulamin obowiązuje od dnia 1 listopada 2026 r.</p>
`,
};

export default page;
