-- Hand-written (the table is declared in SQL only; see server/modules/mail/outbox.ts).
-- The order mail outbox becomes the shop's one mail outbox (the mail module): every mail is a row here.
-- origin: the process that wrote the row (it may send the row at once; others only after the hand-over time).
-- dedupe_key: a mail that must go once per business fact (the cards of an order, a renewal's news); NULL for none.
ALTER TABLE "mail_outbox" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_key_idx" ON "mail_outbox" USING btree ("dedupe_key");
