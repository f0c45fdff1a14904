-- A reservation writes its order and its lines only; its attendees are written when the buyer's details come in
-- (decision 112). Attendee rows carry twelve indexes, four of them trigram indexes: writing them for every
-- reservation of a rush, most of which never reach the details, was a third of what a reservation wrote, and the
-- details step then rewrote each row to name it. The functions below are those of 0021 and 0025 without the
-- attendees; `reservation_place` loses its `p_attendees` argument, so the old one is dropped first.

-- Checkouts whose details never came in hold unnamed placeholder attendees written by the old functions: they go,
-- so that every reservation follows the same rule (the details step writes the attendees of a reservation that has
-- none). Nothing else refers to them: their order never counted, and they have no answers, check-ins or messages.
DELETE FROM "attendees" USING "orders"
WHERE "attendees"."order_id" = "orders"."id" AND "orders"."status" IN ('RESERVED', 'ABANDONED') AND "orders"."email" IS NULL;
--> statement-breakpoint
DROP FUNCTION "reservation_place"(jsonb, jsonb, jsonb, boolean, uuid[], timestamp with time zone);
--> statement-breakpoint
CREATE FUNCTION "reservation_place"(
  "p_order" jsonb,
  "p_items" jsonb,
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_write_accepted"("p_entries" jsonb[]) RETURNS jsonb[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_orders" jsonb;
  "v_items" jsonb;
  "v_outcomes" jsonb[];
BEGIN
  IF coalesce(cardinality("p_entries"), 0) = 0 THEN
    RETURN '{}';
  END IF;
  "v_orders" := "insert_json_rows"('orders', (
    SELECT jsonb_agg("entry"->'order' ORDER BY "position") FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position")
  ));
  "v_items" := "insert_json_rows"('order_items', (
    SELECT jsonb_agg("item" ORDER BY "position", "item_position")
    FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position"),
      jsonb_array_elements("entry"->'items') WITH ORDINALITY AS "lines"("item", "item_position")
  ));
  SELECT array_agg(jsonb_build_object(
    'order', "order_row",
    'items', coalesce((
      SELECT jsonb_agg("item_row") FROM jsonb_array_elements("v_items") AS "written_items"("item_row")
      WHERE "item_row"->>'order_id' = "order_row"->>'id'
    ), '[]'::jsonb)
  ) ORDER BY "position") INTO "v_outcomes"
  FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position")
  INNER JOIN jsonb_array_elements("v_orders") AS "written_orders"("order_row")
    ON "order_row"->>'id' = "entry"->'order'->>'id';
  RETURN "v_outcomes";
END;
$$;
--> statement-breakpoint
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
BEGIN
  -- Locks in the order every writer takes them: the sessions' earlier reservations (id order), then the price rows,
  -- then the capacity assignments.
  "v_live_sessions" := "reservation_lock_earlier"("p_batch");
  PERFORM "reservation_lock_stock"("p_product_ids");

  FOR "v_entry" IN SELECT "value" FROM jsonb_array_elements("p_batch") WITH ORDINALITY AS "given"("value", "position")
    ORDER BY "position"
  LOOP
    "v_position" := "v_position" + 1;
    "v_session" := ("v_entry"->'order'->>'event_id') || ' ' || ("v_entry"->'order'->>'session_id');
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
        ("v_entry"->>'at')::timestamp with time zone
      );
      "v_outcomes"["v_position"] := "v_outcome";
      "v_stock" := NULL;
    ELSE
      IF "v_stock" IS NULL THEN
        "v_stock" := "reservation_stock"(
          "p_product_ids", '00000000-0000-0000-0000-000000000000'::uuid, ("v_entry"->>'at')::timestamp with time zone
        );
      END IF;
      IF "reservation_is_short_in"("v_stock", "v_entry"->'items') THEN
        "v_outcome" := jsonb_build_object('stock', "v_stock");
        "v_outcomes"["v_position"] := "v_outcome";
      ELSE
        "v_outcome" := '{"order": null}'::jsonb;
        "v_stock" := "reservation_stock_take"("v_stock", "v_entry"->'items');
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
