-- `reservation_place` (0021) now finds the session's earlier reservation itself, when the server passes a known
-- session: the server no longer reads the stock before the statement (decision 102), so one statement is the whole
-- reservation, and a refusal of a sold-out rush is one round trip.
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
  "v_placed" jsonb;
  "v_replaces" boolean := false;
  "v_stock" jsonb;
BEGIN
  IF "p_replace_session" THEN
    SELECT EXISTS (
      SELECT 1 FROM "orders"
      WHERE "orders"."event_id" = ("p_order"->>'event_id')::uuid
        AND "orders"."session_id" = "p_order"->>'session_id'
        AND "orders"."status" = 'RESERVED'
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
      WHERE "orders"."event_id" = ("p_order"->>'event_id')::uuid
        AND "orders"."session_id" = "p_order"->>'session_id'
        AND "orders"."status" = 'RESERVED';
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
