ALTER TABLE "order_items" ADD COLUMN "preorder_release_date" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "preorder_dispatch_date" date;