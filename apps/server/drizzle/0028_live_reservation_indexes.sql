-- Indexes of the orders a reservation writes, and the statements that find a session's live reservation (decision
-- 111). A session's reservation of an event is found by one key, "session_id event_id status", that one index alone
-- holds, so that the planner has no other to choose. The partial index on (session_id, event_id) of 0017 did not win
-- it over while a rush outran the statistics: with none, every index matching event_id or status looked as good,
-- and it took one led by event_id, or by status, reading every order of the event, or every live reservation, for
-- each buyer (pg_stat_statements: a third of the database's time in the benchmark's rushes, growing with the
-- orders). The expiry sweep's index now holds the live reservations alone. orders_event_created_idx was a prefix of
-- orders_event_created_id_idx; the promo code and affiliate indexes skip the orders that have none.
DROP INDEX "orders_event_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_reserved_until_idx";--> statement-breakpoint
DROP INDEX "orders_live_session_idx";--> statement-breakpoint
DROP INDEX "orders_promo_code_idx";--> statement-breakpoint
DROP INDEX "orders_affiliate_idx";--> statement-breakpoint
CREATE INDEX "orders_live_reserved_until_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."status" = 'RESERVED';--> statement-breakpoint
CREATE INDEX "orders_session_key_idx" ON "orders" USING btree (("session_id" || ' ' || "event_id"::text || ' ' || "status"));--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_id") WHERE "orders"."affiliate_id" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_lock_earlier"("p_entries" jsonb, "p_nowait" boolean DEFAULT false) RETURNS text[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_ids" uuid[];
  "v_sessions" text[];
BEGIN
  SELECT coalesce(array_agg("earlier"."id"), '{}') INTO "v_ids"
  FROM (
    SELECT DISTINCT ("entry"->'order'->>'event_id')::uuid AS "event_id", "entry"->'order'->>'session_id' AS "session_id"
    FROM jsonb_array_elements("p_entries") AS "given"("entry")
    WHERE ("entry"->>'replace_session')::boolean AND "entry"->'order'->>'session_id' IS NOT NULL
  ) AS "asked"
  CROSS JOIN LATERAL (
    SELECT "orders"."id" FROM "orders"
    WHERE ("orders"."session_id" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "asked"."session_id" || ' ' || "asked"."event_id"::text || ' RESERVED'
    OFFSET 0
  ) AS "earlier";
  IF cardinality("v_ids") = 0 THEN
    RETURN '{}';
  END IF;
  IF "p_nowait" THEN
    PERFORM 1 FROM "orders" WHERE "orders"."id" = ANY("v_ids") ORDER BY "orders"."id" FOR NO KEY UPDATE NOWAIT;
  END IF;
  SELECT coalesce(array_agg(DISTINCT "locked"."event_id"::text || ' ' || "locked"."session_id"), '{}') INTO "v_sessions"
  FROM (
    SELECT "orders"."event_id", "orders"."session_id" FROM "orders"
    WHERE "orders"."id" = ANY("v_ids") AND "orders"."status" = 'RESERVED'
    ORDER BY "orders"."id"
    FOR NO KEY UPDATE
  ) AS "locked";
  RETURN "v_sessions";
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_place"(
  "p_order" jsonb,
  "p_items" jsonb,
  "p_attendees" jsonb,
  "p_replace_session" boolean,
  "p_product_ids" uuid[],
  "p_at" timestamp with time zone
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_order_id" uuid := ("p_order"->>'id')::uuid;
  -- The session's live reservation of the event, as `orders_session_key_idx` holds it.
  "v_session_key" text := ("p_order"->>'session_id') || ' ' || (("p_order"->>'event_id')::uuid)::text || ' RESERVED';
  "v_placed" jsonb;
  "v_replaces" boolean := false;
  "v_stock" jsonb;
BEGIN
  IF "p_replace_session" THEN
    SELECT EXISTS (
      SELECT 1 FROM "orders"
      WHERE ("orders"."session_id" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "v_session_key"
    ) INTO "v_replaces";
  END IF;
  -- Already too few left and nothing to replace: refused before writing anything.
  IF NOT "v_replaces" AND "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
    RETURN jsonb_build_object('stock', "reservation_stock"("p_product_ids", "v_order_id", "p_at"));
  END IF;
  -- A refusal from here on undoes the block's writes (a savepoint), and the statement still succeeds: an error
  -- would make the connection pool discard its connection, and a rush would then spend its time opening new ones.
  BEGIN
    -- Order rows before price rows, as completing an order does, so the two never wait on each other in a cycle.
    IF "v_replaces" THEN
      UPDATE "orders" SET "status" = 'ABANDONED', "reserved_until" = NULL, "updated_at" = "p_at"
      WHERE ("orders"."session_id" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "v_session_key";
      IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
        "v_stock" := "reservation_stock"("p_product_ids", "v_order_id", "p_at");
        RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
      END IF;
    END IF;
    "v_placed" := jsonb_build_object(
      'order', "insert_json_rows"('orders', jsonb_build_array("p_order"))->0,
      'items', "insert_json_rows"('order_items', "p_items")
    );
    PERFORM "insert_json_rows"('attendees', "p_attendees");
    PERFORM 1 FROM "product_prices" "locked_price"
    WHERE "locked_price"."product_id" = ANY("p_product_ids")
    ORDER BY "locked_price"."id"
    FOR NO KEY UPDATE;
    PERFORM 1 FROM "capacity_assignments" "locked_assignment"
    WHERE "locked_assignment"."status" = 'ACTIVE'
      AND "locked_assignment"."id" IN (
        SELECT "capacity_assignment_id" FROM "capacity_assignment_products"
        WHERE "capacity_assignment_products"."product_id" = ANY("p_product_ids")
      )
    ORDER BY "locked_assignment"."id"
    FOR UPDATE;
    IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
      "v_stock" := "reservation_stock"("p_product_ids", "v_order_id", "p_at");
      RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
    END IF;
  EXCEPTION WHEN SQLSTATE 'MQ409' THEN
    -- The stock as the refused attempt saw it (a replaced reservation's units back): variables outlive the rollback.
    RETURN jsonb_build_object('stock', "v_stock");
  END;
  RETURN "v_placed";
END;
$$;
