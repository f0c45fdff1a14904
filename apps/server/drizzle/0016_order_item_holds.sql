-- Live holds read from order_items alone (decision 094): each line carries its order's hold end while the
-- order is RESERVED, kept by triggers so no code path can forget it.
ALTER TABLE "order_items" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_items_live_holds_idx" ON "order_items" USING btree ("product_price_id","held_until") WHERE "order_items"."held_until" is not null;--> statement-breakpoint
UPDATE "order_items" SET "held_until" = "orders"."reserved_until" FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "orders"."status" = 'RESERVED';--> statement-breakpoint
CREATE FUNCTION "order_items_take_order_hold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN "status" = 'RESERVED' THEN "reserved_until" END INTO NEW."held_until"
  FROM "orders" WHERE "id" = NEW."order_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_take_order_hold" BEFORE INSERT OR UPDATE OF "order_id" ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "order_items_take_order_hold"();--> statement-breakpoint
CREATE FUNCTION "orders_pass_hold_to_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_items"
  SET "held_until" = CASE WHEN NEW."status" = 'RESERVED' THEN NEW."reserved_until" END
  WHERE "order_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_pass_hold_to_items" AFTER UPDATE OF "status", "reserved_until" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."reserved_until" IS DISTINCT FROM NEW."reserved_until")
  EXECUTE FUNCTION "orders_pass_hold_to_items"();
