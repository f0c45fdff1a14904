-- Promo codes keep the organizer's casing in "code"; "code_key" is the case-folded form they are matched and kept unique by (issue 25).
-- Until now the application stored codes lower-cased (JavaScript's toLowerCase), so the existing text already is its key.
DROP INDEX "promo_codes_event_code_key";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "code_key" text;--> statement-breakpoint
UPDATE "promo_codes" SET "code_key" = "code";--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "code_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_key" ON "promo_codes" USING btree ("event_id","code_key");
