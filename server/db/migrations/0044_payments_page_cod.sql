-- The payments page (/i/platnosci) of a shop generated before 2026-11-27 still holds the first template of its cash on
-- delivery texts: described even while cash on delivery is not offered, with a worked example naming the InPost
-- courier's price even when the courier is withdrawn, and the gift card paragraph offering to pay the rest on
-- delivery. The template (server/modules/cms/content/platnosci.ts) now shows them only while cash on delivery is
-- offered ({{#cod}} … {{/cod}}) and names the cheapest carrier collecting it now. Each text that a page still holds
-- once, as generated, is brought to the template; a page staff have rewritten there is left as it is.
UPDATE cms_pages
   SET content = replace(replace(replace(content,
         '<h2>Płatność przy odbiorze</h2>', '{{#cod}}<h2>Płatność przy odbiorze</h2>'),
         'na przykład Kurier InPost za pobraniem kosztuje {{cod_price:flatrate_flatrate}}', 'na przykład {{cod_example_carrier}} za pobraniem kosztuje {{cod_example_price}}'),
         'oraz fotoksiążek CEWE. Aktualne ceny dostawy znajdziesz na stronie <a href="/dostawa">Dostawa</a>.</p>', 'oraz fotoksiążek CEWE. Aktualne ceny dostawy znajdziesz na stronie <a href="/dostawa">Dostawa</a>.</p>{{/cod}}'),
       updated_at = now()
 WHERE identifier = 'platnosci'
   AND position('{{#cod}}<h2>Płatność przy odbiorze</h2>' IN content) = 0
   AND (length(content) - length(replace(content, '<h2>Płatność przy odbiorze</h2>', ''))) = length('<h2>Płatność przy odbiorze</h2>')
   AND (length(content) - length(replace(content, 'na przykład Kurier InPost za pobraniem kosztuje {{cod_price:flatrate_flatrate}}', ''))) = length('na przykład Kurier InPost za pobraniem kosztuje {{cod_price:flatrate_flatrate}}')
   AND (length(content) - length(replace(content, 'oraz fotoksiążek CEWE. Aktualne ceny dostawy znajdziesz na stronie <a href="/dostawa">Dostawa</a>.</p>', ''))) = length('oraz fotoksiążek CEWE. Aktualne ceny dostawy znajdziesz na stronie <a href="/dostawa">Dostawa</a>.</p>');
--> statement-breakpoint
UPDATE cms_pages
   SET content = replace(content, 'przelewem albo przy odbiorze).', 'przelewem{{#cod}} albo przy odbiorze{{/cod}}).'), updated_at = now()
 WHERE identifier = 'platnosci' AND (length(content) - length(replace(content, 'przelewem albo przy odbiorze).', ''))) = length('przelewem albo przy odbiorze).');
