ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "orders_client_key_idx" ON "orders" USING btree (("client_key" || ' ' || "event_id"::text || ' ' || "status")) WHERE "orders"."client_key" is not null;
--> statement-breakpoint
-- A cap on the ticket units one client holds in live reservations of an event (decision 134). The server stamps each
-- reservation with `client_key` (a keyed hash of the client's address; null when the address is exempt) and hands
-- the cap with it; the reservation functions count the client's units under the locks they already take and refuse
-- with `{"client_limit": {"held", "limit"}}`. Without a key or a cap nothing more is read.
CREATE FUNCTION "reservation_units"("p_items" jsonb) RETURNS integer LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(sum(("line"->>'quantity')::integer), 0)::integer
    FROM jsonb_array_elements("p_items") AS "given"("line")
  );
END;
$$;--> statement-breakpoint
-- The units held at `p_at` by the live reservations of the order's client and event, other than `p_order_id`. The key
-- is `orders_client_key_idx`'s expression, so that this lookup can take no other index whatever the statistics say
-- (as the session's, decision 111).
CREATE FUNCTION "reservation_client_held"("p_order" jsonb, "p_order_id" uuid, "p_at" timestamp with time zone)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
DECLARE
  "v_key" text := ("p_order"->>'client_key') || ' ' || (("p_order"->>'event_id')::uuid)::text || ' RESERVED';
BEGIN
  RETURN (
    SELECT coalesce(sum("held"."quantity"), 0)::integer
    FROM "orders"
    INNER JOIN "order_items" "held" ON "held"."order_id" = "orders"."id"
    WHERE ("orders"."client_key" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "v_key"
      AND "orders"."client_key" IS NOT NULL
      AND "orders"."reserved_until" > "p_at"
      AND "orders"."id" <> "p_order_id"
  );
END;
$$;--> statement-breakpoint
-- `reservation_place` (0030) gains `p_client_limit`.
DROP FUNCTION "reservation_place"(jsonb, jsonb, boolean, uuid[], timestamp with time zone, jsonb);
--> statement-breakpoint
CREATE FUNCTION "reservation_place"(
  "p_order" jsonb,
  "p_items" jsonb,
  "p_replace_session" boolean,
  "p_product_ids" uuid[],
  "p_at" timestamp with time zone,
  "p_full_price" jsonb DEFAULT NULL,
  "p_client_limit" integer DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_order_id" uuid := ("p_order"->>'id')::uuid;
  -- The session's live reservation of the event, as `orders_session_key_idx` holds it.
  "v_session_key" text := ("p_order"->>'session_id') || ' ' || (("p_order"->>'event_id')::uuid)::text || ' RESERVED';
  "v_promo_code_id" uuid := ("p_order"->>'promo_code_id')::uuid;
  "v_full_price" jsonb := NULLIF("p_full_price", 'null'::jsonb);
  "v_given_back" integer := 0;
  "v_placed" jsonb;
  "v_replaces" boolean := false;
  "v_stock" jsonb;
  "v_client_held" integer;
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
  -- The code already used up and nothing to replace: refused, or placed at full price, without queueing for a lock.
  -- Like the stock's, this unlocked look may only be a moment early; only the locked statement below takes a use.
  IF "v_promo_code_id" IS NOT NULL AND NOT "v_replaces" AND EXISTS (
    SELECT 1 FROM "promo_codes"
    WHERE "id" = "v_promo_code_id" AND "max_allowed_usages" IS NOT NULL AND "live_usage_count" >= "max_allowed_usages"
  ) THEN
    IF "v_full_price" IS NULL THEN
      RETURN jsonb_build_object('promo_code_used_up', "p_order"->>'promo_code');
    END IF;
    "p_order" := "v_full_price"->'order';
    "p_items" := "v_full_price"->'items';
    "v_order_id" := ("p_order"->>'id')::uuid;
    "v_promo_code_id" := NULL;
  END IF;
  -- A refusal from here on undoes the block's writes (a savepoint), and the statement still succeeds: an error
  -- would make the connection pool discard its connection, and a rush would then spend its time opening new ones.
  BEGIN
    -- Order rows before price rows, as completing an order does, so the two never wait on each other in a cycle.
    IF "v_replaces" THEN
      -- The replaced reservation gives its code's use back at commit (the trigger); counted here if it is this code.
      WITH "replaced" AS (
        UPDATE "orders" SET "status" = 'ABANDONED', "reserved_until" = NULL, "updated_at" = "p_at"
        WHERE ("orders"."session_id" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "v_session_key"
        RETURNING "orders"."promo_code_id"
      )
      SELECT count(*) FILTER (WHERE "replaced"."promo_code_id" = "v_promo_code_id") INTO "v_given_back" FROM "replaced";
      IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
        "v_stock" := "reservation_stock"("p_product_ids", "v_order_id", "p_at");
        RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
      END IF;
    END IF;
    "v_placed" := jsonb_build_object(
      'order', "insert_json_rows"('orders', jsonb_build_array("p_order"))->0,
      'items', "insert_json_rows"('order_items', "p_items")
    );
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
    -- The client's cap (decision 134), under the same locks: a concurrent reservation of these products from the same
    -- client is counted once it commits. The replaced reservation is ABANDONED above and no longer counts.
    IF "p_client_limit" IS NOT NULL AND "p_order"->>'client_key' IS NOT NULL THEN
      "v_client_held" := "reservation_client_held"("p_order", "v_order_id", "p_at");
      IF "v_client_held" + "reservation_units"("p_items") > "p_client_limit" THEN
        RAISE EXCEPTION 'The client holds too many units' USING ERRCODE = 'MQ429';
      END IF;
    END IF;
    IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
      "v_stock" := "reservation_stock"("p_product_ids", "v_order_id", "p_at");
      RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
    END IF;
    -- The promo code last: the one statement that decides whether the order gets the code.
    IF "v_promo_code_id" IS NOT NULL AND NOT "promo_code_take_use"("v_promo_code_id", "v_given_back") THEN
      IF "v_full_price" IS NULL THEN
        RAISE EXCEPTION 'The promo code is used up' USING ERRCODE = 'MQ410';
      END IF;
      -- Same quantities, so the stock just checked still holds; the order is written again at full price.
      DELETE FROM "order_items" WHERE "order_id" = "v_order_id";
      DELETE FROM "orders" WHERE "id" = "v_order_id";
      "v_placed" := jsonb_build_object(
        'order', "insert_json_rows"('orders', jsonb_build_array("v_full_price"->'order'))->0,
        'items', "insert_json_rows"('order_items', "v_full_price"->'items')
      );
    END IF;
  EXCEPTION
    WHEN SQLSTATE 'MQ409' THEN
      -- The stock as the refused attempt saw it (a replaced reservation's units back): variables outlive the rollback.
      RETURN jsonb_build_object('stock', "v_stock");
    WHEN SQLSTATE 'MQ410' THEN
      RETURN jsonb_build_object('promo_code_used_up', "p_order"->>'promo_code');
    WHEN SQLSTATE 'MQ429' THEN
      RETURN jsonb_build_object('client_limit', jsonb_build_object('held', "v_client_held", 'limit', "p_client_limit"));
  END;
  RETURN "v_placed";
END;
$$;
--> statement-breakpoint
-- `reservation_place_batch` (0030) checks each capped entry's client (`client_limit` beside `order`) before its stock,
-- and hands the cap to `reservation_place` for replacements.
CREATE OR REPLACE FUNCTION "reservation_place_batch"("p_batch" jsonb, "p_product_ids" uuid[]) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_entry" jsonb;
  "v_position" integer := 0;
  "v_outcomes" jsonb[] := '{}';
  "v_outcome" jsonb;
  -- "event_id session_id" of the sessions holding a live reservation: taken from the database, then kept up to date.
  "v_live_sessions" text[];
  "v_session" text;
  -- The stock as of the last read plus what the batch accepted since; NULL when it must be read again.
  "v_stock" jsonb;
  -- Accepted, not yet written, and where their outcomes go.
  "v_pending" jsonb[] := '{}';
  "v_pending_positions" integer[] := '{}';
  "v_written" jsonb[];
  "v_promo_code_id" uuid;
  "v_full_price" jsonb;
  -- Units held by each client with a cap ("client_key event_id" -> units): read once from the database, then kept up
  -- to date with the reservations the batch accepts; emptied when a replacement writes to the database.
  "v_client_held" jsonb := '{}';
  "v_client" text;
  "v_held" integer;
  "v_limit" integer;
BEGIN
  -- Locks in the order every writer takes them: the sessions' earlier reservations (id order), then the price rows,
  -- then the capacity assignments, then the promo codes.
  "v_live_sessions" := "reservation_lock_earlier"("p_batch");
  PERFORM "reservation_lock_stock"("p_product_ids");
  PERFORM "reservation_lock_promo_codes"("p_batch");

  FOR "v_entry" IN SELECT "value" FROM jsonb_array_elements("p_batch") WITH ORDINALITY AS "given"("value", "position")
    ORDER BY "position"
  LOOP
    "v_position" := "v_position" + 1;
    "v_session" := ("v_entry"->'order'->>'event_id') || ' ' || ("v_entry"->'order'->>'session_id');
    "v_full_price" := NULLIF("v_entry"->'full_price', 'null'::jsonb);
    IF ("v_entry"->>'replace_session')::boolean AND "v_session" = ANY("v_live_sessions") THEN
      -- Replacing: the reservations accepted before it are written first, so it sees (and may replace) them.
      "v_written" := "reservation_write_accepted"("v_pending");
      FOR "v_index" IN 1 .. coalesce(cardinality("v_pending_positions"), 0) LOOP
        "v_outcomes"["v_pending_positions"["v_index"]] := "v_written"["v_index"];
      END LOOP;
      "v_pending" := '{}';
      "v_pending_positions" := '{}';
      "v_outcome" := "reservation_place"(
        "v_entry"->'order',
        "v_entry"->'items',
        true,
        "p_product_ids",
        ("v_entry"->>'at')::timestamp with time zone,
        "v_full_price",
        ("v_entry"->>'client_limit')::integer
      );
      "v_outcomes"["v_position"] := "v_outcome";
      "v_stock" := NULL;
      "v_client_held" := '{}';
    ELSE
      IF "v_stock" IS NULL THEN
        "v_stock" := "reservation_stock"(
          "p_product_ids", '00000000-0000-0000-0000-000000000000'::uuid, ("v_entry"->>'at')::timestamp with time zone
        );
      END IF;
      "v_promo_code_id" := ("v_entry"->'order'->>'promo_code_id')::uuid;
      -- The client's cap (decision 134), checked before the stock: a capped client takes nothing.
      "v_limit" := ("v_entry"->>'client_limit')::integer;
      "v_client" := CASE WHEN "v_limit" IS NOT NULL THEN
        ("v_entry"->'order'->>'client_key') || ' ' || ("v_entry"->'order'->>'event_id')
      END;
      IF "v_client" IS NOT NULL THEN
        "v_held" := coalesce(("v_client_held"->>"v_client")::integer, "reservation_client_held"(
          "v_entry"->'order', '00000000-0000-0000-0000-000000000000'::uuid, ("v_entry"->>'at')::timestamp with time zone
        ));
        "v_client_held" := "v_client_held" || jsonb_build_object("v_client", "v_held");
      END IF;
      IF "v_client" IS NOT NULL AND "v_held" + "reservation_units"("v_entry"->'items') > "v_limit" THEN
        "v_outcome" := jsonb_build_object('client_limit', jsonb_build_object('held', "v_held", 'limit', "v_limit"));
        "v_outcomes"["v_position"] := "v_outcome";
      ELSIF "reservation_is_short_in"("v_stock", "v_entry"->'items') THEN
        "v_outcome" := jsonb_build_object('stock', "v_stock");
        "v_outcomes"["v_position"] := "v_outcome";
      ELSIF "v_promo_code_id" IS NOT NULL AND "v_full_price" IS NULL
        AND NOT "promo_code_take_use"("v_promo_code_id") THEN
        "v_outcome" := jsonb_build_object('promo_code_used_up', "v_entry"->'order'->>'promo_code');
        "v_outcomes"["v_position"] := "v_outcome";
      ELSE
        IF "v_promo_code_id" IS NOT NULL AND "v_full_price" IS NOT NULL
          AND NOT "promo_code_take_use"("v_promo_code_id") THEN
          "v_entry" := "v_entry" || jsonb_build_object('order', "v_full_price"->'order', 'items', "v_full_price"->'items');
        END IF;
        "v_outcome" := '{"order": null}'::jsonb;
        "v_stock" := "reservation_stock_take"("v_stock", "v_entry"->'items');
        IF "v_client" IS NOT NULL THEN
          "v_client_held" := "v_client_held"
            || jsonb_build_object("v_client", "v_held" + "reservation_units"("v_entry"->'items'));
        END IF;
        "v_pending" := array_append("v_pending", "v_entry");
        "v_pending_positions" := array_append("v_pending_positions", "v_position");
        "v_outcomes"["v_position"] := NULL;
      END IF;
    END IF;
    IF "v_outcome" ? 'order' AND "v_session" IS NOT NULL THEN
      "v_live_sessions" := array_append("v_live_sessions", "v_session");
    END IF;
  END LOOP;
  "v_written" := "reservation_write_accepted"("v_pending");
  FOR "v_index" IN 1 .. coalesce(cardinality("v_pending_positions"), 0) LOOP
    "v_outcomes"["v_pending_positions"["v_index"]] := "v_written"["v_index"];
  END LOOP;
  RETURN to_jsonb("v_outcomes");
END;
$$;
