-- Demo coupons (README "Demo coupons"). ON CONFLICT keeps a shop's own edits when migrations re-run on a copy.
INSERT INTO sales_rules (code, name, discount_type, discount_value, min_subtotal, from_date, to_date, uses_per_coupon, uses_per_customer)
VALUES
  ('WITAJ10', 'Witaj: 10% na pierwsze zakupy', 'percent', 10, 0, NULL, NULL, NULL, 1),
  ('KIOSK20', '20 zł taniej od 100 zł', 'fixed', 2000, 10000, NULL, NULL, NULL, NULL),
  ('LATO2025', 'Lato 2025 (wygasł)', 'percent', 15, 0, '2025-06-01', '2025-08-31', NULL, NULL),
  ('PRENUMERATA5', '5 zł taniej, pierwsze 100 zamówień', 'fixed', 500, 0, NULL, NULL, 100, NULL)
ON CONFLICT (code) DO NOTHING;
